import { inject, injectable } from 'inversify';
import { InfraTokens } from '../../../../infra/infra.tokens';
import type { Config } from '../../../../infra/config/config';
import { bigIdParam } from '../../../../infra/http/listing-query';
import { accepted, defineRoute, type AnyRoute, type RouteSource } from '../../../../infra/http/route';
import { z } from '../../../../infra/openapi/zod';
import { manualSendBudget } from '../../adapters/rate-limit/rate-limited-manual-sends';
import { deliveryResource, deliverySchema, subscriptionIdParam } from '../../adapters/http/webhook-subscriptions.schemas';
import { RedeliverService } from './redeliver.service';

/**
 * POST /api/v3/webhook-subscriptions/{subscription_id}/deliveries/{delivery_id}/redeliver: a delivery due
 * again at once, with the same event id and body, spending the budgets of manual sends.
 */
@injectable()
export default class RedeliverWebhookDelivery implements RouteSource {
  constructor(
    @inject(RedeliverService) private readonly redeliverService: RedeliverService,
    @inject(InfraTokens.Config) private readonly config: Pick<Config, 'rateLimits'>,
  ) {}

  routes(): AnyRoute[] {
    return [
      defineRoute({
        tag: 'Webhooks',
        auth: 'api_key',
        operationId: 'redeliverWebhookDelivery',
        method: 'post',
        path: '/api/v3/webhook-subscriptions/{subscription_id}/deliveries/{delivery_id}/redeliver',
        summary: 'Send a delivery again',
        description:
          'Due at once, with the same x-webhook-id and body. A finished delivery (delivered or failed) gets one attempt, not retried; one waiting for a retry is pulled forward and keeps its place in the retry schedule; one already due (queued or being attempted) is answered as it stands and nothing more is queued. Test events and redeliveries share a budget per API key (20 a minute) and per subscription, whoever asks (6 a minute): past either, 429 rate_limited with Retry-After. Refused while the subscription is disabled.',
        scopes: ['webhooks:write'],
        idempotency: 'optional',
        budget: manualSendBudget(this.config),
        params: z.object({ subscription_id: subscriptionIdParam, delivery_id: bigIdParam().openapi({ description: 'The delivery’s id, from the subscription’s log.' }) }),
        response: { status: 202, kind: 'resource', schema: deliverySchema, description: 'The delivery, pending again.' },
        problems: ['resource_not_found', 'webhook_subscription_disabled', 'unknown_field', 'idempotency_key_conflict'],
        handler: async ({ params }) => accepted(deliveryResource(params.subscription_id, await this.redeliverService.redeliver(params.subscription_id, params.delivery_id))),
      }),
    ];
  }
}
