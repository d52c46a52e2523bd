import { inject, injectable } from 'inversify';
import { InfraTokens } from '../../../../infra/infra.tokens';
import type { Config } from '../../../../infra/config/config';
import { created, defineRoute, type AnyRoute, type RouteSource } from '../../../../infra/http/route';
import type { OperationDirectory } from '../../../../infra/operations/operation-directory';
import { legacyOrder, legacyOrderSchema, type V3Order } from './orders-v2.schemas';
import { presenting } from './previous-generation-routing';
import { resourceOf, answerSchemaOf, presentedRoute } from '../../../../infra/operations/presented-operation';

/** POST /api/v2/orders: v3's createOrder, answered in the webhook's order shape. */
@injectable()
export class OrdersV2Routes implements RouteSource {
  constructor(
    @inject(InfraTokens.OperationDirectory) private readonly directory: OperationDirectory,
    @inject(InfraTokens.Config) private readonly config: Config,
  ) {}

  routes(): AnyRoute[] {
    const createOrder = presentedRoute(this.directory, 'createOrder');
    return [
      defineRoute({
        ...presenting(this.config, createOrder),
        operationId: 'legacyCreateOrder',
        // The answer is the order:created webhook's order, whose id is `order_id`.
        activity: { resourceType: 'order', verb: 'created', subject: ({ data }) => ({ id: data.order_id as number }) },
        method: 'post',
        path: '/api/v2/orders',
        summary: 'Record a completed order (previous generation)',
        description:
          'The body and rules of POST /api/v3/orders (orders:write), which replaces it; Idempotency-Key optional. Emits order:created and queues the order email as v3 does.',
        // v3's own body: the pipeline has parsed it with v3's schema, so v3's handler takes the input as it is.
        body: createOrder.body,
        response: { status: 201, kind: 'resource', schema: legacyOrderSchema(answerSchemaOf(createOrder)), description: 'The order.' },
        handler: async (input) => created(legacyOrder(resourceOf<V3Order>(await createOrder.handler(input)))),
      }),
    ];
  }
}
