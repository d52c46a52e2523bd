import { systemClock, type Clock } from '../../../shared-kernel/clock';
import type { Page, PageRequest } from '../../../shared-kernel/http/pagination';
import { checkpointOf, copyOf, type Transactional } from '../../../shared-kernel/test-support/in-memory-unit-of-work';
import { destinationKey, type DeliveryAttempt, type DeliveryStatus, type WebhookDelivery } from '../domain/delivery';
import type { AttemptRecord, DeliveryRepository, DueDelivery, NewDelivery, QueuedDelivery } from '../application/ports';
import type { InMemorySubscriptionRepository } from './in-memory-subscription.repository';

type StoredDelivery = WebhookDelivery;

/**
 * Deliveries and their attempts in memory, with the rules of the table: one delivery per event and
 * destination; deliveries of a deleted subscription go with it, and those of a disabled one are never
 * due; an attempt is logged, and changes the delivery, only if no other attempt was recorded since.
 */
export class InMemoryDeliveryRepository implements DeliveryRepository, Transactional {
  readonly deliveries = new Map<number, StoredDelivery>();
  readonly attempts = new Map<number, DeliveryAttempt[]>();
  private nextId = 1;

  constructor(
    private readonly subscriptions: InMemorySubscriptionRepository,
    private readonly clock: Clock = systemClock,
  ) {}

  async record(deliveries: readonly NewDelivery[]): Promise<QueuedDelivery[]> {
    const now = this.clock.now();
    const recorded: QueuedDelivery[] = [];
    for (const delivery of deliveries) {
      const key = destinationKey(delivery.destination);
      if (this.live().some((existing) => destinationKey(existing.destination) === key && existing.eventId === delivery.eventId)) continue;
      const stored: StoredDelivery = {
        ...copyOf(delivery), testEvent: delivery.testEvent ?? false, id: this.nextId++, status: 'pending', attemptsMade: 0, attemptsInSchedule: 0, deliveredAt: null, failureReason: null,
        createdAt: now, updatedAt: now,
      };
      this.deliveries.set(stored.id, stored);
      recorded.push(queuedOf(stored));
    }
    return recorded;
  }

  async find(storeId: number, id: number): Promise<WebhookDelivery | undefined> {
    const delivery = this.live().find((candidate) => candidate.id === id && candidate.storeId === storeId);
    return delivery && publicOf(delivery);
  }

  async findDue(id: number, attemptsMade: number, now: Date): Promise<DueDelivery | undefined> {
    const delivery = this.live().find(
      (candidate) => candidate.id === id && candidate.attemptsMade === attemptsMade && candidate.status === 'pending' && candidate.nextAttemptAt !== null && candidate.nextAttemptAt <= now,
    );
    if (!delivery) return undefined;
    const { destination } = delivery;
    const subscription = destination.kind === 'subscription' ? await this.subscriptions.find(delivery.storeId, destination.subscriptionId) : undefined;
    return { delivery: publicOf(delivery), subscription };
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

  async due(dueBy: Date, limit: number): Promise<QueuedDelivery[]> {
    return this.dueBy(dueBy)
      .sort((a, b) => a.nextAttemptAt!.getTime() - b.nextAttemptAt!.getTime())
      .slice(0, limit)
      .map(queuedOf);
  }

  async pendingOf(storeId: number, subscriptionId: number): Promise<QueuedDelivery[]> {
    return this.live()
      .filter((delivery) => delivery.storeId === storeId && delivery.status === 'pending' && delivery.destination.kind === 'subscription' && delivery.destination.subscriptionId === subscriptionId)
      .map(queuedOf);
  }

  async recordAttempt(id: number, attemptsMade: number, record: AttemptRecord): Promise<boolean> {
    const delivery = this.live().find((candidate) => candidate.id === id);
    if (!delivery || delivery.attemptsMade !== attemptsMade || delivery.status !== 'pending') return false;
    this.attempts.set(delivery.id, [...(this.attempts.get(delivery.id) ?? []), copyOf(record.attempt)]);
    Object.assign(delivery, {
      status: record.status, attemptsMade: delivery.attemptsMade + 1, attemptsInSchedule: delivery.attemptsInSchedule + 1, nextAttemptAt: record.nextAttemptAt,
      failureReason: record.failureReason, updatedAt: record.attempt.attemptedAt,
      ...(record.status === 'delivered' ? { deliveredAt: record.attempt.attemptedAt } : {}),
    });
    return true;
  }

  async purgeFinishedBefore(before: Date): Promise<number> {
    const finished = this.live().filter((delivery) => delivery.status !== 'pending' && delivery.updatedAt < before);
    for (const delivery of finished) {
      this.deliveries.delete(delivery.id);
      this.attempts.delete(delivery.id);
    }
    return finished.length;
  }

  async redeliver(storeId: number, id: number, now: Date, attemptsInSchedule?: number): Promise<WebhookDelivery> {
    const delivery = this.live().find((candidate) => candidate.id === id && candidate.storeId === storeId);
    if (!delivery) throw new Error(`no delivery ${id} in store ${storeId}`);
    Object.assign(delivery, { status: 'pending', ...(attemptsInSchedule === undefined ? {} : { attemptsInSchedule }), nextAttemptAt: now, failureReason: null, updatedAt: now });
    return publicOf(delivery);
  }

  /** The delivery as stored. */
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

  private dueBy(now: Date): StoredDelivery[] {
    return this.live().filter(
      (delivery) =>
        delivery.status === 'pending' && delivery.nextAttemptAt !== null && delivery.nextAttemptAt <= now &&
        (delivery.destination.kind === 'integration' || this.subscriptions.enabled(delivery.destination.subscriptionId)),
    );
  }
}

function publicOf(delivery: StoredDelivery): WebhookDelivery {
  return copyOf(delivery);
}

function queuedOf(delivery: StoredDelivery): QueuedDelivery {
  return { id: delivery.id, destination: copyOf(delivery.destination), attemptsMade: delivery.attemptsMade, nextAttemptAt: delivery.nextAttemptAt };
}
