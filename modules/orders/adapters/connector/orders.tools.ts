import { inject, injectable } from 'inversify';
import { z } from '../../../../infra/openapi/zod';
import { listingQuery } from '../../../../infra/http/listing-query';
import { defineConnectorTool, toolPage } from '../../../../shared-kernel/connector-tools';
import { OrdersTokens } from '../../orders.tokens';
import type { ListOrdersService } from '../../application/list-orders.service';
import { orderResource, ordersQuery } from '../http/orders.schemas';

/** The connector's view of the store's orders: the reads, scope and shapes of GET /api/v3/orders. */
@injectable()
export class OrderTools {
  constructor(@inject(OrdersTokens.ListOrders) private readonly orders: ListOrdersService) {}

  readonly listOrders = defineConnectorTool({
    name: 'list_orders',
    title: 'List orders',
    description: 'The store’s orders, oldest first, a page at a time, with customer, addresses and products. Pass next_cursor back as cursor, with the same filters, for the next page.',
    scopes: ['orders:read'],
    write: false,
    // The listing's own bounds and date filters, so the tool accepts exactly what the route does.
    input: z.strictObject({
      ...listingQuery,
      created_after: ordersQuery.shape['filter[created_after]'].describe('ISO 8601 date or date-time: orders created strictly after it.'),
      created_before: ordersQuery.shape['filter[created_before]'].describe('ISO 8601 date or date-time: orders created strictly before it.'),
    }),
    run: async ({ limit, cursor, created_after, created_before }) => {
      const listed = await this.orders.list({ createdAfter: created_after, createdBefore: created_before }, { limit, cursor });
      return toolPage(listed, orderResource);
    },
  });
}
