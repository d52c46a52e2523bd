import { ReplyError } from 'ioredis';
import { Problem } from '../../shared-kernel/problems/problem';
import { Problems } from '../../shared-kernel/problems/problems';

/**
 * What a client is told to wait: the request connection tries to reconnect every second, so a Redis
 * that is back is found well within this, and a client is not idled longer than that takes.
 */
export const REDIS_RETRY_AFTER_SECONDS = 5;

/** Replies that report a passing state of the server (loading, failing over, out of memory), not a wrong command. */
const PASSING_STATE = /^(LOADING|BUSY|MASTERDOWN|READONLY|TRYAGAIN|CLUSTERDOWN|OOM)\b/;

/**
 * What to throw for a failed Redis command of the request path. A Redis that cannot be reached, does not
 * answer in time or is not serving is the service being unavailable for a moment: 503
 * `service_unavailable` with Retry-After, so the client backs off and tries again. A command Redis
 * refuses as wrong is a bug of ours and stays what it is (an unexpected failure, logged, 500).
 */
export function redisFailure(error: unknown, detail: string): unknown {
  if (error instanceof Problem) return error;
  if (error instanceof ReplyError && !PASSING_STATE.test((error as Error).message)) return error;
  return Problems.serviceUnavailable(detail, REDIS_RETRY_AFTER_SECONDS);
}

/** Runs request-path work on Redis, its failure turned into what `redisFailure` says. */
export async function onRedis<T>(detail: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw redisFailure(error, detail);
  }
}
