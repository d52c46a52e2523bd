import { inject, injectable } from 'inversify';
import { InfraTokens } from '../../../../infra/infra.tokens';
import type { Config } from '../../../../infra/config/config';
import { idParam } from '../../../../infra/http/listing-query';
import { optionWriteBudget } from '../../../../infra/http/budgets';
import { defineRoute, ok, type AnyRoute, type RouteSource } from '../../../../infra/http/route';
import { z } from '../../../../infra/openapi/zod';
import type { JsonObject } from '../../../../shared-kernel/merge-patch';
import { Problems } from '../../../../shared-kernel/problems/problems';
import { PRICING_MODEL_DISPLAY_NAMES } from '../../../catalogue';
import { PricingTokens } from '../../pricing.tokens';
import type { GetPricingService, PricingView } from '../../application/get-pricing.service';
import type { ReplacePricingService } from '../../application/replace-pricing.service';
import type { UpdatePricingService } from '../../application/update-pricing.service';
import { descriptorErrors, type PricingDescriptors } from '../../domain/pricing-rules';
import { parsePricingDocument, pricingDocumentInput, pricingPatchBody, pricingSchema, validationVerdictSchema } from './pricing.schemas';

const params = z.object({ customiser_id: idParam() });
const PATH = '/api/v3/customisers/{customiser_id}/pricing';
const WRITE_PROBLEMS = ['resource_not_found', 'legacy_pricing_model', 'validation_failed', 'unknown_field', 'resource_in_use'] as const;
const anyObject = z.record(z.string(), z.unknown());

function descriptorsOf(view: PricingView): PricingDescriptors {
  return {
    object: 'customiser_pricing',
    customiser_id: view.customiser.id,
    pricing_model: view.customiser.pricingModel,
    pricing_model_display_name: PRICING_MODEL_DISPLAY_NAMES[view.customiser.pricingModel],
    currency: view.currency,
  };
}

export function pricingResource(view: PricingView) {
  return {
    ...descriptorsOf(view),
    // Stored jsonb keeps its own key order; the schema puts every member back where the document declares it.
    ...parsePricingDocument(view.customiser.pricingModel, view.document),
  };
}

/** A full document for PUT and validate: parsed by the customiser's model, descriptors unchanged. */
async function fullPricingDocument(pricing: GetPricingService, customiserId: number, body: Record<string, unknown>) {
  const current = await pricing.get(customiserId);
  const changed = descriptorErrors(body, descriptorsOf(current));
  if (changed.length > 0) throw Problems.validationFailed(changed);
  return parsePricingDocument(current.customiser.pricingModel, body);
}

/** Validation as POST …/pricing/validate does it: the checks of a replace, and nothing written. */
export async function validatePricing(pricing: GetPricingService, replacement: ReplacePricingService, customiserId: number, body: Record<string, unknown>) {
  await replacement.replace(customiserId, await fullPricingDocument(pricing, customiserId, body), { dryRun: true });
  return { object: 'pricing_validation' as const, customiser_id: customiserId, valid: true };
}

@injectable()
export class PricingRoutes implements RouteSource {
  constructor(
    @inject(PricingTokens.GetPricing) private readonly pricing: GetPricingService,
    @inject(PricingTokens.ReplacePricing) private readonly replacement: ReplacePricingService,
    @inject(PricingTokens.UpdatePricing) private readonly update: UpdatePricingService,
    @inject(InfraTokens.Config) private readonly config: Config,
  ) {}

  routes(): AnyRoute[] {
    const common = { tag: 'Pricing', auth: 'api_key' as const, params };
    const document = { status: 200, kind: 'resource' as const, schema: pricingSchema, description: 'The pricing document.' };
    const budget = optionWriteBudget(this.config);
    return [
      defineRoute({
        ...common,
        operationId: 'getCustomiserPricing',
        method: 'get',
        path: PATH,
        summary: 'Get the pricing document of a customiser',
        scopes: ['pricing:read'],
        idempotency: 'none',
        response: document,
        problems: ['resource_not_found', 'legacy_pricing_model', 'unknown_parameter'],
        handler: async ({ params: p }) => ok(pricingResource(await this.pricing.get(p.customiser_id))),
      }),
      defineRoute({
        ...common,
        operationId: 'updateCustomiserPricing',
        method: 'patch',
        path: PATH,
        summary: 'Update the pricing document (JSON merge patch)',
        description: 'Arrays replace wholesale; an entry with size_id or price_list_id updates in place, one without creates. The patched result is validated and persisted as a full replacement; omitting sizes that fonts still reference is 409 with pointer /sizes. A successful write reprices the storefront at once.',
        scopes: ['pricing:write'],
        idempotency: 'optional',
        budget,
        body: pricingPatchBody,
        bodyIsMergePatch: true,
        response: document,
        problems: [...WRITE_PROBLEMS, 'invalid_document', 'idempotency_key_conflict', 'idempotency_key_in_flight'],
        handler: async ({ params: p, body }) =>
          ok(pricingResource(await this.update.update(p.customiser_id, body as JsonObject, (model, merged) => parsePricingDocument(model, merged)))),
      }),
      defineRoute({
        ...common,
        operationId: 'replaceCustomiserPricing',
        method: 'put',
        path: PATH,
        summary: 'Replace the pricing document',
        description: 'The full document of the customiser model; the read-only descriptors GET shows may be sent back unchanged. Same validation, deletion semantics and errors as the merge patch.',
        scopes: ['pricing:write'],
        idempotency: 'optional',
        budget,
        body: anyObject,
        bodyDocumentation: pricingDocumentInput,
        response: document,
        problems: [...WRITE_PROBLEMS, 'idempotency_key_conflict', 'idempotency_key_in_flight'],
        handler: async ({ params: p, body }) => {
          const parsed = await fullPricingDocument(this.pricing, p.customiser_id, body as Record<string, unknown>);
          return ok(pricingResource(await this.replacement.replace(p.customiser_id, parsed)));
        },
      }),
      defineRoute({
        ...common,
        operationId: 'validateCustomiserPricing',
        method: 'post',
        path: `${PATH}/validate`,
        summary: 'Validate a full pricing document without saving it',
        description: 'Answers 200 with valid true, or the same 422 and 409 problems a replace would give. Nothing is persisted, no cache is touched, no idempotency key is consumed.',
        scopes: ['pricing:write'],
        idempotency: 'none',
        body: anyObject,
        bodyDocumentation: pricingDocumentInput,
        response: { status: 200, kind: 'resource', schema: validationVerdictSchema, description: 'The verdict.' },
        problems: [...WRITE_PROBLEMS],
        handler: async ({ params: p, body }) => ok(await validatePricing(this.pricing, this.replacement, p.customiser_id, body as Record<string, unknown>)),
      }),
    ];
  }
}
