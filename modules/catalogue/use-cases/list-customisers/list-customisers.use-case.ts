import { inject, injectable } from 'inversify';
import { listingQuery } from '../../../../infra/http/listing-query';
import { z } from '../../../../infra/openapi/zod';
import { defineRoute, page, type AnyRoute, type RouteSource } from '../../../../infra/http/route';
import { presentAsTool, toolQuery } from '../../../../shared-kernel/connector-tools';
import { ListCustomisersService } from './list-customisers.service';
import { customiserResource, customiserSchema, customisersQuery } from '../../adapters/http/customisers.schemas';

/** GET /api/v3/customisers: the store's customisers, oldest first, filtered by activity and pricing model; also a connector tool. */
@injectable()
export default class ListCustomisers implements RouteSource {
  constructor(@inject(ListCustomisersService) private readonly listCustomisers: ListCustomisersService) {}

  routes(): AnyRoute[] {
    return [
      defineRoute({
        tag: 'Customisers',
        auth: 'api_key',
        operationId: 'listCustomisers',
        method: 'get',
        path: '/api/v3/customisers',
        summary: 'List customisers',
        description: 'Customisers in creation order, oldest first, stable across pages.',
        scopes: ['customisers:read'],
        idempotency: 'none',
        query: customisersQuery,
        response: { status: 200, kind: 'collection', schema: customiserSchema, description: 'A page of customisers.' },
        problems: ['unknown_parameter', 'unknown_filter', 'invalid_parameter', 'invalid_cursor'],
        tool: presentAsTool({
          name: 'list_customisers',
          title: 'List customisers',
          description: 'The store’s customisers in creation order, oldest first, a page at a time. Pass next_cursor back as cursor, with the same filters, for the next page.',
          // The listing's own bounds and filter values, so the tool accepts exactly what GET /api/v3/customisers does.
          input: z.strictObject({
            ...listingQuery,
            active: z.boolean().optional().describe('Only active (true) or only inactive (false) customisers.'),
            pricing_model: customisersQuery.shape['filter[pricing_model]'],
          }),
          request: ({ limit, cursor, active, pricing_model }) => ({
            query: toolQuery({ limit, cursor, 'filter[active]': active, 'filter[pricing_model]': pricing_model }),
          }),
        }),
        handler: async ({ query }) => {
          const filters = {
            ...(query['filter[active]'] ? { active: query['filter[active]'] === 'true' } : {}),
            ...(query['filter[pricing_model]'] ? { pricingModel: query['filter[pricing_model]'] } : {}),
          };
          const listed = await this.listCustomisers.list(filters, { limit: query.limit, cursor: query.cursor });
          return page(listed.items.map(customiserResource), listed.nextCursor);
        },
      }),
    ];
  }
}
