import { inject, injectable } from 'inversify';
import { CLOCK, type Clock } from '../../../shared-kernel/clock';
import type { RelayedEvent } from '../../../shared-kernel/events/domain-event';
import { WebhooksTokens } from '../webhooks.tokens';
import type { DeliveryDestination } from '../domain/delivery';
import { deliveryBody } from '../domain/delivery-body';
import type { DeliveryQueue, DeliveryRepository, NewDelivery, ProductCallbacks, StoreModes, SubscriptionRepository } from './ports';

export const PRODUCT_CREATED = 'product:created';

/**
 * Turns events into deliveries: one for each enabled subscription of the store naming its topic, and
 * for product:created one to the custom integration's create-product URL. Runs inside the outbox
 * relay's transaction, so each delivery is recorded exactly once, with the body every attempt will send
 * (the payload and whether it is live or test data);
 * a relay batch's deliveries are written together.
 */
@injectable()
export class RecordDeliveriesService {
  constructor(
    @inject(WebhooksTokens.SubscriptionRepository) private readonly subscriptions: SubscriptionRepository,
    @inject(WebhooksTokens.DeliveryRepository) private readonly deliveries: DeliveryRepository,
    @inject(WebhooksTokens.ProductCallbacks) private readonly callbacks: ProductCallbacks,
    @inject(WebhooksTokens.StoreModes) private readonly modes: StoreModes,
    @inject(WebhooksTokens.DeliveryQueue) private readonly queue: DeliveryQueue,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async record(events: readonly RelayedEvent[]): Promise<void> {
    const now = this.clock.now();
    const listening = new Map<string, Promise<DeliveryDestination[]>>();
    const livemodes = new Map<number, Promise<boolean>>();
    const deliveries: NewDelivery[] = [];
    for (const event of events) {
      const key = `${event.storeId} ${event.type}`;
      if (!listening.has(key)) listening.set(key, this.subscribersOf(event));
      const destinations = [...(await listening.get(key)!), ...(await this.callbackOf(event))];
      if (!livemodes.has(event.storeId)) livemodes.set(event.storeId, this.modes.livemode(event.storeId));
      const body = deliveryBody(event.payload as object, await livemodes.get(event.storeId)!);
      for (const destination of destinations) deliveries.push({ storeId: event.storeId, destination, eventId: event.eventId, topic: event.type, body, nextAttemptAt: now });
    }
    await this.queue.afterCommit(await this.deliveries.record(deliveries));
  }

  private async subscribersOf(event: RelayedEvent): Promise<DeliveryDestination[]> {
    return (await this.subscriptions.listListening(event.storeId, event.type)).map((subscription) => ({ kind: 'subscription', subscriptionId: subscription.id }));
  }

  private async callbackOf(event: RelayedEvent): Promise<DeliveryDestination[]> {
    const productId = event.type === PRODUCT_CREATED ? productIdOf(event.payload) : undefined;
    const callback = productId === undefined ? undefined : await this.callbacks.forProduct(event.storeId, productId);
    return callback ? [{ kind: 'integration', integrationId: callback.integrationId }] : [];
  }
}

function productIdOf(payload: unknown): number | undefined {
  const id = (payload as { product?: { product_id?: unknown } } | null)?.product?.product_id;
  return typeof id === 'number' && Number.isSafeInteger(id) ? id : undefined;
}
