import { inject, injectable } from 'inversify';
import { bigIdParam, idParam } from '../../../../infra/http/listing-query';
import { accepted, defineRoute, page, type AnyRoute, type RouteSource } from '../../../../infra/http/route';
import { z } from '../../../../infra/openapi/zod';
import { InfraTokens } from '../../../../infra/infra.tokens';
import type { Config } from '../../../../infra/config/config';
import { manualSendBudget } from '../rate-limit/rate-limited-manual-sends';
import { ListDeliveriesService } from '../../application/list-deliveries.service';
import { RedeliverService } from '../../application/redeliver.service';
import { deliveriesQuery, deliveryResource, deliverySchema } from './webhook-subscriptions.schemas';

const SUBSCRIPTION_ID = idParam().openapi({ description: 'The webhook subscription’s id.' });

@injectable()
export class WebhookDeliveryRoutes implements RouteSource {
  constructor(
    @inject(ListDeliveriesService) private readonly listDeliveries: ListDeliveriesService,
    @inject(RedeliverService) private readonly redeliverService: RedeliverService,
    @inject(InfraTokens.Config) private readonly config: Config,
  ) {}

  routes(): AnyRoute[] {
    const common = { tag: 'Webhooks', auth: 'api_key' as const };
    return [
      defineRoute({
        ...common,
        operationId: 'listWebhookDeliveries',
        method: 'get',
        path: '/api/v3/webhook-subscriptions/{subscription_id}/deliveries',
        summary: 'List a subscription’s deliveries',
        description:
          'The delivery log, newest first: each delivery (test events marked test_event) with every attempt: its time, the request body it sent, the status and the first 4 KiB of the body the receiver answered (response_body_truncated when it went on), the duration, the error and the next retry. Retries follow 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h, each with up to 20 % jitter, or later when the receiver’s Retry-After asks. Finished deliveries stay in the log for 30 days.',
        scopes: ['webhooks:read'],
        idempotency: 'none',
        params: z.object({ subscription_id: SUBSCRIPTION_ID }),
        query: deliveriesQuery,
        response: { status: 200, kind: 'collection', schema: deliverySchema, description: 'A page of deliveries.' },
        problems: ['resource_not_found', 'unknown_parameter', 'unknown_filter', 'invalid_parameter', 'invalid_cursor'],
        handler: async ({ params, query }) => {
          const listed = await this.listDeliveries.list(params.subscription_id, query['filter[status]'], { limit: query.limit, cursor: query.cursor });
          return page(listed.items.map((delivery) => deliveryResource(params.subscription_id, delivery)), listed.nextCursor);
        },
      }),
      defineRoute({
        ...common,
        operationId: 'redeliverWebhookDelivery',
        method: 'post',
        path: '/api/v3/webhook-subscriptions/{subscription_id}/deliveries/{delivery_id}/redeliver',
        summary: 'Send a delivery again',
        description:
          'Due at once, with the same x-webhook-id and body. A finished delivery (delivered or failed) gets one attempt, not retried; one waiting for a retry is pulled forward and keeps its place in the retry schedule; one already due (queued or being attempted) is answered as it stands and nothing more is queued. Test events and redeliveries share a budget per API key (20 a minute) and per subscription, whoever asks (6 a minute): past either, 429 rate_limited with Retry-After. Refused while the subscription is disabled.',
        scopes: ['webhooks:write'],
        idempotency: 'optional',
        budget: manualSendBudget(this.config),
        params: z.object({ subscription_id: SUBSCRIPTION_ID, delivery_id: bigIdParam().openapi({ description: 'The delivery’s id, from the subscription’s log.' }) }),
        response: { status: 202, kind: 'resource', schema: deliverySchema, description: 'The delivery, pending again.' },
        problems: ['resource_not_found', 'webhook_subscription_disabled', 'unknown_field', 'idempotency_key_conflict'],
        handler: async ({ params }) => accepted(deliveryResource(params.subscription_id, await this.redeliverService.redeliver(params.subscription_id, params.delivery_id))),
      }),
    ];
  }
}
