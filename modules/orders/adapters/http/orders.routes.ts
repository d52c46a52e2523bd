import { inject, injectable } from 'inversify';
import { idParam, listingQuery } from '../../../../infra/http/listing-query';
import { accepted, created, defineRoute, ok, page, type AnyRoute, type RouteSource } from '../../../../infra/http/route';
import { z } from '../../../../infra/openapi/zod';
import { RecordOrderService } from '../../application/record-order.service';
import { ListOrdersService } from '../../application/list-orders.service';
import { GetOrderService } from '../../application/get-order.service';
import { ResendOrderEmailService } from '../../application/resend-order-email.service';
import { recordOrderCommand } from '../../model/order-submission';
import { orderSubmissionBody } from './order-submission.schemas';
import { orderEmailResendSchema, orderResource, orderSchema, ordersQuery } from './orders.schemas';
import { createdWindowOf, createdWindowToolInput, createdWindowToolQuery } from './created-window.schemas';
import { presentAsTool, toolQuery } from '../../../../shared-kernel/connector-tools';

const orderParams = z.object({ order_id: idParam().openapi({ description: 'The order’s id.' }) });

/** The spec's limit: two distinct resend attempts per API key per minute (replays spend nothing). */
export const ORDER_RESEND_BUDGET = { name: 'order-resend', points: 2, durationSeconds: 60 };

@injectable()
export class OrderRoutes implements RouteSource {
  constructor(
    @inject(RecordOrderService) private readonly recordOrder: RecordOrderService,
    @inject(ListOrdersService) private readonly listOrders: ListOrdersService,
    @inject(GetOrderService) private readonly getOrder: GetOrderService,
    @inject(ResendOrderEmailService) private readonly resendEmail: ResendOrderEmailService,
  ) {}

  routes(): AnyRoute[] {
    const common = { tag: 'Orders', auth: 'api_key' as const };
    const resource = { status: 200, kind: 'resource' as const, schema: orderSchema, description: 'The order.' };
    return [
      defineRoute({
        ...common,
        operationId: 'createOrder',
        method: 'post',
        path: '/api/v3/orders',
        summary: 'Record a completed order',
        description: 'Records an order of a custom integration in the store currency; every line names a product of the store by product_id or by the integration’s external_id. Emits order:created and queues the order email to the store’s manufacturer.',
        scopes: ['orders:write'],
        idempotency: 'required',
        body: orderSubmissionBody,
        response: { ...resource, status: 201 },
        createdResource: { path: '/api/v3/orders/{order_id}', resourceFields: { order_id: 'id' } },
        problems: ['missing_idempotency_key', 'validation_failed', 'unknown_field', 'store_currency_unavailable', 'order_exists', 'idempotency_key_conflict', 'idempotency_key_in_flight'],
        handler: async ({ body }) => {
          const order = await this.recordOrder.record(recordOrderCommand(body));
          return created(orderResource(order));
        },
      }),
      defineRoute({
        ...common,
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
      defineRoute({
        ...common,
        operationId: 'getOrder',
        method: 'get',
        path: '/api/v3/orders/{order_id}',
        summary: 'Read an order',
        scopes: ['orders:read'],
        idempotency: 'none',
        params: orderParams,
        response: resource,
        problems: ['resource_not_found', 'unknown_parameter'],
        handler: async ({ params }) => ok(orderResource(await this.getOrder.get(params.order_id))),
      }),
      defineRoute({
        ...common,
        operationId: 'resendOrderEmail',
        method: 'post',
        path: '/api/v3/orders/{order_id}/resend',
        summary: 'Queue the order email again',
        description: 'Queues the order email again for the manufacturer recipient the store has configured; a recipient cannot be chosen and no field is accepted. The same key and body replay the 202 without queuing again. Two distinct attempts per API key per minute.',
        scopes: ['orders:write'],
        idempotency: 'required',
        invalidJsonCode: 'invalid_json',
        budget: ORDER_RESEND_BUDGET,
        params: orderParams,
        response: { status: 202, kind: 'resource', schema: orderEmailResendSchema, description: 'The email is queued.' },
        problems: ['resource_not_found', 'missing_idempotency_key', 'invalid_json', 'unknown_field', 'idempotency_key_conflict', 'idempotency_key_in_flight'],
        handler: async ({ params }) => {
          const email = await this.resendEmail.resend(params.order_id);
          return accepted({ object: 'order_email_resend', order_id: email.orderId, status: 'queued' });
        },
      }),
    ];
  }
}
