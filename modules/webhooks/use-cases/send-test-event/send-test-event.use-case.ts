import { randomUUID } from 'node:crypto';
import { inject, injectable } from 'inversify';
import { InfraTokens } from '../../../../infra/infra.tokens';
import type { Config } from '../../../../infra/config/config';
import { idParam } from '../../../../infra/http/listing-query';
import { accepted, defineRoute, type AnyRoute, type RouteSource } from '../../../../infra/http/route';
import { z } from '../../../../infra/openapi/zod';
import { CLOCK, type Clock } from '../../../../shared-kernel/clock';
import { Problems } from '../../../../shared-kernel/problems/problems';
import { currentStoreId } from '../../../../shared-kernel/request-context';
import { WebhooksTokens } from '../../webhooks.tokens';
import { exampleOfSubscribedTopic } from '../../domain/test-events';
import { deliveryBody } from '../../domain/delivery-body';
import type { DeliveryQueue, DeliveryRepository, ManualSendBudget, StoreModes, SubscriptionRepository } from '../../application/ports';
import { manualSendBudget } from '../../adapters/rate-limit/rate-limited-manual-sends';
import { deliveryResource, deliverySchema, testEventBody } from '../../adapters/http/webhook-subscriptions.schemas';

/**
 * POST /api/v3/webhook-subscriptions/{subscription_id}/test: sends a subscription the example body of one
 * of its topics, so a merchant sees their receiver answer without waiting for an event. It is a delivery
 * like any other (a new event id, signed, logged) that the log marks as a test event, attempted once: a
 * failure is there to be read, not retried for a day. Each spends the subscription's budget of manual
 * sends. A disabled subscription is refused, as a redelivery is: the test event would only wait until it
 * is enabled again.
 */
@injectable()
export default class SendTestEvent implements RouteSource {
  constructor(
    @inject(WebhooksTokens.SubscriptionRepository) private readonly subscriptions: SubscriptionRepository,
    @inject(WebhooksTokens.DeliveryRepository) private readonly deliveries: DeliveryRepository,
    @inject(WebhooksTokens.StoreModes) private readonly modes: StoreModes,
    @inject(WebhooksTokens.DeliveryQueue) private readonly queue: DeliveryQueue,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(WebhooksTokens.ManualSendBudget) private readonly budget: ManualSendBudget,
    @inject(InfraTokens.Config) private readonly config: Pick<Config, 'rateLimits'>,
  ) {}

  routes(): AnyRoute[] {
    return [
      defineRoute({
        tag: 'Webhooks',
        auth: 'api_key',
        operationId: 'sendWebhookTestEvent',
        // The answer is the delivery it queued; what was acted on is the subscription.
        activity: { resourceType: 'webhook_subscription', verb: 'test_event_sent', subject: ({ params }) => ({ id: params.subscription_id }) },
        method: 'post',
        path: '/api/v3/webhook-subscriptions/{subscription_id}/test',
        summary: 'Send a test event',
        description:
          'Sends the subscription the example body of one of its topics (the example of GET /api/v3/webhook-event-types), under a new x-webhook-id, signed with its secret: a delivery like any other, attempted once (never retried) and shown in the delivery log with test_event true. The same request again sends another test event, unless it repeats an Idempotency-Key. Test events and redeliveries share a budget per API key (20 a minute) and per subscription, whoever asks (6 a minute): past either, 429 rate_limited with Retry-After. Refused while the subscription is disabled.',
        scopes: ['webhooks:write'],
        idempotency: 'optional',
        budget: manualSendBudget(this.config),
        params: z.object({ subscription_id: idParam().openapi({ description: 'The webhook subscription’s id.' }) }),
        body: testEventBody,
        response: { status: 202, kind: 'resource', schema: deliverySchema, description: 'The test event’s delivery, due at once, as the delivery log shows it.' },
        problems: ['resource_not_found', 'validation_failed', 'webhook_subscription_disabled', 'unknown_field', 'idempotency_key_conflict'],
        handler: async ({ params, body }) => accepted(deliveryResource(params.subscription_id, await this.send(params.subscription_id, body.topic))),
      }),
    ];
  }

  private async send(subscriptionId: number, topic: string) {
    const storeId = currentStoreId();
    // Locked, so that a deletion or a disabling running beside it comes before or after, never in between.
    const subscription = await this.subscriptions.findForUpdate(storeId, subscriptionId);
    if (!subscription) throw Problems.resourceNotFound('webhook subscription');
    const example = exampleOfSubscribedTopic(subscription, topic);
    if (!subscription.enabled) throw Problems.webhookSubscriptionDisabled(subscription.disabledReason);
    await this.budget.spend(storeId, subscriptionId);
    const destination = { kind: 'subscription', subscriptionId } as const;
    const body = deliveryBody(example, await this.modes.livemode(storeId));
    const [queued] = await this.deliveries.record([{ storeId, destination, eventId: randomUUID(), topic, body, nextAttemptAt: this.clock.now(), testEvent: true }]);
    await this.queue.afterCommit([queued!]);
    const delivery = await this.deliveries.find(storeId, queued!.id);
    return { ...delivery!, attempts: [] };
  }
}
