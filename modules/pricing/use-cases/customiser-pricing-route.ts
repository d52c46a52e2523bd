import { idParam } from '../../../infra/http/listing-query';
import { z } from '../../../infra/openapi/zod';
import { idArgument } from '../../../shared-kernel/connector-tools';
import { pricingSchema } from '../adapters/http/pricing.schemas';

/** What the operations on a customiser's pricing document declare alike (GET, PATCH, PUT, POST …/validate, its versions). */
export const PRICING_PATH = '/api/v3/customisers/{customiser_id}/pricing';
export const VERSIONS_PATH = `${PRICING_PATH}/versions`;

const params = z.object({ customiser_id: idParam() });
/** A version of the document: a version number names nothing past PostgreSQL's integer range, as an id does not. */
export const versionParams = z.object({ customiser_id: idParam(), version: idParam().openapi({ description: 'The version’s number: 1 is the document as first made, each write one more.' }) });

export const pricingRouteCommon = { tag: 'Pricing', auth: 'api_key' as const, params };

export const PRICING_WRITE_PROBLEMS = ['resource_not_found', 'legacy_pricing_model', 'validation_failed', 'unknown_field', 'resource_in_use'] as const;

/** A body taken as any JSON object: the operation's own checks (the model's schema, the document rules) judge it. */
export const anyObject = z.record(z.string(), z.unknown());

/** The answer of a read or a write: the pricing document, as GET shows it. */
export const pricingDocumentResponse = { status: 200, kind: 'resource' as const, schema: pricingSchema, description: 'The pricing document.' };

export const customiserIdArgument = idArgument('The id of one of the store’s customisers.');
