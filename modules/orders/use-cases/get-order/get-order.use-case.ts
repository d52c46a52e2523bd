import { inject, injectable } from 'inversify';
import { defineRoute, ok, type AnyRoute, type RouteSource } from '../../../../infra/http/route';
import { orderParams, orderResource, orderSchema } from '../../adapters/http/orders.schemas';
import { GetOrderService } from './get-order.service';

/** GET /api/v3/orders/{order_id}: one order of the store. */
@injectable()
export default class GetOrder implements RouteSource {
  constructor(@inject(GetOrderService) private readonly getOrder: GetOrderService) {}

  routes(): AnyRoute[] {
    return [
      defineRoute({
        tag: 'Orders',
        auth: 'api_key',
        operationId: 'getOrder',
        method: 'get',
        path: '/api/v3/orders/{order_id}',
        summary: 'Read an order',
        scopes: ['orders:read'],
        idempotency: 'none',
        params: orderParams,
        response: { status: 200, kind: 'resource', schema: orderSchema, description: 'The order.' },
        problems: ['resource_not_found', 'unknown_parameter'],
        handler: async ({ params }) => ok(orderResource(await this.getOrder.get(params.order_id))),
      }),
    ];
  }
}
