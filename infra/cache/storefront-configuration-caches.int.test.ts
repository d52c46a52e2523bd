import Redis from 'ioredis';
import { randomBytes } from 'node:crypto';
import type { StorefrontConfigurationCache } from '../../shared-kernel/storefront-cache';
import { deleteKeysByPrefix } from '../redis/delete-keys-by-prefix';
import { TEST_REDIS_URL } from '../../tests/support/test-environment';
import { InMemoryStorefrontConfigurationCache, RedisStorefrontConfigurationCache } from './storefront-configuration-caches';

const prefix = `sw-test:${randomBytes(6).toString('hex')}:`;
const redis = new Redis(TEST_REDIS_URL);
afterAll(async () => {
  redis.disconnect();
  await deleteKeysByPrefix(TEST_REDIS_URL, prefix);
});

describe.each([
  ['Redis', () => new RedisStorefrontConfigurationCache(redis, prefix)],
  ['memory', () => new InMemoryStorefrontConfigurationCache()],
] as [string, () => StorefrontConfigurationCache][])('the storefront configuration cache in %s', (_name, make) => {
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
