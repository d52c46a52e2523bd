import { inject, injectable } from 'inversify';
import { defineRoute, ok, type AnyRoute, type RouteSource } from '../../../../infra/http/route';
import { z } from '../../../../infra/openapi/zod';
import { presentAsTool, toolId } from '../../../../shared-kernel/connector-tools';
import { GetPricingService } from '../../application/get-pricing.service';
import { pricingResourceText } from '../../adapters/http/pricing.schemas';
import { customiserIdArgument, PRICING_PATH, pricingDocumentResponse, pricingRouteCommon } from '../customiser-pricing-route';

/** GET /api/v3/customisers/{customiser_id}/pricing, and the connector's `get_pricing`: the whole document. */
@injectable()
export default class GetCustomiserPricing implements RouteSource {
  constructor(@inject(GetPricingService) private readonly pricing: GetPricingService) {}

  routes(): AnyRoute[] {
    return [
      defineRoute({
        ...pricingRouteCommon,
        operationId: 'getCustomiserPricing',
        method: 'get',
        path: PRICING_PATH,
        summary: 'Get the pricing document of a customiser',
        scopes: ['pricing:read'],
        idempotency: 'none',
        response: pricingDocumentResponse,
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
    ];
  }
}
