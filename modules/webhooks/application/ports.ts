import type { Page, PageRequest } from '../../../shared-kernel/http/pagination';
import type { DeliveryAttempt, DeliveryDestination, DeliveryStatus, WebhookDelivery } from '../domain/delivery';
import type { AttemptOutcome } from '../domain/delivery-schedule';
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
  /** A test event a merchant asked for (POST …/test); false unless said. */
  testEvent?: boolean;
}

/** What an attempt reads in one go: the delivery and, for a subscription's delivery, the subscription. */
export interface DueDelivery {
  delivery: WebhookDelivery;
  subscription: WebhookSubscription | undefined;
}

/** A delivery as the task engine queues it: the job of its next attempt. */
export interface QueuedDelivery {
  id: number;
  destination: DeliveryDestination;
  /** Attempts so far: a job of an earlier attempt finds the delivery moved on and does nothing. */
  attemptsMade: number;
  nextAttemptAt: Date | null;
}

export interface AttemptRecord {
  attempt: DeliveryAttempt;
  /** The delivery's state after the attempt. */
  status: DeliveryStatus;
  nextAttemptAt: Date | null;
  failureReason: string | null;
}

export interface DeliveryRepository {
  /** Records each delivery once (an event already recorded for a destination is left alone); answers those recorded. */
  record(deliveries: readonly NewDelivery[]): Promise<QueuedDelivery[]>;
  find(storeId: number, id: number): Promise<WebhookDelivery | undefined>;
  /**
   * The delivery while its attempt number `attemptsMade` + 1 is due (pending, not attempted since, its time
   * come), read with its subscription as it stands, which is undefined once deleted.
   */
  findDue(id: number, attemptsMade: number, now: Date): Promise<DueDelivery | undefined>;
  listForSubscription(storeId: number, subscriptionId: number, status: DeliveryStatus | undefined, page: PageRequest<number>): Promise<Page<WebhookDelivery & { attempts: DeliveryAttempt[] }, number>>;
  attemptsOf(deliveryId: number): Promise<DeliveryAttempt[]>;
  /** Pending deliveries due by `dueBy` whose destination takes deliveries, oldest first. */
  due(dueBy: Date, limit: number): Promise<QueuedDelivery[]>;
  /** The pending deliveries of a subscription (it was enabled again). */
  pendingOf(storeId: number, subscriptionId: number): Promise<QueuedDelivery[]>;
  /**
   * Logs the attempt and applies the delivery's new state in one statement, only if no other attempt was
   * recorded since `attemptsMade`; answers whether it did.
   */
  recordAttempt(id: number, attemptsMade: number, record: AttemptRecord): Promise<boolean>;
  /** Removes finished deliveries, with their attempts, last changed before `before`; answers how many. */
  purgeFinishedBefore(before: Date): Promise<number>;
  /**
   * Makes the delivery due now; `attemptsInSchedule` places it in the retry schedule (the schedule's
   * length: no retries), and when left out it keeps its place.
   */
  redeliver(storeId: number, id: number, now: Date, attemptsInSchedule?: number): Promise<WebhookDelivery>;
}

/**
 * Sends a person asks for (test events and redeliveries), counted per subscription whoever asks, so a
 * receiver is not flooded by clicks or a script; the caller's own budget is the presenter's.
 */
export interface ManualSendBudget {
  /** Spends one send of the subscription's; throws 429 `rate_limited` with Retry-After when none is left. */
  spend(storeId: number, subscriptionId: number): Promise<void>;
}

/** Where product:created goes: the create-product URL of a store's custom integration, signed with its secret. */
export interface ProductCallback {
  integrationId: number;
  url: string;
  secret: string;
}

/** Whether a store's data is live or its test data (test mode): every delivery body says which. */
export interface StoreModes {
  livemode(storeId: number): Promise<boolean>;
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

/** Hands deliveries to the workers once the transaction that recorded (or changed) them commits. */
export interface DeliveryQueue {
  afterCommit(deliveries: readonly QueuedDelivery[]): Promise<void>;
}

/** Counts delivery attempts for operators (`webhook_delivery_attempts_total` on the worker's /metrics). */
export interface DeliveryMetrics {
  /**
   * One attempt recorded, by what it came to: `delivered`; `retry` (another attempt is scheduled); `gone`
   * (410: the subscription is disabled); `failed` (no attempt follows). An attempt whose record lost to
   * another attempt's is not counted: the delivery log does not show it either.
   */
  attemptRecorded(outcome: AttemptOutcome['kind']): void;
}

/** A store's subscriptions and deliveries deleted whole (a test store's, on a sandbox reset). */
export interface WebhooksTestData {
  drop(storeId: number): Promise<number>;
}
