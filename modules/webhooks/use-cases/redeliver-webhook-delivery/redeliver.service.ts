import { inject, injectable } from 'inversify';
import { CLOCK, type Clock } from '../../../../shared-kernel/clock';
import { Problems } from '../../../../shared-kernel/problems/problems';
import { currentStoreId } from '../../../../shared-kernel/request-context';
import { WebhooksTokens } from '../../webhooks.tokens';
import { redeliveryFor, type DeliveryAttempt, type WebhookDelivery } from '../../domain/delivery';
import type { DeliveryTimings } from '../../application/delivery-timings';
import type { DeliveryQueue, DeliveryRepository, ManualSendBudget, SubscriptionRepository } from '../../application/ports';

/**
 * Sends a delivery of a subscription again, with the same id and body (receivers deduplicate on the id).
 * A delivery already due (queued, or being attempted) is answered as it stands and nothing more is
 * queued; one waiting for a retry is pulled forward, keeping its place in the schedule; a finished one
 * (delivered or failed) gets one attempt, with no retries. Each send spends the subscription's budget
 * of manual sends. A disabled subscription is refused: the delivery would only wait until it is enabled.
 */
@injectable()
export class RedeliverService {
  constructor(
    @inject(WebhooksTokens.SubscriptionRepository) private readonly subscriptions: SubscriptionRepository,
    @inject(WebhooksTokens.DeliveryRepository) private readonly deliveries: DeliveryRepository,
    @inject(WebhooksTokens.DeliveryQueue) private readonly queue: DeliveryQueue,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(WebhooksTokens.DeliveryTimings) private readonly timings: Pick<DeliveryTimings, 'retryDelaysMs'>,
    @inject(WebhooksTokens.ManualSendBudget) private readonly budget: ManualSendBudget,
  ) {}

  async redeliver(subscriptionId: number, deliveryId: number): Promise<WebhookDelivery & { attempts: DeliveryAttempt[] }> {
    const storeId = currentStoreId();
    // Locked: two redeliveries of one subscription's deliveries come one after the other, never both queued.
    const subscription = await this.subscriptions.findForUpdate(storeId, subscriptionId);
    const delivery = subscription && (await this.deliveries.find(storeId, deliveryId));
    if (!subscription || !delivery || delivery.destination.kind !== 'subscription' || delivery.destination.subscriptionId !== subscriptionId) {
      throw Problems.resourceNotFound(subscription ? 'webhook delivery' : 'webhook subscription');
    }
    if (!subscription.enabled) throw Problems.webhookSubscriptionDisabled(subscription.disabledReason);
    const now = this.clock.now();
    const redelivery = redeliveryFor(delivery, now, this.timings.retryDelaysMs.length);
    if (redelivery.kind === 'already_due') return { ...delivery, attempts: await this.deliveries.attemptsOf(deliveryId) };
    await this.budget.spend(storeId, subscriptionId);
    const redelivered = await this.deliveries.redeliver(storeId, deliveryId, now, redelivery.attemptsInSchedule);
    await this.queue.afterCommit([redelivered]);
    return { ...redelivered, attempts: await this.deliveries.attemptsOf(deliveryId) };
  }
}
