import { inject, injectable } from 'inversify';
import { listingQuery } from '../../../../infra/http/listing-query';
import { defineRoute, page, type AnyRoute, type RouteSource } from '../../../../infra/http/route';
import { z } from '../../../../infra/openapi/zod';
import { presentAsTool, toolQuery } from '../../../../shared-kernel/connector-tools';
import { orderResource, orderSchema, ordersQuery } from '../../adapters/http/orders.schemas';
import { createdWindowOf, createdWindowToolInput, createdWindowToolQuery } from '../../adapters/http/created-window.schemas';
import { ListOrdersService } from './list-orders.service';

/** GET /api/v3/orders: the store's orders, a page at a time, also the connector's `list_orders` tool. */
@injectable()
export default class ListOrders implements RouteSource {
  constructor(@inject(ListOrdersService) private readonly listOrders: ListOrdersService) {}

  routes(): AnyRoute[] {
    return [
      defineRoute({
        tag: 'Orders',
        auth: 'api_key',
        operationId: 'listOrders',
        method: 'get',
        path: '/api/v3/orders',
        summary: 'List orders',
        description: 'Orders oldest first, stable across pages. The filters bind the cursor: send the same ones with it.',
        scopes: ['orders:read'],
        idempotency: 'none',
        query: ordersQuery,
        response: { status: 200, kind: 'collection', schema: orderSchema, description: 'A page of orders.' },
        problems: ['unknown_parameter', 'unknown_filter', 'invalid_parameter', 'invalid_cursor'],
        tool: presentAsTool({
          name: 'list_orders',
          title: 'List orders',
          description: 'The store’s orders, oldest first, a page at a time, with customer, addresses and products. Pass next_cursor back as cursor, with the same filters, for the next page.',
          // The listing's own bounds and date filters, so the tool accepts exactly what the route does.
          input: z.strictObject({ ...listingQuery, ...createdWindowToolInput('orders') }),
          request: ({ limit, cursor, ...window }) => ({ query: toolQuery({ limit, cursor, ...createdWindowToolQuery(window) }) }),
        }),
        handler: async ({ query }) => {
          const listed = await this.listOrders.list(createdWindowOf(query), { limit: query.limit, cursor: query.cursor });
          return page(listed.items.map(orderResource), listed.nextCursor);
        },
      }),
    ];
  }
}
