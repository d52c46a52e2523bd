import { SettableClock } from '../../../shared-kernel/test-support/settable-clock';
import { InMemoryUnitOfWork } from '../../../shared-kernel/test-support/in-memory-unit-of-work';
import type { DeliveryTimings } from '../application/delivery-timings';
import type { NewSubscription } from '../application/ports';
import { InMemoryDeliveryMetrics } from './in-memory-delivery-metrics';
import { InMemoryManualSendBudget } from './in-memory-manual-send-budget';
import { InMemoryDeliveryQueue } from './in-memory-delivery-queue';
import { InMemoryDeliveryRepository } from './in-memory-delivery.repository';
import { InMemoryOutboundHttp } from './in-memory-outbound-http';
import { InMemoryProductCallbacks } from './in-memory-product-callbacks';
import { InMemoryStoreModes } from './in-memory-store-modes';
import { InMemorySubscriptionRepository } from './in-memory-subscription.repository';

/** CONTRACT section 4's timings: a 15 s attempt, a lane slot outlasting it, retries after 5 s, 5 min and 30 min. */
export const TIMINGS: DeliveryTimings = { attemptTimeoutMs: 15_000, leaseMs: 30_000, retryDelaysMs: [5_000, 300_000, 1_800_000] };

export const SECRET = `whsec_${Buffer.alloc(32, 7).toString('base64')}`;

/** The webhooks context's ports in memory, one transaction over its two tables, the task queue and the metrics. */
export function inMemoryWebhooks(clock = new SettableClock()) {
  const subscriptions = new InMemorySubscriptionRepository(clock);
  const deliveries = new InMemoryDeliveryRepository(subscriptions, clock);
  const callbacks = new InMemoryProductCallbacks();
  const storeModes = new InMemoryStoreModes();
  const outbound = new InMemoryOutboundHttp();
  const unitOfWork = new InMemoryUnitOfWork([subscriptions, deliveries]);
  const queue = new InMemoryDeliveryQueue(unitOfWork);
  const metrics = new InMemoryDeliveryMetrics();
  const manualSends = new InMemoryManualSendBudget(3);

  function subscribe(storeId: number, overrides: Partial<Omit<NewSubscription, 'storeId'>> = {}) {
    return subscriptions.create({ storeId, url: 'https://receiver.example/hooks', topics: ['order:created'], description: null, enabled: true, secret: SECRET, ...overrides });
  }

  /** A delivery of an event to the subscription, recorded as the relay records it. */
  async function deliveryTo(storeId: number, subscriptionId: number, eventId: string, body: unknown = { order: { order_id: 1 } }) {
    await deliveries.record([{ storeId, destination: { kind: 'subscription', subscriptionId }, eventId, topic: 'order:created', body: JSON.stringify(body), nextAttemptAt: clock.now() }]);
    return [...deliveries.deliveries.values()].find((delivery) => delivery.eventId === eventId && delivery.destination.kind === 'subscription' && delivery.destination.subscriptionId === subscriptionId)!;
  }

  return { clock, subscriptions, deliveries, queue, callbacks, storeModes, outbound, unitOfWork, metrics, manualSends, subscribe, deliveryTo };
}
