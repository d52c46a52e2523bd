import { inject, injectable } from 'inversify';
import { defineRoute, ok, type AnyRoute, type RouteSource } from '../../../../infra/http/route';
import { ReadStorefrontService } from '../../application/read-storefront.service';
import { configurationSchema, customiserParams } from '../../adapters/http/storefront.schemas';

/**
 * GET /storefront/v1/customisers/{customiser_id}: the configuration a designer page needs, for an active
 * customiser, from the cached snapshot. Known by the store's publishable key, limited per address.
 */
@injectable()
export default class GetStorefrontConfiguration implements RouteSource {
  constructor(@inject(ReadStorefrontService) private readonly storefront: ReadStorefrontService) {}

  routes(): AnyRoute[] {
    return [
      defineRoute({
        tag: 'Storefront',
        auth: 'storefront_key',
        operationId: 'getStorefrontConfiguration',
        method: 'get',
        path: '/storefront/v1/customisers/{customiser_id}',
        summary: 'Storefront configuration of an active customiser',
        description: 'Fonts with their files, sizes, colours, backlights, jackets, backboards, mountings, extras, letter parts, forms, selection mode and currency, served from a cache that option and pricing writes clear. Inactive customisers are not served (404).',
        scopes: [],
        idempotency: 'none',
        params: customiserParams,
        response: { status: 200, kind: 'resource', schema: configurationSchema, description: 'The configuration.' },
        problems: ['resource_not_found', 'legacy_pricing_model', 'store_currency_unavailable'],
        handler: async ({ params }) => ok((await this.storefront.snapshot(params.customiser_id)).configuration),
      }),
    ];
  }
}
