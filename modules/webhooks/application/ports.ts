import type { Page, PageRequest } from '../../../shared-kernel/http/pagination';
import type { DeliveryAttempt, DeliveryDestination, DeliveryStatus, WebhookDelivery } from '../domain/delivery';
import type { DisabledReason, WebhookSubscription } from '../domain/subscription';

export interface NewSubscription {
  storeId: number;
  url: string;
  topics: string[];
  description: string | null;
  enabled: boolean;
  secret: string;
}

export interface SubscriptionChanges {
  url?: string;
  topics?: string[];
  description?: string | null;
  enabled?: boolean;
  disabledReason?: DisabledReason | null;
  disabledAt?: Date | null;
  secret?: string;
  previousSecret?: { secret: string; expiresAt: Date } | null;
  failingSince?: Date | null;
}

export interface SubscriptionRepository {
  create(subscription: NewSubscription): Promise<WebhookSubscription>;
  find(storeId: number, id: number): Promise<WebhookSubscription | undefined>;
  /** Locks the row until the transaction ends, so concurrent changes apply one after the other. */
  findForUpdate(storeId: number, id: number): Promise<WebhookSubscription | undefined>;
  list(storeId: number, page: PageRequest<number>): Promise<Page<WebhookSubscription, number>>;
  /** Enabled subscriptions of the store that name the topic. */
  listListening(storeId: number, topic: string): Promise<WebhookSubscription[]>;
  update(storeId: number, id: number, changes: SubscriptionChanges, at: Date): Promise<WebhookSubscription>;
  delete(storeId: number, id: number): Promise<void>;
}

export interface NewDelivery {
  storeId: number;
  destination: DeliveryDestination;
  eventId: string;
  topic: string;
  body: string;
  nextAttemptAt: Date;
}

/** A delivery handed to a worker: it may attempt it while its lease is the delivery's current one. */
export interface LeasedDelivery {
  deliveryId: number;
  lease: number;
}

export interface AttemptRecord {
  attempt: DeliveryAttempt;
  /** The delivery's state after the attempt. */
  status: DeliveryStatus;
  nextAttemptAt: Date | null;
  failureReason: string | null;
}

export interface DeliveryRepository {
  /** Records each delivery once: an event already recorded for a destination is left alone. */
  record(deliveries: readonly NewDelivery[]): Promise<void>;
  find(storeId: number, id: number): Promise<WebhookDelivery | undefined>;
  findLeased(leased: LeasedDelivery): Promise<WebhookDelivery | undefined>;
  listForSubscription(storeId: number, subscriptionId: number, status: DeliveryStatus | undefined, page: PageRequest<number>): Promise<Page<WebhookDelivery & { attempts: DeliveryAttempt[] }, number>>;
  attemptsOf(deliveryId: number): Promise<DeliveryAttempt[]>;
  /** Destinations with deliveries due and unleased at `now`. */
  dueDestinations(now: Date, limit: number): Promise<string[]>;
  /** Leases the destination's due deliveries, up to its in-flight limit, one dispatcher at a time. */
  lease(destination: string, now: Date, leaseMs: number, maxInFlight: number): Promise<LeasedDelivery[]>;
  /** Logs the attempt; applies the new state only while the lease is still the delivery's. */
  recordAttempt(leased: LeasedDelivery, record: AttemptRecord): Promise<boolean>;
  /** Gives a lease back without an attempt (the destination is disabled meanwhile). */
  release(leased: LeasedDelivery): Promise<void>;
  /** Removes finished deliveries, with their attempts, last changed before `before`; answers how many. */
  purgeFinishedBefore(before: Date): Promise<number>;
  /** Makes the delivery due now, on a fresh retry schedule. */
  redeliver(storeId: number, id: number, now: Date): Promise<WebhookDelivery>;
}

/** Where product:created goes: the create-product URL of a store's custom integration, signed with its secret. */
export interface ProductCallback {
  integrationId: number;
  url: string;
  secret: string;
}

export interface ProductCallbacks {
  /** The enabled custom integration of the store that receives product:created, if any. */
  forProduct(storeId: number, productId: number): Promise<ProductCallback | undefined>;
  find(storeId: number, integrationId: number): Promise<ProductCallback | undefined>;
}

/** Stores the integration's answer to product:created on the product: its own id for it. */
export interface ProductExternalIds {
  record(storeId: number, productId: number, externalId: string): Promise<'recorded' | 'taken' | 'no_product'>;
}

/** Hands leased deliveries to the workers that attempt them. */
export interface DeliveryQueue {
  enqueue(leased: readonly LeasedDelivery[]): Promise<void>;
}
