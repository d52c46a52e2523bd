import { systemClock, type Clock } from '../../../shared-kernel/clock';
import type { Page, PageRequest } from '../../../shared-kernel/http/pagination';
import { checkpointOf, copyOf, type Transactional } from '../../../shared-kernel/test-support/in-memory-unit-of-work';
import { pageById } from '../../../shared-kernel/test-support/page-by-id';
import type { WebhookSubscription } from '../domain/subscription';
import type { NewSubscription, SubscriptionChanges, SubscriptionRepository } from '../application/ports';

/**
 * Subscriptions in memory: another store's are never found, changed or deleted; listings are oldest
 * first by id; one created disabled records that the merchant disabled it.
 */
export class InMemorySubscriptionRepository implements SubscriptionRepository, Transactional {
  readonly subscriptions = new Map<number, WebhookSubscription>();
  private nextId = 1;

  constructor(private readonly clock: Clock = systemClock) {}

  async create(subscription: NewSubscription): Promise<WebhookSubscription> {
    const now = this.clock.now();
    const created: WebhookSubscription = {
      ...copyOf(subscription), id: this.nextId++, disabledReason: subscription.enabled ? null : 'disabled_by_merchant', disabledAt: subscription.enabled ? null : now,
      previousSecret: null, failingSince: null, createdAt: now, updatedAt: now,
    };
    this.subscriptions.set(created.id, created);
    return copyOf(created);
  }

  async find(storeId: number, id: number): Promise<WebhookSubscription | undefined> {
    const subscription = this.subscriptions.get(id);
    return subscription?.storeId === storeId ? copyOf(subscription) : undefined;
  }

  findForUpdate(storeId: number, id: number): Promise<WebhookSubscription | undefined> {
    return this.find(storeId, id);
  }

  async list(storeId: number, page: PageRequest<number>): Promise<Page<WebhookSubscription, number>> {
    return pageById([...this.subscriptions.values()].filter((subscription) => subscription.storeId === storeId).map(copyOf), page);
  }

  async listListening(storeId: number, topic: string): Promise<WebhookSubscription[]> {
    return [...this.subscriptions.values()]
      .filter((subscription) => subscription.storeId === storeId && subscription.enabled && subscription.topics.includes(topic))
      .sort((a, b) => a.id - b.id)
      .map(copyOf);
  }

  async update(storeId: number, id: number, changes: SubscriptionChanges, at: Date): Promise<WebhookSubscription> {
    const subscription = this.subscriptions.get(id);
    if (subscription?.storeId !== storeId) throw new Error(`no subscription ${id} in store ${storeId}`);
    const defined = Object.fromEntries(Object.entries(copyOf(changes)).filter(([, value]) => value !== undefined));
    Object.assign(subscription, defined, { updatedAt: at });
    return copyOf(subscription);
  }

  async delete(storeId: number, id: number): Promise<void> {
    if (this.subscriptions.get(id)?.storeId === storeId) this.subscriptions.delete(id);
  }

  /** Whether a delivery of this subscription has somewhere to go: deliveries of a deleted one go with it. */
  exists(id: number): boolean {
    return this.subscriptions.has(id);
  }

  enabled(id: number): boolean {
    return this.subscriptions.get(id)?.enabled === true;
  }

  checkpoint(): () => void {
    return checkpointOf(this.subscriptions);
  }
}
