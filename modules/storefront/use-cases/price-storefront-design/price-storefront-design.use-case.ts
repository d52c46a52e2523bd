import { inject, injectable } from 'inversify';
import { defineRoute, ok, type AnyRoute, type RouteSource } from '../../../../infra/http/route';
import { PriceDesignService } from '../../application/price-design.service';
import { DESIGN_PROBLEMS, customiserParams, designBody, designPriceSchema } from '../../adapters/http/storefront.schemas';

/** POST /storefront/v1/customisers/{customiser_id}/price: the live price of a design, with its lines; nothing stored. */
@injectable()
export default class PriceStorefrontDesign implements RouteSource {
  constructor(@inject(PriceDesignService) private readonly pricing: PriceDesignService) {}

  routes(): AnyRoute[] {
    return [
      defineRoute({
        tag: 'Storefront',
        auth: 'storefront_key',
        operationId: 'priceStorefrontDesign',
        method: 'post',
        path: '/storefront/v1/customisers/{customiser_id}/price',
        summary: 'Price a design',
        description: 'The total in minor units with its line-item breakdown; `total` is the sum of `lines`. Nothing is stored. Invalid designs answer 422 with pointers into the design.',
        scopes: [],
        idempotency: 'none',
        params: customiserParams,
        body: designBody,
        response: { status: 200, kind: 'resource', schema: designPriceSchema, description: 'The price.' },
        problems: DESIGN_PROBLEMS,
        handler: async ({ params, body }) => ok((await this.pricing.price(params.customiser_id, body)).price),
      }),
    ];
  }
}
