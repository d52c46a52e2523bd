import { Problem } from '../../shared-kernel/problems/problem';
import { startPrivateRedis, type PrivateRedis } from '../../tests/support/private-redis';
import { RedisStorefrontConfigurationCache } from '../cache/storefront-configuration-caches';
import { BullmqJobQueue } from '../queue/bullmq-job-queue';
import { bullmqPrefix } from '../queue/bullmq-prefix';
import { RateLimiters } from '../rate-limit/rate-limiters';
import { eventually } from '../../tests/support/eventually';
import { openRequestRedis, openWaitingConnection, readyWithin, type RedisConnection } from './redis-connections';

/**
 * A bound on a hang, not a timing: a request-path command gives up after 1 s, while one that waits for a
 * stalled or absent Redis never settles. Generous, so that a busy machine's slow timers never reach it.
 */
const HANG_BOUND_MS = 20_000;

function settled<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const hung = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('still waiting for Redis')), HANG_BOUND_MS);
  });
  return Promise.race([work, hung]).finally(() => clearTimeout(timer));
}

async function failure(work: Promise<unknown>): Promise<unknown> {
  return settled(work).then(
    () => new Error('expected a failure'),
    (error: unknown) => error,
  );
}

describe('the request path on Redis', () => {
  let redis: PrivateRedis;
  let connection: RedisConnection;
  const prefix = 'sw-test:request-path:';
  const bucket = { name: 'outage', points: 1_000, durationSeconds: 60 };

  beforeAll(async () => {
    redis = await startPrivateRedis();
    connection = openRequestRedis(redis.url);
    await readyWithin(connection, 2_000);
  });
  afterAll(async () => {
    redis.resume();
    connection.disconnect();
    await redis.down();
  });

  /** Every request-path use of Redis, each answering what a request would get. */
  function uses(): [string, () => Promise<unknown>][] {
    const limiters = new RateLimiters(connection, prefix);
    const cache = new RedisStorefrontConfigurationCache(connection, prefix);
    const queue = new BullmqJobQueue(connection, bullmqPrefix(connection, prefix));
    return [
      ['spending a shared rate limit', () => limiters.spend(bucket, 'key')],
      ['refunding a shared rate limit', () => limiters.refund(bucket, 'key')],
      ['reading the storefront cache', () => cache.get(1)],
      ['reading its generation', () => cache.generation(1)],
      ['filling it', () => cache.fill(1, { name: 'Neon' }, 0)],
      ['clearing it', () => cache.clear(1)],
      ['enqueueing a job', () => queue.enqueue('outage', { name: 'job', data: {} }).finally(() => queue.close())],
    ];
  }

  async function expectEveryUseUnavailable(): Promise<void> {
    for (const [use, run] of uses()) {
      const error = await failure(run());
      expect({ use, problem: error instanceof Problem ? { status: error.status, code: error.code, retryAfter: error.headers['Retry-After'] } : String(error) }).toEqual({
        use,
        problem: { status: 503, code: 'service_unavailable', retryAfter: expect.stringMatching(/^[1-9]\d*$/) },
      });
    }
  }

  async function expectEveryUseServed(): Promise<void> {
    await eventually(async () => ((await connection.ping().catch(() => undefined)) === 'PONG' ? true : undefined), 'the request connection to be back');
    for (const [, run] of uses()) await settled(run());
  }

  it('answers 503 service_unavailable with Retry-After, without waiting, from every use while Redis is stalled, and serves again on resume', async () => {
    redis.stall();
    try {
      await expectEveryUseUnavailable();
    } finally {
      redis.resume();
    }
    await expectEveryUseServed();
  });

  it('answers 503 service_unavailable with Retry-After, without waiting, from every use while Redis is down, and serves again once it is back', async () => {
    await redis.down();
    try {
      await expectEveryUseUnavailable();
    } finally {
      await redis.up();
    }
    await expectEveryUseServed();
  });

  it('lets a command Redis refuses as wrong stay a failure of ours (500), not an outage', async () => {
    await connection.hset(`${prefix}storefront:customiser:9`, 'not', 'a string');
    const error = await failure(new RedisStorefrontConfigurationCache(connection, prefix).get(9));
    expect(error).not.toBeInstanceOf(Problem);
    expect(String(error)).toMatch(/WRONGTYPE/);
  });

  it('gives the workers connections that wait as long as a blocking command asks (no command timeout inherited)', async () => {
    const waiting = openWaitingConnection(connection);
    try {
      // Longer than the request connection's command timeout: there it is cut short, here it runs out.
      expect(String(await failure(connection.blpop(`${prefix}never`, 1.5)))).toMatch(/timed out/);
      expect(await waiting.blpop(`${prefix}never`, 1.5)).toBeNull();
    } finally {
      waiting.disconnect();
    }
  });
});
