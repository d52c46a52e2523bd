import { inject, injectable } from 'inversify';
import { CLOCK, type Clock } from '../../../../shared-kernel/clock';
import { Problems } from '../../../../shared-kernel/problems/problems';
import { currentStoreId } from '../../../../shared-kernel/request-context';
import { WebhooksTokens } from '../../webhooks.tokens';
import type { WebhookSubscription } from '../../domain/subscription';
import { DestinationUrlsService } from '../../application/destination-urls.service';
import type { DeliveryQueue, DeliveryRepository, SubscriptionChanges, SubscriptionRepository } from '../../application/ports';

export interface SubscriptionPatch {
  url?: string;
  topics?: string[];
  description?: string | null;
  enabled?: boolean;
}

/**
 * Changes a subscription's URL, topics, description or state. Turning it off records that the merchant
 * did; turning it on clears any reason it was off (a 410, days of failures) and resumes its pending
 * deliveries. A patch that changes nothing writes nothing.
 */
@injectable()
export class UpdateSubscriptionService {
  constructor(
    @inject(WebhooksTokens.SubscriptionRepository) private readonly subscriptions: SubscriptionRepository,
    @inject(DestinationUrlsService) private readonly urls: DestinationUrlsService,
    @inject(WebhooksTokens.DeliveryRepository) private readonly deliveries: DeliveryRepository,
    @inject(WebhooksTokens.DeliveryQueue) private readonly queue: DeliveryQueue,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async update(id: number, patch: SubscriptionPatch): Promise<WebhookSubscription> {
    const storeId = currentStoreId();
    const subscription = await this.subscriptions.findForUpdate(storeId, id);
    if (!subscription) throw Problems.resourceNotFound('webhook subscription');
    const changes = changesOf(subscription, patch, this.clock.now());
    if (Object.keys(changes).length === 0) return subscription;
    if (changes.url !== undefined) await this.urls.check(changes.url);
    const updated = await this.subscriptions.update(storeId, id, changes, this.clock.now());
    if (changes.enabled === true) await this.queue.afterCommit(await this.deliveries.pendingOf(storeId, id));
    return updated;
  }
}

function changesOf(subscription: WebhookSubscription, patch: SubscriptionPatch, now: Date): SubscriptionChanges {
  const changes: SubscriptionChanges = {};
  if (patch.url !== undefined && patch.url !== subscription.url) changes.url = patch.url;
  if (patch.topics !== undefined) {
    const topics = [...new Set(patch.topics)];
    if (topics.join('\n') !== subscription.topics.join('\n')) changes.topics = topics;
  }
  if (patch.description !== undefined && patch.description !== subscription.description) changes.description = patch.description;
  if (patch.enabled !== undefined && patch.enabled !== subscription.enabled) {
    Object.assign(
      changes,
      patch.enabled
        ? { enabled: true, disabledReason: null, disabledAt: null, failingSince: null }
        : { enabled: false, disabledReason: 'disabled_by_merchant', disabledAt: now },
    );
  }
  return changes;
}
