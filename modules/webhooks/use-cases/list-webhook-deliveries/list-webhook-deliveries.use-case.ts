import { inject, injectable } from 'inversify';
import { defineRoute, page, type AnyRoute, type RouteSource } from '../../../../infra/http/route';
import { z } from '../../../../infra/openapi/zod';
import { deliveriesQuery, deliveryResource, deliverySchema, subscriptionIdParam } from '../../adapters/http/webhook-subscriptions.schemas';
import { ListDeliveriesService } from './list-deliveries.service';

/** GET /api/v3/webhook-subscriptions/{subscription_id}/deliveries: a subscription's delivery log, newest first, attempts inline. */
@injectable()
export default class ListWebhookDeliveries implements RouteSource {
  constructor(@inject(ListDeliveriesService) private readonly listDeliveries: ListDeliveriesService) {}

  routes(): AnyRoute[] {
    return [
      defineRoute({
        tag: 'Webhooks',
        auth: 'api_key',
        operationId: 'listWebhookDeliveries',
        method: 'get',
        path: '/api/v3/webhook-subscriptions/{subscription_id}/deliveries',
        summary: 'List a subscription’s deliveries',
        description:
          'The delivery log, newest first: each delivery (test events marked test_event) with every attempt: its time, the request body it sent, the status and the first 4 KiB of the body the receiver answered (response_body_truncated when it went on), the duration, the error and the next retry. Retries follow 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h, each with up to 20 % jitter, or later when the receiver’s Retry-After asks. Finished deliveries stay in the log for 30 days.',
        scopes: ['webhooks:read'],
        idempotency: 'none',
        params: z.object({ subscription_id: subscriptionIdParam }),
        query: deliveriesQuery,
        response: { status: 200, kind: 'collection', schema: deliverySchema, description: 'A page of deliveries.' },
        problems: ['resource_not_found', 'unknown_parameter', 'unknown_filter', 'invalid_parameter', 'invalid_cursor'],
        handler: async ({ params, query }) => {
          const listed = await this.listDeliveries.list(params.subscription_id, query['filter[status]'], { limit: query.limit, cursor: query.cursor });
          return page(listed.items.map((delivery) => deliveryResource(params.subscription_id, delivery)), listed.nextCursor);
        },
      }),
    ];
  }
}
