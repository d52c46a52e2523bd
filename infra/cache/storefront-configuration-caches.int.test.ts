import { randomBytes } from 'node:crypto';
import type { StorefrontConfigurationCache } from '../../shared-kernel/storefront-cache';
import { redisTopologies, type RedisUnderTest } from '../../tests/support/redis-topologies';
import { deleteKeysByPrefix } from '../redis/delete-keys-by-prefix';
import { openRequestRedis, readyWithin, type RedisConnection } from '../redis/redis-connections';
import { InMemoryStorefrontConfigurationCache, RedisStorefrontConfigurationCache } from './storefront-configuration-caches';

/** A place for the cache: started before the suite, stopped after it. */
interface CacheStore {
  start(): Promise<void>;
  make(): StorefrontConfigurationCache;
  stop(): Promise<void>;
}

function onRedis(start: () => Promise<RedisUnderTest>): CacheStore {
  const prefix = `sw-test:${randomBytes(6).toString('hex')}:`;
  let redis: RedisUnderTest;
  let connection: RedisConnection;
  return {
    async start() {
      redis = await start();
      // The request path's own connection: the cache is proven as the service opens it.
      connection = openRequestRedis(redis.url);
      await readyWithin(connection, 10_000);
    },
    make: () => new RedisStorefrontConfigurationCache(connection, prefix),
    async stop() {
      connection.disconnect();
      await deleteKeysByPrefix(redis.url, prefix);
      await redis.stop();
    },
  };
}

const inMemory: CacheStore = { start: async () => undefined, make: () => new InMemoryStorefrontConfigurationCache(), stop: async () => undefined };

const stores: [string, CacheStore][] = [...redisTopologies.map(([name, start]): [string, CacheStore] => [name, onRedis(start)]), ['memory', inMemory]];

describe.each(stores)('the storefront configuration cache on %s', (_name, store) => {
  beforeAll(() => store.start());
  afterAll(() => store.stop());
  const make = () => store.make();

  it('serves what was filled until a write clears it', async () => {
    const cache = make();
    await cache.fill(1, { name: 'Neon' }, await cache.generation(1));
    expect(await cache.get(1)).toEqual({ name: 'Neon' });
    await cache.clear(1);
    expect(await cache.get(1)).toBeUndefined();
  });

  it('never stores a configuration built before a clear that came while it was being built', async () => {
    const cache = make();
    const seen = await cache.generation(2);
    await cache.clear(2);
    expect(await cache.fill(2, { stale: true }, seen)).toBe(false);
    expect(await cache.get(2)).toBeUndefined();
    expect(await cache.fill(2, { fresh: true }, await cache.generation(2))).toBe(true);
    expect(await cache.get(2)).toEqual({ fresh: true });
  });

  it('keeps customisers apart', async () => {
    const cache = make();
    await cache.fill(3, { three: true }, await cache.generation(3));
    await cache.clear(4);
    expect(await cache.get(3)).toEqual({ three: true });
  });
});
