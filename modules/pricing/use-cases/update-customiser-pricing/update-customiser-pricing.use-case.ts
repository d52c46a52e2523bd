import { inject, injectable } from 'inversify';
import { InfraTokens } from '../../../../infra/infra.tokens';
import type { Config } from '../../../../infra/config/config';
import { optionWriteBudget } from '../../../../infra/http/budgets';
import { defineRoute, ok, type AnyRoute, type RouteSource } from '../../../../infra/http/route';
import { z } from '../../../../infra/openapi/zod';
import { presentAsTool, toolId } from '../../../../shared-kernel/connector-tools';
import type { JsonObject } from '../../../../shared-kernel/merge-patch';
import { UpdatePricingService } from './update-pricing.service';
import { pricingPatchBody, pricingResourceText } from '../../adapters/http/pricing.schemas';
import { customiserIdArgument, PRICING_PATH, PRICING_WRITE_PROBLEMS, pricingDocumentResponse, pricingRouteCommon } from '../customiser-pricing-route';

/** PATCH /api/v3/customisers/{customiser_id}/pricing, and the connector's `patch_pricing`: a JSON merge patch of the document. */
@injectable()
export default class UpdateCustomiserPricing implements RouteSource {
  constructor(
    @inject(UpdatePricingService) private readonly update: UpdatePricingService,
    @inject(InfraTokens.Config) private readonly config: Config,
  ) {}

  routes(): AnyRoute[] {
    return [
      defineRoute({
        ...pricingRouteCommon,
        operationId: 'updateCustomiserPricing',
        method: 'patch',
        path: PRICING_PATH,
        summary: 'Update the pricing document (JSON merge patch)',
        description: 'Arrays replace wholesale; an entry with size_id or price_list_id updates in place, one without creates. The patched result is validated and persisted as a full replacement; omitting sizes that fonts still reference is 409 with pointer /sizes, even where the document’s price rows still name them (that 409 comes before any 422). A successful write reprices the storefront at once.',
        scopes: ['pricing:write'],
        idempotency: 'optional',
        budget: optionWriteBudget(this.config),
        body: pricingPatchBody,
        bodyIsMergePatch: true,
        response: pricingDocumentResponse,
        problems: [...PRICING_WRITE_PROBLEMS, 'invalid_document', 'idempotency_key_conflict', 'idempotency_key_in_flight'],
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
    ];
  }
}
