import Redis, { Cluster, type RedisOptions } from 'ioredis';
import { parseRedisUrl, type RedisTarget } from '../config/redis-url';

/** One Redis server or a Redis Cluster: every use of Redis takes either (decision 0022). */
export type RedisConnection = Redis | Cluster;

/**
 * How long a request waits for one Redis command. A stopped or partitioned server keeps the socket
 * open and never answers: without a bound every request touching it would hang with it.
 */
const COMMAND_TIMEOUT_MS = 1_000;

/** The longest pause between reconnection attempts: once Redis is back, requests find it within about this. */
const MAX_RECONNECT_DELAY_MS = 1_000;

/** The fail-fast settings of each connection to a server, a cluster's nodes included. */
const FAIL_FAST: RedisOptions = {
  enableOfflineQueue: false,
  commandTimeout: COMMAND_TIMEOUT_MS,
  maxRetriesPerRequest: 0,
  connectTimeout: 2_000,
};

const reconnectDelay = (attempt: number) => Math.min(attempt * 100, MAX_RECONNECT_DELAY_MS);

/**
 * The connection of the request path (rate limits, the storefront cache, enqueues, readiness): it fails
 * fast, so a request is answered 503 while Redis is away instead of waiting for it. A command sent while
 * the connection is down fails at once rather than queueing until Redis returns, one in flight when the
 * connection drops fails rather than being sent again, and one unanswered fails after a second. The
 * connection itself retries for ever, so the service recovers without a restart. On a cluster the same
 * holds: the cluster as a whole refuses commands while it is not ready and reconnects for ever (its
 * nodes' own connections are the cluster's to reopen).
 */
export function openRequestRedis(url: string): RedisConnection {
  return openRedis(parseRedisUrl(url), FAIL_FAST);
}

/** A connection to the target with these per-server options; a cluster is opened from its nodes. */
export function openRedis(target: RedisTarget, options: RedisOptions = {}): RedisConnection {
  if (target.kind === 'single') return new Redis(target.url, { retryStrategy: reconnectDelay, ...options });
  return new Cluster(target.nodes, {
    enableOfflineQueue: options.enableOfflineQueue ?? true,
    clusterRetryStrategy: reconnectDelay,
    redisOptions: {
      ...options,
      ...(target.username ? { username: target.username } : {}),
      ...(target.password ? { password: target.password } : {}),
      ...(target.tls ? { tls: {} } : {}),
    },
  });
}

/**
 * Overrides for a connection that waits on Redis by design: BullMQ's workers block for jobs for seconds
 * at a time and ride out an outage rather than fail. `duplicate()` copies the request connection's
 * options, so each of its fail-fast settings is undone here; a command timeout left in place would
 * cut every blocking wait short.
 */
const WAITING_CONNECTION: RedisOptions = { enableOfflineQueue: true, commandTimeout: undefined, maxRetriesPerRequest: null };

/**
 * A connection like `connection` with WAITING_CONNECTION's settings. A cluster keeps its servers'
 * options apart from its own (BullMQ reads them there), so they are undone in both places.
 */
export function openWaitingConnection(connection: RedisConnection): RedisConnection {
  if (connection instanceof Redis) return connection.duplicate(WAITING_CONNECTION);
  return connection.duplicate(undefined, {
    ...connection.options,
    enableOfflineQueue: true,
    redisOptions: { ...connection.options.redisOptions, ...WAITING_CONNECTION },
  });
}

/**
 * Resolves once the connection is ready or `waitMs` has passed, whichever comes first, so the first
 * requests of a healthy start do not fail while it connects; Redis being down delays a start by at
 * most `waitMs` and never stops it.
 */
export async function readyWithin(redis: RedisConnection, waitMs: number): Promise<void> {
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
