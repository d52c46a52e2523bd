import { inject, injectable } from 'inversify';
import { created, defineRoute, type AnyRoute, type RouteSource } from '../../../../infra/http/route';
import { RecordOrderService } from './record-order.service';
import { recordOrderCommand } from '../../model/order-submission';
import { orderSubmissionBody } from '../../adapters/http/order-submission.schemas';
import { orderResource, orderSchema } from '../../adapters/http/orders.schemas';

/**
 * POST /api/v3/orders: a custom integration records a completed order. `RecordOrderService` (beside it:
 * only this operation records orders) numbers it, emits order:created and queues the manufacturer's
 * email, in the operation's transaction.
 */
@injectable()
export default class CreateOrder implements RouteSource {
  constructor(@inject(RecordOrderService) private readonly recordOrder: RecordOrderService) {}

  routes(): AnyRoute[] {
    return [
      defineRoute({
        tag: 'Orders',
        auth: 'api_key',
        operationId: 'createOrder',
        method: 'post',
        path: '/api/v3/orders',
        summary: 'Record a completed order',
        description: 'Records an order of a custom integration in the store currency; every line names a product of the store by product_id or by the integration’s external_id. Emits order:created and queues the order email to the store’s manufacturer.',
        scopes: ['orders:write'],
        idempotency: 'required',
        body: orderSubmissionBody,
        response: { status: 201, kind: 'resource', schema: orderSchema, description: 'The order.' },
        createdResource: { path: '/api/v3/orders/{order_id}', resourceFields: { order_id: 'id' } },
        problems: ['missing_idempotency_key', 'validation_failed', 'unknown_field', 'store_currency_unavailable', 'order_exists', 'idempotency_key_conflict', 'idempotency_key_in_flight'],
        handler: async ({ body }) => {
          const order = await this.recordOrder.record(recordOrderCommand(body));
          return created(orderResource(order));
        },
      }),
    ];
  }
}
