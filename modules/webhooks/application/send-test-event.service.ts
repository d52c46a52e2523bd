import { randomUUID } from 'node:crypto';
import { inject, injectable } from 'inversify';
import { CLOCK, type Clock } from '../../../shared-kernel/clock';
import { Problems } from '../../../shared-kernel/problems/problems';
import { currentStoreId } from '../../../shared-kernel/request-context';
import { WebhooksTokens } from '../webhooks.tokens';
import type { DeliveryAttempt, WebhookDelivery } from '../domain/delivery';
import { WEBHOOK_TOPICS } from '../domain/topics';
import { deliveryBody } from '../domain/delivery-body';
import type { DeliveryQueue, DeliveryRepository, ManualSendBudget, StoreModes, SubscriptionRepository } from './ports';

/**
 * Sends a subscription the example body of one of its topics, so a merchant sees their receiver answer
 * without waiting for an event. It is a delivery like any other (a new event id, signed, logged) that the
 * log marks as a test event, attempted once: a failure is there to be read, not retried for a day. Each
 * spends the subscription's budget of manual sends. A disabled subscription is refused, as a redelivery
 * is: the test event would only wait until it is enabled again.
 */
@injectable()
export class SendTestEventService {
  constructor(
    @inject(WebhooksTokens.SubscriptionRepository) private readonly subscriptions: SubscriptionRepository,
    @inject(WebhooksTokens.DeliveryRepository) private readonly deliveries: DeliveryRepository,
    @inject(WebhooksTokens.StoreModes) private readonly modes: StoreModes,
    @inject(WebhooksTokens.DeliveryQueue) private readonly queue: DeliveryQueue,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(WebhooksTokens.ManualSendBudget) private readonly budget: ManualSendBudget,
  ) {}

  async send(subscriptionId: number, topic: string): Promise<WebhookDelivery & { attempts: DeliveryAttempt[] }> {
    const storeId = currentStoreId();
    // Locked, so that a deletion or a disabling running beside it comes before or after, never in between.
    const subscription = await this.subscriptions.findForUpdate(storeId, subscriptionId);
    if (!subscription) throw Problems.resourceNotFound('webhook subscription');
    const example = WEBHOOK_TOPICS.find((entry) => entry.topic === topic)?.example;
    if (!example || !subscription.topics.includes(topic)) {
      throw Problems.validationFailed([
        { pointer: '/topic', code: 'unsupported_value', detail: 'Not a topic of this subscription.', allowed_values: subscription.topics },
      ]);
    }
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
