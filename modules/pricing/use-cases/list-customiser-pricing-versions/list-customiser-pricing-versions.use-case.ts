import { inject, injectable } from 'inversify';
import { defineRoute, page, type AnyRoute, type RouteSource } from '../../../../infra/http/route';
import { PricingHistoryService } from '../../application/pricing-history.service';
import { pricingVersionResource, pricingVersionSchema, versionsQuery } from '../../adapters/http/pricing-versions.schemas';
import { pricingRouteCommon, VERSIONS_PATH } from '../customiser-pricing-route';

/** GET /api/v3/customisers/{customiser_id}/pricing/versions: the document's versions, newest first. */
@injectable()
export default class ListCustomiserPricingVersions implements RouteSource {
  constructor(@inject(PricingHistoryService) private readonly history: PricingHistoryService) {}

  routes(): AnyRoute[] {
    return [
      defineRoute({
        ...pricingRouteCommon,
        operationId: 'listCustomiserPricingVersions',
        method: 'get',
        path: VERSIONS_PATH,
        summary: 'List the versions of a pricing document',
        description:
          'Newest first. Every successful pricing write (PATCH, PUT, a restore, the previous generation’s PUT, an assistant’s pricing tool) records the whole document as it left it, as the next version; version 1 is the document as first made. Each version says what wrote it (`operation`), who (`actor`) and in which request. Read one with its document at …/versions/{version}, and bring it back with …/versions/{version}/restore. Versions are kept at least 90 days, and the newest 50 of a customiser always.',
        scopes: ['pricing:read'],
        idempotency: 'none',
        query: versionsQuery,
        response: { status: 200, kind: 'collection', schema: pricingVersionSchema, description: 'A page of versions, newest first.' },
        problems: ['resource_not_found', 'legacy_pricing_model', 'unknown_parameter', 'invalid_parameter', 'invalid_cursor'],
        handler: async ({ params, query }) => {
          const listed = await this.history.list(params.customiser_id, { limit: query.limit, cursor: query.cursor });
          return page(listed.items.map(pricingVersionResource), listed.nextCursor);
        },
      }),
    ];
  }
}
