import { z } from '../../../../infra/openapi/zod';
import { listingQuery } from '../../../../infra/http/listing-query';
import { actorResource, actorSchema } from '../../../../infra/http/actor-resource';
import { VERSION_OPERATIONS, type PricingVersion, type PricingVersionWithDocument } from '../../domain/pricing-versions';
import { pricingSchema } from './pricing.schemas';

/** The wire of /api/v3/customisers/{customiser_id}/pricing/versions: a version, and one read with its document. */

export const versionsQuery = z.object({ ...listingQuery });

export const pricingVersionSchema = z
  .object({
    object: z.literal('customiser_pricing_version'),
    customiser_id: z.number().int().openapi({ description: 'The customiser whose pricing document this is a version of.' }),
    version: z.number().int().min(1).openapi({ description: 'Numbered per customiser from 1 (the document as first made), one more for each successful write.' }),
    operation: z.enum(VERSION_OPERATIONS).openapi({
      description:
        'What wrote it: `initial` (the document as first made), `patch` (PATCH …/pricing), `replace` (PUT …/pricing), `restore` (POST …/versions/{version}/restore, see `restored_from`), `legacy_replace` (the previous generation’s PUT /api/v2/customisers/{id}/pricing), `connector` (an assistant’s pricing tool).',
    }),
    restored_from: z.number().int().nullable().openapi({ description: 'The version a restore brought back; null for every other operation.' }),
    actor: actorSchema,
    request_id: z.string().nullable().openapi({ description: 'The id of the request that wrote it (its X-Request-Id); null where there was none.' }),
    created_at: z.iso.datetime().openapi({ description: 'When it was recorded: an ISO 8601 timestamp in UTC.' }),
  })
  .openapi('CustomiserPricingVersion');

/** `document` is the whole pricing document as the version's write left it, as GET …/pricing answered it then (without `livemode`). */
export const pricingVersionWithDocumentSchema = pricingVersionSchema.extend({ document: pricingSchema }).openapi('CustomiserPricingVersionWithDocument', {
  description: 'A pricing version with `document`: the whole pricing document as the version’s write left it, as GET …/pricing answered it then (without `livemode`).',
});

export type PricingVersionResource = z.infer<typeof pricingVersionSchema>;
export type PricingVersionWithDocumentResource = z.infer<typeof pricingVersionWithDocumentSchema>;

/** A version as the API answers it (the pipeline adds `livemode`). */
export function pricingVersionResource(version: PricingVersion): PricingVersionResource {
  return {
    object: 'customiser_pricing_version',
    customiser_id: version.customiserId,
    version: version.version,
    operation: version.operation,
    restored_from: version.restoredFrom,
    actor: actorResource(version.actor),
    request_id: version.requestId,
    created_at: version.createdAt.toISOString(),
  };
}

/** A version read on its own, with its document. */
export function pricingVersionWithDocumentResource(version: PricingVersionWithDocument): PricingVersionWithDocumentResource {
  return { ...pricingVersionResource(version), document: version.document as PricingVersionWithDocumentResource['document'] };
}
