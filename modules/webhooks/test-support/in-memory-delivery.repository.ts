import { systemClock, type Clock } from '../../../shared-kernel/clock';
import type { Page, PageRequest } from '../../../shared-kernel/http/pagination';
import { checkpointOf, copyOf, type Transactional } from '../../../shared-kernel/test-support/in-memory-unit-of-work';
import { destinationKey, type DeliveryAttempt, type DeliveryStatus, type WebhookDelivery } from '../domain/delivery';
import type { AttemptRecord, DeliveryRepository, LeasedDelivery, NewDelivery } from '../application/ports';
import type { InMemorySubscriptionRepository } from './in-memory-subscription.repository';

type StoredDelivery = WebhookDelivery & { lease: number; leasedUntil: Date | null };

/**
 * Deliveries and their attempts in memory, with the rules of the table: one delivery per event and
 * destination; deliveries of a deleted subscription go with it, and those of a disabled one are neither
 * due nor leased; a destination has at most `maxInFlight` unexpired leases; an attempt is logged
 * whatever its lease, but changes the delivery only while the lease is its current one; a given-back
 * lease gets a new number.
 */
export class InMemoryDeliveryRepository implements DeliveryRepository, Transactional {
  readonly deliveries = new Map<number, StoredDelivery>();
  readonly attempts = new Map<number, DeliveryAttempt[]>();
  private nextId = 1;

  constructor(
    private readonly subscriptions: InMemorySubscriptionRepository,
    private readonly clock: Clock = systemClock,
  ) {}

  async record(deliveries: readonly NewDelivery[]): Promise<void> {
    const now = this.clock.now();
    for (const delivery of deliveries) {
      const key = destinationKey(delivery.destination);
      if (this.live().some((existing) => destinationKey(existing.destination) === key && existing.eventId === delivery.eventId)) continue;
      const stored: StoredDelivery = {
        ...copyOf(delivery), id: this.nextId++, status: 'pending', attemptsMade: 0, attemptsInSchedule: 0, deliveredAt: null, failureReason: null,
        createdAt: now, updatedAt: now, lease: 0, leasedUntil: null,
      };
      this.deliveries.set(stored.id, stored);
    }
  }

  async find(storeId: number, id: number): Promise<WebhookDelivery | undefined> {
    const delivery = this.live().find((candidate) => candidate.id === id && candidate.storeId === storeId);
    return delivery && publicOf(delivery);
  }

  async findLeased(leased: LeasedDelivery): Promise<WebhookDelivery | undefined> {
    const delivery = this.live().find((candidate) => candidate.id === leased.deliveryId && candidate.lease === leased.lease && candidate.status === 'pending');
    return delivery && publicOf(delivery);
  }

  async listForSubscription(storeId: number, subscriptionId: number, status: DeliveryStatus | undefined, page: PageRequest<number>) {
    const matching = this.live()
      .filter((delivery) => delivery.storeId === storeId && delivery.destination.kind === 'subscription' && delivery.destination.subscriptionId === subscriptionId)
      .filter((delivery) => (status === undefined || delivery.status === status) && (page.after === undefined || delivery.id < page.after))
      .sort((a, b) => b.id - a.id);
    const items = matching.slice(0, page.limit).map((delivery) => ({ ...publicOf(delivery), attempts: copyOf(this.attempts.get(delivery.id) ?? []) }));
    return { items, nextPosition: matching.length > page.limit ? items.at(-1)!.id : undefined } satisfies Page<WebhookDelivery & { attempts: DeliveryAttempt[] }, number>;
  }

  async attemptsOf(deliveryId: number): Promise<DeliveryAttempt[]> {
    return copyOf(this.attempts.get(deliveryId) ?? []);
  }

  async dueDestinations(now: Date, limit: number): Promise<string[]> {
    return [...new Set(this.due(now).map((delivery) => destinationKey(delivery.destination)))].slice(0, limit);
  }

  async lease(destination: string, now: Date, leaseMs: number, maxInFlight: number): Promise<LeasedDelivery[]> {
    const ofDestination = (delivery: StoredDelivery) => destinationKey(delivery.destination) === destination;
    const inFlight = this.live().filter((delivery) => ofDestination(delivery) && delivery.status === 'pending' && delivery.leasedUntil !== null && delivery.leasedUntil > now).length;
    const chosen = this.due(now)
      .filter(ofDestination)
      .sort((a, b) => a.nextAttemptAt!.getTime() - b.nextAttemptAt!.getTime() || a.id - b.id)
      .slice(0, Math.max(0, maxInFlight - inFlight));
    for (const delivery of chosen) Object.assign(delivery, { lease: delivery.lease + 1, leasedUntil: new Date(now.getTime() + leaseMs) });
    return chosen.map((delivery) => ({ deliveryId: delivery.id, lease: delivery.lease }));
  }

  async recordAttempt(leased: LeasedDelivery, record: AttemptRecord): Promise<boolean> {
    const delivery = this.live().find((candidate) => candidate.id === leased.deliveryId);
    if (!delivery) return false;
    this.attempts.set(delivery.id, [...(this.attempts.get(delivery.id) ?? []), copyOf(record.attempt)]);
    if (delivery.lease !== leased.lease || delivery.status !== 'pending') return false;
    Object.assign(delivery, {
      status: record.status, attemptsMade: delivery.attemptsMade + 1, attemptsInSchedule: delivery.attemptsInSchedule + 1, nextAttemptAt: record.nextAttemptAt,
      leasedUntil: null, failureReason: record.failureReason, updatedAt: record.attempt.attemptedAt,
      ...(record.status === 'delivered' ? { deliveredAt: record.attempt.attemptedAt } : {}),
    });
    return true;
  }

  async release(leased: LeasedDelivery): Promise<void> {
    const delivery = this.deliveries.get(leased.deliveryId);
    if (delivery?.lease === leased.lease) Object.assign(delivery, { leasedUntil: null, lease: delivery.lease + 1 });
  }

  async purgeFinishedBefore(before: Date): Promise<number> {
    const finished = this.live().filter((delivery) => delivery.status !== 'pending' && delivery.updatedAt < before);
    for (const delivery of finished) {
      this.deliveries.delete(delivery.id);
      this.attempts.delete(delivery.id);
    }
    return finished.length;
  }

  async redeliver(storeId: number, id: number, now: Date): Promise<WebhookDelivery> {
    const delivery = this.live().find((candidate) => candidate.id === id && candidate.storeId === storeId);
    if (!delivery) throw new Error(`no delivery ${id} in store ${storeId}`);
    Object.assign(delivery, { status: 'pending', attemptsInSchedule: 0, nextAttemptAt: now, failureReason: null, updatedAt: now });
    return publicOf(delivery);
  }

  /** The delivery as stored, with its lease: what a worker holds and a dispatcher hands out. */
  stored(id: number): StoredDelivery | undefined {
    const delivery = this.live().find((candidate) => candidate.id === id);
    return delivery && copyOf(delivery);
  }

  checkpoint(): () => void {
    return checkpointOf(this.deliveries, this.attempts);
  }

  /** Deliveries whose destination still exists: a subscription's deliveries are deleted with it. */
  private live(): StoredDelivery[] {
    for (const delivery of this.deliveries.values()) {
      if (delivery.destination.kind === 'subscription' && !this.subscriptions.exists(delivery.destination.subscriptionId)) {
        this.deliveries.delete(delivery.id);
        this.attempts.delete(delivery.id);
      }
    }
    return [...this.deliveries.values()];
  }

  private due(now: Date): StoredDelivery[] {
    return this.live().filter(
      (delivery) =>
        delivery.status === 'pending' && delivery.nextAttemptAt !== null && delivery.nextAttemptAt <= now && (delivery.leasedUntil === null || delivery.leasedUntil <= now) &&
        (delivery.destination.kind === 'integration' || this.subscriptions.enabled(delivery.destination.subscriptionId)),
    );
  }
}

function publicOf({ lease: _lease, leasedUntil: _until, ...delivery }: StoredDelivery): WebhookDelivery {
  return copyOf(delivery);
}
