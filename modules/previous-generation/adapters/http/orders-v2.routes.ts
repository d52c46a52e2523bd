import { inject, injectable } from 'inversify';
import { InfraTokens } from '../../../../infra/infra.tokens';
import type { Config } from '../../../../infra/config/config';
import { created, defineRoute, type AnyRoute, type RouteSource } from '../../../../infra/http/route';
import { OrdersTokens, orderSubmission, orderWebhookShape, recordOrderCommand, type RecordOrderService } from '../../../orders';
import { legacyOrderSchema } from './orders-v2.schemas';
import { previousGeneration } from './previous-generation-routing';

/** POST /api/v2/orders: the order recording of v3, answered in the webhook's order shape. */
@injectable()
export class OrdersV2Routes implements RouteSource {
  constructor(
    @inject(OrdersTokens.RecordOrder) private readonly recordOrder: RecordOrderService,
    @inject(InfraTokens.Config) private readonly config: Config,
  ) {}

  routes(): AnyRoute[] {
    return [
      defineRoute({
        ...previousGeneration(this.config),
        operationId: 'legacyCreateOrder',
        method: 'post',
        path: '/api/v2/orders',
        summary: 'Record a completed order (previous generation)',
        description:
          'The body and rules of POST /api/v3/orders (orders:write), which replaces it; Idempotency-Key optional. Emits order:created and queues the order email as v3 does.',
        idempotency: 'optional',
        body: orderSubmission,
        response: { status: 201, kind: 'resource', schema: legacyOrderSchema, description: 'The order.' },
        problems: ['validation_failed', 'unknown_field', 'store_currency_unavailable', 'idempotency_key_conflict', 'idempotency_key_in_flight'],
        handler: async ({ body }) => created(orderWebhookShape(await this.recordOrder.record(recordOrderCommand(body)))),
      }),
    ];
  }
}
