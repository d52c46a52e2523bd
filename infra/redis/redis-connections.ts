import Redis, { type RedisOptions } from 'ioredis';

/**
 * How long a request waits for one Redis command. A stopped or partitioned server keeps the socket
 * open and never answers: without a bound every request touching it would hang with it.
 */
const COMMAND_TIMEOUT_MS = 1_000;

/** The longest pause between reconnection attempts: once Redis is back, requests find it within about this. */
const MAX_RECONNECT_DELAY_MS = 1_000;

/**
 * The connection of the request path (rate limits, the storefront cache, enqueues, readiness): it fails
 * fast, so a request is answered 503 while Redis is away instead of waiting for it. A command sent while
 * the connection is down fails at once rather than queueing until Redis returns, one in flight when the
 * connection drops fails rather than being sent again, and one unanswered fails after a second. The
 * connection itself retries for ever, so the service recovers without a restart.
 */
export function openRequestRedis(url: string): Redis {
  return new Redis(url, {
    enableOfflineQueue: false,
    commandTimeout: COMMAND_TIMEOUT_MS,
    maxRetriesPerRequest: 0,
    connectTimeout: 2_000,
    retryStrategy: (attempt) => Math.min(attempt * 100, MAX_RECONNECT_DELAY_MS),
  });
}

/**
 * Overrides for a connection that waits on Redis by design: BullMQ's workers block for jobs for seconds
 * at a time and ride out an outage rather than fail. `duplicate()` copies the request connection's
 * options, so each of its fail-fast settings is undone here; a command timeout left in place would
 * cut every blocking wait short.
 */
export const WAITING_CONNECTION: RedisOptions = { enableOfflineQueue: true, commandTimeout: undefined, maxRetriesPerRequest: null };

/**
 * Resolves once the connection is ready or `waitMs` has passed, whichever comes first, so the first
 * requests of a healthy start do not fail while it connects; Redis being down delays a start by at
 * most `waitMs` and never stops it.
 */
export async function readyWithin(redis: Redis, waitMs: number): Promise<void> {
  if (redis.status === 'ready') return;
  let timer: NodeJS.Timeout | undefined;
  let onReady: (() => void) | undefined;
  await new Promise<void>((resolve) => {
    onReady = resolve;
    timer = setTimeout(resolve, waitMs);
    redis.once('ready', onReady);
  });
  clearTimeout(timer);
  if (onReady) redis.off('ready', onReady);
}
