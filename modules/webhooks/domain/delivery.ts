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
  /** The request body of every attempt. */
  body: string;
  /** Sent on request (POST …/test) with the topic's example body, not caused by an event; attempted once, never retried. */
  testEvent: boolean;
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
  /** The start of the receiver's answer (`answerExcerpt`); null when no answer came. */
  responseBody: string | null;
  /** Whether the answer went on beyond `responseBody`. */
  responseBodyTruncated: boolean;
}

/** How much of a receiver's answer each attempt keeps in the log: enough to see why it failed, never a whole page. */
export const LOGGED_ANSWER_BYTES = 4096;

/**
 * The start of an answer as the log keeps it: at most LOGGED_ANSWER_BYTES of UTF-8, cut between two
 * characters, truncated when the cut (or the reader before it) left some of it out. NUL, which a
 * PostgreSQL text column cannot hold, is kept as U+FFFD, as undecodable bytes already are.
 */
export function answerExcerpt(body: string, truncatedAlready: boolean): { text: string; truncated: boolean } {
  const bytes = new TextEncoder().encode(body);
  const cut = bytes.length > LOGGED_ANSWER_BYTES;
  // A streaming decode holds back a character whose bytes the cut split, instead of guessing at it.
  const text = cut ? new TextDecoder().decode(bytes.subarray(0, LOGGED_ANSWER_BYTES), { stream: true }) : body;
  return { text: text.replaceAll('\u0000', '\uFFFD'), truncated: cut || truncatedAlready };
}

/**
 * What a redelivery asked for by a person does to a delivery. Already due (queued, or its attempt under
 * way): nothing, so repeated clicks never queue it twice. Waiting for a retry: due now, keeping its place
 * in the schedule (`attemptsInSchedule` left out). Finished: one attempt, its schedule spent, so a manual
 * send to a failing receiver is not retried for a day.
 */
export function redeliveryFor(
  delivery: Pick<WebhookDelivery, 'status' | 'nextAttemptAt'>,
  now: Date,
  scheduleLength: number,
): { kind: 'already_due' } | { kind: 'due_now'; attemptsInSchedule?: number } {
  if (delivery.status === 'pending' && delivery.nextAttemptAt !== null && delivery.nextAttemptAt.getTime() <= now.getTime()) return { kind: 'already_due' };
  return delivery.status === 'pending' ? { kind: 'due_now' } : { kind: 'due_now', attemptsInSchedule: scheduleLength };
}

/** The key deliveries are grouped by for concurrency: one receiver, one limit. */
export function destinationKey(destination: DeliveryDestination): string {
  return destination.kind === 'subscription' ? `subscription:${destination.subscriptionId}` : `integration:${destination.integrationId}`;
}

/** At most this many attempts run at once per destination, so one slow receiver cannot take every worker. */
export const MAX_IN_FLIGHT_PER_DESTINATION = 4;

/** Finished deliveries (delivered or failed) stay in the log this long; pending ones stay until they finish. */
export const DELIVERY_LOG_RETENTION_DAYS = 30;
