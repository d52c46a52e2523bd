import { inject, injectable } from 'inversify';
import { InfraTokens } from '../../../../infra/infra.tokens';
import type { Config } from '../../../../infra/config/config';
import { idParam } from '../../../../infra/http/listing-query';
import { optionWriteBudget } from '../../../../infra/http/budgets';
import { defineRoute, ok, type AnyRoute, type RouteSource } from '../../../../infra/http/route';
import { z } from '../../../../infra/openapi/zod';
import type { JsonObject } from '../../../../shared-kernel/merge-patch';
import { GetPricingService } from '../../application/get-pricing.service';
import { ReplacePricingService } from '../../application/replace-pricing.service';
import { UpdatePricingService } from '../../application/update-pricing.service';
import { ValidatePricingService } from '../../application/validate-pricing.service';
import { pricingDocumentInput, pricingPatchBody, pricingResourceText, pricingSchema, validationVerdictSchema } from './pricing.schemas';
import { idArgument, presentAsTool, toolId } from '../../../../shared-kernel/connector-tools';

const params = z.object({ customiser_id: idParam() });
const PATH = '/api/v3/customisers/{customiser_id}/pricing';
const WRITE_PROBLEMS = ['resource_not_found', 'legacy_pricing_model', 'validation_failed', 'unknown_field', 'resource_in_use'] as const;
const anyObject = z.record(z.string(), z.unknown());

const customiserIdArgument = idArgument('The id of one of the store’s customisers.');

@injectable()
export class PricingRoutes implements RouteSource {
  constructor(
    @inject(GetPricingService) private readonly pricing: GetPricingService,
    @inject(ReplacePricingService) private readonly replacement: ReplacePricingService,
    @inject(UpdatePricingService) private readonly update: UpdatePricingService,
    @inject(ValidatePricingService) private readonly validation: ValidatePricingService,
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
        tool: presentAsTool({
          name: 'get_pricing',
          title: 'Read a customiser’s pricing',
          description: 'The whole pricing document of a customiser: sizes, base pricing, price lists and sheet pricing, amounts in minor units of the store currency.',
          input: z.strictObject({ customiser_id: customiserIdArgument }),
          request: ({ customiser_id }) => ({ params: { customiser_id: toolId(customiser_id) } }),
        }),
        handler: async ({ params: p }) => ok(pricingResourceText(await this.pricing.show(p.customiser_id))),
      }),
      defineRoute({
        ...common,
        operationId: 'updateCustomiserPricing',
        method: 'patch',
        path: PATH,
        summary: 'Update the pricing document (JSON merge patch)',
        description: 'Arrays replace wholesale; an entry with size_id or price_list_id updates in place, one without creates. The patched result is validated and persisted as a full replacement; omitting sizes that fonts still reference is 409 with pointer /sizes, even where the document’s price rows still name them (that 409 comes before any 422). A successful write reprices the storefront at once.',
        scopes: ['pricing:write'],
        idempotency: 'optional',
        budget,
        body: pricingPatchBody,
        bodyIsMergePatch: true,
        response: document,
        problems: [...WRITE_PROBLEMS, 'invalid_document', 'idempotency_key_conflict', 'idempotency_key_in_flight'],
        tool: presentAsTool({
          name: 'patch_pricing',
          title: 'Change a customiser’s pricing',
          description: 'Applies a JSON merge patch (RFC 7396) to the pricing document: objects merge, arrays replace wholesale, null clears. An entry with size_id or price_list_id updates in place, one without creates. The result is validated as a whole and reprices the storefront at once.',
          input: z.strictObject({
            customiser_id: customiserIdArgument,
            // Any JSON here, so that a patch that is not an object meets the operation's own check (invalid_document).
            patch: z.unknown().describe('A JSON object with any of sizes, base_pricing, price_lists and sheet_pricing.'),
          }),
          request: ({ customiser_id, patch }) => ({ params: { customiser_id: toolId(customiser_id) }, body: patch }),
        }),
        handler: async ({ params: p, body }) =>
          ok(pricingResourceText((await this.update.update(p.customiser_id, body as JsonObject)).shown())),
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
        handler: async ({ params: p, body }) => ok(pricingResourceText((await this.replacement.replace(p.customiser_id, body as Record<string, unknown>)).shown())),
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
        tool: presentAsTool({
          name: 'validate_pricing',
          title: 'Validate a pricing document',
          description: 'Checks a full pricing document of the customiser’s model as a replacement would, saving nothing: answers valid true, or the problems a replacement would meet.',
          input: z.strictObject({
            customiser_id: customiserIdArgument,
            document: z.record(z.string(), z.unknown()).describe('A full pricing document, as get_pricing answers it.'),
          }),
          request: ({ customiser_id, document }) => ({ params: { customiser_id: toolId(customiser_id) }, body: document }),
        }),
        handler: async ({ params: p, body }) => ok(await this.validation.validate(p.customiser_id, body as Record<string, unknown>)),
      }),
    ];
  }
}
