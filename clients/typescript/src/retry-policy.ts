/**
 * The recovery rules of the Store API (spec, "Errors"): what may be sent again, and after how long.
 * Pure decisions; `retrying-fetch.ts` carries them out.
 */
export interface RetryOptions {
  /** Attempts in all, the first one included. Default 4. */
  maxAttempts?: number;
  /** The first backoff ceiling; it doubles with each attempt. Default 250 ms. */
  baseDelayMs?: number;
  /** The backoff ceiling never grows past this. Default 8 s. */
  maxDelayMs?: number;
  /** A `Retry-After` longer than this is not waited for: the response is returned. Default 60 s. */
  maxRetryAfterMs?: number;
  /** One attempt's time limit; a write that timed out is sent again like one whose connection was lost. Default 30 s. */
  attemptTimeoutMs?: number;
  /** Told before each wait; never given the key, the bearer or a body. */
  onRetry?: (event: RetryEvent) => void;
  /** For tests: the jitter source, in [0, 1). */
  random?: () => number;
}

export interface RetryEvent {
  method: string;
  path: string;
  /** The attempt that failed, from 1. */
  attempt: number;
  status?: number;
  code?: string;
  requestId?: string;
  error?: string;
  delayMs: number;
}

export type ResolvedRetryOptions = Required<Omit<RetryOptions, 'onRetry'>> & Pick<RetryOptions, 'onRetry'>;

export function resolveRetryOptions(options: RetryOptions = {}): ResolvedRetryOptions {
  return {
    maxAttempts: 4,
    baseDelayMs: 250,
    maxDelayMs: 8000,
    maxRetryAfterMs: 60_000,
    attemptTimeoutMs: 30_000,
    random: Math.random,
    ...options,
  };
}

const READS = new Set(['GET', 'HEAD']);

/**
 * Reads are always safe to send again. A write is only with an Idempotency-Key: the service replays
 * the first answer to the same key and body instead of doing the work twice.
 */
export function mayResend(method: string, idempotencyKey: string | null): boolean {
  return READS.has(method.toUpperCase()) || (idempotencyKey !== null && idempotencyKey !== '');
}

/**
 * 429 and 5xx are worth another attempt; 409 `idempotency_key_in_flight` too (the first request with
 * the key is still running). Every other status, 400, 401, 403, 404 and 422 among them, is final: the
 * same request would get the same answer.
 */
export function isRetryableStatus(status: number, problemCode?: string): boolean {
  return status === 429 || status >= 500 || (status === 409 && problemCode === 'idempotency_key_in_flight');
}

/** Capped exponential backoff with full jitter: anywhere in [0, min(cap, base × 2^(attempt−1))). */
export function backoffMs(attempt: number, options: ResolvedRetryOptions): number {
  const ceiling = Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** (attempt - 1));
  return Math.floor(options.random() * ceiling);
}

/** `Retry-After` as delay-seconds or an HTTP date, else the problem's `retry_after` seconds. */
export function retryAfterMs(header: string | null, problemRetryAfter: unknown, now = Date.now()): number | undefined {
  if (header !== null && header.trim() !== '') {
    const value = header.trim();
    if (/^\d+$/.test(value)) return Number(value) * 1000;
    const date = Date.parse(value);
    if (!Number.isNaN(date)) return Math.max(0, date - now);
  }
  if (typeof problemRetryAfter === 'number' && Number.isFinite(problemRetryAfter) && problemRetryAfter >= 0) return problemRetryAfter * 1000;
  return undefined;
}
