import type { RedisConnection } from '../redis/redis-connections';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { Problems } from '../../shared-kernel/problems/problems';
import { redisFailure } from '../redis/redis-unavailable';

export interface BucketDefinition {
  name: string;
  points: number;
  durationSeconds: number;
  /** `process` keeps the bucket in this process even when Redis is configured (a per-instance backstop). */
  scope?: 'shared' | 'process';
  /** Whom a route's budget counts: the credential (the default), or the caller's address where the credential is public. */
  per?: 'credential' | 'ip';
}

/** What is left of a bucket for one key after a spend: the quota, the units left and when the window restarts. */
export interface QuotaState {
  name: string;
  limit: number;
  windowSeconds: number;
  remaining: number;
  resetSeconds: number;
}

/**
 * A quota as the IETF RateLimit header fields draft writes it (structured fields): the policy with its
 * quota and window, and what is left of it with the seconds until the window restarts. Every answer that
 * spent from a quota says so, the 429 of the one that ran out included.
 */
export function rateLimitFields(quota: QuotaState): Record<string, string> {
  return {
    'RateLimit-Policy': `"${quota.name}";q=${quota.limit};w=${quota.windowSeconds}`,
    RateLimit: `"${quota.name}";r=${quota.remaining};t=${quota.resetSeconds}`,
  };
}

const UNAVAILABLE = 'The shared rate limits cannot be checked right now; nothing was done.';

/**
 * Creates the service's rate-limit buckets on Redis when it is configured (shared by every instance)
 * and in memory otherwise; spending from a bucket that is empty throws 429 `rate_limited`. A bucket on
 * a Redis that cannot be reached throws 503 `service_unavailable`: letting requests through unlimited
 * would break the promise of the shared limits, and waiting would hang every request.
 */
export class RateLimiters {
  private readonly buckets = new Map<string, RateLimiterAbstract>();

  constructor(
    private readonly redis: RedisConnection | undefined,
    private readonly keyPrefix: string,
  ) {}

  bucket(definition: BucketDefinition): RateLimiterAbstract {
    const existing = this.buckets.get(definition.name);
    if (existing) return existing;
    const options = {
      keyPrefix: `${this.keyPrefix}rl:${definition.name}`,
      points: definition.points,
      duration: definition.durationSeconds,
    };
    const limiter = this.redis && definition.scope !== 'process'
      ? new RateLimiterRedis({ ...options, storeClient: this.redis, useRedisPackage: false })
      : new RateLimiterMemory(options);
    this.buckets.set(definition.name, limiter);
    return limiter;
  }

  /**
   * Spends one unit for `key` and answers what is left; throws the 429 problem with the whole seconds to
   * wait when none is left.
   */
  async spend(definition: BucketDefinition, key: string, detail?: string): Promise<QuotaState> {
    const spent = await this.onBucket(definition, (bucket) => bucket.consume(key, 1)).catch((rejection: unknown) => {
      if (rejection instanceof RateLimiterRes) throw refusal(definition, rejection.msBeforeNext, detail);
      throw rejection;
    });
    return {
      name: definition.name,
      limit: definition.points,
      windowSeconds: definition.durationSeconds,
      remaining: Math.max(0, spent.remainingPoints),
      resetSeconds: Math.max(0, Math.ceil(spent.msBeforeNext / 1000)),
    };
  }

  /**
   * Throws the 429 problem when `key` has nothing left, spending nothing: for budgets that only
   * failures spend (a login throttled by its wrong passwords, not by its successes).
   */
  async refuseWhenSpent(definition: BucketDefinition, key: string, detail?: string): Promise<void> {
    const state = await this.onBucket(definition, (bucket) => bucket.get(key));
    if (state && state.consumedPoints >= definition.points) throw refusal(definition, state.msBeforeNext, detail);
  }

  /** Returns an unspent unit, for work that turned out not to count (an invalid request, say). */
  async refund(definition: BucketDefinition, key: string): Promise<void> {
    await this.onBucket(definition, (bucket) => bucket.reward(key, 1));
  }

  /**
   * Spends one unit of a budget on `work` and gives it back when the work fails, so that a refused action
   * costs nothing: every budget an operation or an admin action spends goes through here. A refund that
   * fails (Redis went away meanwhile) costs the caller one unit; what they must be told is why the work
   * failed, not that the refund did.
   */
  async spendingOn<T>(definition: BucketDefinition, key: string, detail: string, work: () => Promise<T>): Promise<T> {
    await this.spend(definition, key, detail);
    try {
      return await work();
    } catch (error) {
      await this.refund(definition, key).catch(() => undefined);
      throw error;
    }
  }

  /**
   * Forgets what the in-memory buckets hold, when the runtime closes. Each key they count keeps a timer
   * until its window ends (a minute, up to a quarter of an hour), and a timer keeps what it reaches alive:
   * without this, a closed runtime, its container and (in Jest) its test file's whole module registry
   * stayed on the heap that long after.
   */
  async close(): Promise<void> {
    for (const bucket of this.buckets.values()) {
      if (!(bucket instanceof RateLimiterMemory)) continue;
      for (const { key } of bucket.dump().storage) await bucket.delete(key);
    }
    this.buckets.clear();
  }

  /** Runs work on a bucket; a Redis bucket's failure to reach Redis becomes what `redisFailure` says. */
  private async onBucket<T>(definition: BucketDefinition, work: (bucket: RateLimiterAbstract) => Promise<T>): Promise<T> {
    const bucket = this.bucket(definition);
    try {
      return await work(bucket);
    } catch (error) {
      throw bucket instanceof RateLimiterRedis && !(error instanceof RateLimiterRes) ? redisFailure(error, UNAVAILABLE) : error;
    }
  }
}

/**
 * The 429 of a spent bucket: when to try again (`Retry-After`, `retry_after`), and the bucket's quota in
 * the RateLimit fields every other answer of a quota carries, with nothing left until the window restarts.
 */
function refusal(definition: BucketDefinition, msBeforeNext: number, detail: string | undefined) {
  const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  const quota = { name: definition.name, limit: definition.points, windowSeconds: definition.durationSeconds, remaining: 0, resetSeconds: seconds };
  return Problems.rateLimited(seconds, detail, rateLimitFields(quota));
}
