/**
 * One event on its way to one destination: a subscription's URL, or the create-product URL of a custom
 * integration. Its body is fixed when it is recorded, so every attempt sends the same bytes with the
 * same id; attempts are logged one by one.
 */
export interface WebhookDelivery {
  id: number;
  storeId: number;
  destination: DeliveryDestination;
  eventId: string;
  topic: string;
  body: string;
  status: DeliveryStatus;
  attemptsMade: number;
  /** Failed attempts since the delivery was recorded or last redelivered: where it stands in the retry schedule. */
  attemptsInSchedule: number;
  nextAttemptAt: Date | null;
  deliveredAt: Date | null;
  failureReason: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export type DeliveryStatus = 'pending' | 'delivered' | 'failed';

export type DeliveryDestination = { kind: 'subscription'; subscriptionId: number } | { kind: 'integration'; integrationId: number };

export interface DeliveryAttempt {
  attemptedAt: Date;
  statusCode: number | null;
  durationMs: number;
  error: string | null;
  nextRetryAt: Date | null;
}

/** The key deliveries are grouped by for concurrency: one receiver, one limit. */
export function destinationKey(destination: DeliveryDestination): string {
  return destination.kind === 'subscription' ? `subscription:${destination.subscriptionId}` : `integration:${destination.integrationId}`;
}

/** At most this many attempts run at once per destination, so one slow receiver cannot take every worker. */
export const MAX_IN_FLIGHT_PER_DESTINATION = 4;

/** Finished deliveries (delivered or failed) stay in the log this long; pending ones stay until they finish. */
export const DELIVERY_LOG_RETENTION_DAYS = 30;
