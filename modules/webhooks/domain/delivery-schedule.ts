import { nextAttemptAt, type RetryPolicy } from '../../../shared-kernel/tasks';

export const MAX_JITTER = 0.2;
/** A Retry-After longer than this is read as this: a receiver cannot park a delivery for months. */
export const MAX_RETRY_AFTER_MS = 24 * 3600_000;

export type AttemptOutcome =
  | { kind: 'delivered' }
  | { kind: 'gone' }
  | { kind: 'retry'; at: Date }
  | { kind: 'failed' };

/**
 * What one attempt's result means. `attempt` counts from 1. A 2xx is delivered, unless its body is
 * not the answer the topic requires (`unacceptable`); a 410 disables the subscription; anything else
 * (no answer, a network error, another status) waits for the next retry, at least as long as the
 * receiver's Retry-After asks (up to a day), until the schedule (`retryDelaysMs`, the waits after
 * each failed attempt: CONTRACT section 4's unless configured otherwise) is spent.
 */
export function outcomeOf(input: {
  attempt: number;
  retryDelaysMs: readonly number[];
  status: number | null;
  unacceptable?: boolean;
  retryAfter: string | undefined;
  now: Date;
  random: () => number;
}): AttemptOutcome {
  const success = input.status !== null && input.status >= 200 && input.status < 300;
  if (success && !input.unacceptable) return { kind: 'delivered' };
  if (input.status === 410) return { kind: 'gone' };
  const asked = Math.min(retryAfterMs(input.retryAfter, input.now) ?? 0, MAX_RETRY_AFTER_MS);
  const at = nextAttemptAt(deliveryRetryPolicy(input.retryDelaysMs), input.attempt, input.now, { atLeastMs: asked, random: input.random });
  return at ? { kind: 'retry', at } : { kind: 'failed' };
}

/** CONTRACT section 4's schedule (or the configured one) as the task engine's retry policy. */
export function deliveryRetryPolicy(retryDelaysMs: readonly number[]): RetryPolicy {
  return { delaysMs: retryDelaysMs, jitter: MAX_JITTER };
}

/** Retry-After as seconds or as an HTTP date; nonsense is ignored. */
export function retryAfterMs(header: string | undefined, now: Date): number | undefined {
  if (!header) return undefined;
  if (/^\d+$/.test(header.trim())) return Number(header.trim()) * 1000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now.getTime());
}
