import { randomBytes } from 'node:crypto';
import { Problem } from '../../shared-kernel/problems/problem';
import { redisTopologies, type RedisUnderTest } from '../../tests/support/redis-topologies';
import { deleteKeysByPrefix } from '../redis/delete-keys-by-prefix';
import { openRequestRedis, readyWithin, type RedisConnection } from '../redis/redis-connections';
import { RateLimiters } from './rate-limiters';

describe.each(redisTopologies)('the shared rate limits on %s', (_topology, start) => {
  let redis: RedisUnderTest;
  /** Two instances of the service, each with its own connection. */
  let instances: [RedisConnection, RedisConnection];
  const prefix = `sw-test:${randomBytes(6).toString('hex')}:`;
  const perKey = { name: 'per-key', points: 3, durationSeconds: 60 };

  beforeAll(async () => {
    redis = await start();
    instances = [openRequestRedis(redis.url), openRequestRedis(redis.url)];
    await Promise.all(instances.map((connection) => readyWithin(connection, 10_000)));
  });
  afterAll(async () => {
    for (const connection of instances) connection.disconnect();
    await deleteKeysByPrefix(redis.url, prefix);
    await redis.stop();
  });

  const rejection = (work: Promise<unknown>) =>
    work.then(
      () => undefined,
      (error: unknown) => (error instanceof Problem ? { status: error.status, code: error.code } : error),
    );

  it("share one key's quota among every instance, answer 429 rate_limited once it is spent, and leave other keys theirs", async () => {
    const [first, second] = instances.map((connection) => new RateLimiters(connection, prefix));
    await first!.spend(perKey, 'key-a');
    await second!.spend(perKey, 'key-a');
    await first!.spend(perKey, 'key-a');
    expect(await rejection(second!.spend(perKey, 'key-a'))).toEqual({ status: 429, code: 'rate_limited' });
    expect(await rejection(first!.spend(perKey, 'key-b'))).toBeUndefined();
  });

  it('take back a refunded unit for every instance', async () => {
    const [first, second] = instances.map((connection) => new RateLimiters(connection, prefix));
    for (let spent = 0; spent < perKey.points; spent += 1) await first!.spend(perKey, 'key-c');
    await first!.refund(perKey, 'key-c');
    expect(await rejection(second!.spend(perKey, 'key-c'))).toBeUndefined();
    expect(await rejection(second!.spend(perKey, 'key-c'))).toEqual({ status: 429, code: 'rate_limited' });
  });

  it('refuse without spending once failures used the budget, on every instance', async () => {
    const [first, second] = instances.map((connection) => new RateLimiters(connection, prefix));
    expect(await rejection(first!.refuseWhenSpent(perKey, 'key-d'))).toBeUndefined();
    for (let spent = 0; spent < perKey.points; spent += 1) await first!.spend(perKey, 'key-d');
    expect(await rejection(second!.refuseWhenSpent(perKey, 'key-d'))).toEqual({ status: 429, code: 'rate_limited' });
    expect(await rejection(second!.refuseWhenSpent(perKey, 'key-e'))).toBeUndefined();
  });
});

describe('the rate limits without Redis', () => {
  it('spend a budget’s unit on work that succeeds, give it back when the work fails, and refuse work once it is spent', async () => {
    const limiters = new RateLimiters(undefined, 'memory:');
    const budget = { name: 'resends', points: 2, durationSeconds: 60 };
    const failing = () => Promise.reject(new Error('refused by the service'));
    await expect(limiters.spendingOn(budget, 'person:1', 'spent', failing)).rejects.toThrow('refused by the service');
    await expect(limiters.spendingOn(budget, 'person:1', 'spent', async () => 'first')).resolves.toBe('first');
    await expect(limiters.spendingOn(budget, 'person:1', 'spent', async () => 'second')).resolves.toBe('second');
    let ran = false;
    const refused = await limiters.spendingOn(budget, 'person:1', 'two a minute', async () => (ran = true)).catch((error: unknown) => error);
    expect({ ran, refused }).toMatchObject({ ran: false, refused: { status: 429, code: 'rate_limited', detail: 'two a minute' } });
  });

  it('refuse without spending once failures used the budget, telling when to try again', async () => {
    const limiters = new RateLimiters(undefined, 'memory:');
    const budget = { name: 'failures', points: 2, durationSeconds: 900 };
    await limiters.refuseWhenSpent(budget, 'a');
    await limiters.refuseWhenSpent(budget, 'a');
    await limiters.spend(budget, 'a');
    await limiters.spend(budget, 'a');
    const refused = await limiters.refuseWhenSpent(budget, 'a').catch((error: unknown) => error);
    expect(refused).toMatchObject({ status: 429, code: 'rate_limited', headers: { 'Retry-After': expect.stringMatching(/^(89\d|900)$/) } });
  });

  it('name the spent bucket in the 429’s RateLimit and RateLimit-Policy fields, with nothing left until Retry-After', async () => {
    const limiters = new RateLimiters(undefined, 'memory:');
    const budget = { name: 'option-write', points: 1, durationSeconds: 60 };
    await limiters.spend(budget, 'a');
    const refused = (await limiters.spend(budget, 'a').catch((error: unknown) => error)) as Problem;
    const wait = refused.headers['Retry-After'];
    expect(refused.headers).toEqual({ 'Retry-After': wait, 'RateLimit-Policy': '"option-write";q=1;w=60', RateLimit: `"option-write";r=0;t=${wait}` });
  });

  it('leave no timer behind once closed, though each key a bucket counts holds one until its window ends', async () => {
    const started = jest.spyOn(globalThis, 'setTimeout');
    const cleared = jest.spyOn(globalThis, 'clearTimeout');
    try {
      const limiters = new RateLimiters(undefined, 'memory:');
      await limiters.spend({ name: 'per-key', points: 5, durationSeconds: 60 }, 'a');
      await limiters.spend({ name: 'per-key', points: 5, durationSeconds: 60 }, 'b');
      await limiters.spend({ name: 'failures', points: 2, durationSeconds: 900 }, 'a');
      const timers = started.mock.results.map((result) => result.value as NodeJS.Timeout);
      expect(timers).toHaveLength(3);
      expect(cleared).not.toHaveBeenCalled();
      await limiters.close();
      expect(cleared.mock.calls.map(([timer]) => timer)).toEqual(expect.arrayContaining(timers));
    } finally {
      started.mockRestore();
      cleared.mockRestore();
    }
  });
});
