import { inject, injectable } from 'inversify';
import { CLOCK, type Clock } from '../../../shared-kernel/clock';
import { Problems } from '../../../shared-kernel/problems/problems';
import { currentStoreId } from '../../../shared-kernel/request-context';
import { WebhooksTokens } from '../webhooks.tokens';
import type { DeliveryAttempt, WebhookDelivery } from '../domain/delivery';
import type { DeliveryQueue, DeliveryRepository, SubscriptionRepository } from './ports';

/**
 * Sends a delivery of a subscription again, whatever became of it: due now, with the same id and body
 * (receivers deduplicate on the id) and a fresh retry schedule. A disabled subscription is refused: the
 * delivery would only wait until it is enabled again.
 */
@injectable()
export class RedeliverService {
  constructor(
    @inject(WebhooksTokens.SubscriptionRepository) private readonly subscriptions: SubscriptionRepository,
    @inject(WebhooksTokens.DeliveryRepository) private readonly deliveries: DeliveryRepository,
    @inject(WebhooksTokens.DeliveryQueue) private readonly queue: DeliveryQueue,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async redeliver(subscriptionId: number, deliveryId: number): Promise<WebhookDelivery & { attempts: DeliveryAttempt[] }> {
    const storeId = currentStoreId();
    const subscription = await this.subscriptions.findForUpdate(storeId, subscriptionId);
    const delivery = subscription && (await this.deliveries.find(storeId, deliveryId));
    if (!subscription || !delivery || delivery.destination.kind !== 'subscription' || delivery.destination.subscriptionId !== subscriptionId) {
      throw Problems.resourceNotFound(subscription ? 'webhook delivery' : 'webhook subscription');
    }
    if (!subscription.enabled) throw Problems.webhookSubscriptionDisabled(subscription.disabledReason);
    const redelivered = await this.deliveries.redeliver(storeId, deliveryId, this.clock.now());
    await this.queue.afterCommit([redelivered]);
    return { ...redelivered, attempts: await this.deliveries.attemptsOf(deliveryId) };
  }
}
