import { randomBytes } from 'node:crypto';
import { Cluster, type Redis } from 'ioredis';
import { redisTopologies, type RedisUnderTest } from '../../tests/support/redis-topologies';
import { parseRedisUrl } from '../config/redis-url';
import { deleteKeysByPrefix } from './delete-keys-by-prefix';
import { openRedis, readyWithin, type RedisConnection } from './redis-connections';

describe.each(redisTopologies)('deleting the keys under a prefix on %s', (_topology, start) => {
  let redis: RedisUnderTest;
  let connection: RedisConnection;
  const prefix = `sw-test:${randomBytes(6).toString('hex')}:`;
  const other = `sw-test:${randomBytes(6).toString('hex')}:`;

  beforeAll(async () => {
    redis = await start();
    connection = openRedis(parseRedisUrl(redis.url));
    await readyWithin(connection, 10_000);
  });
  afterAll(async () => {
    await deleteKeysByPrefix(redis.url, other);
    connection.disconnect();
    await redis.stop();
  });

  /** Every server holding keys: a cluster's masters, or the one server. */
  const servers = (): Redis[] => (connection instanceof Cluster ? connection.nodes('master') : [connection]);
  const keysUnder = async (keyPrefix: string) => (await Promise.all(servers().map((server) => server.keys(`${keyPrefix}*`)))).flat();

  it('removes every key under it, wherever the server holding it, and leaves every other key', async () => {
    const keys = Array.from({ length: 60 }, (_, index) => `${prefix}customiser:${index}`);
    for (const key of keys) await connection.set(key, 'cached');
    await connection.set(`${other}kept`, 'kept');
    // On a cluster the keys are spread: the deletion is only proven if more than one master held some.
    const holding = await Promise.all(servers().map(async (server) => (await server.keys(`${prefix}*`)).length));
    expect(holding.filter((count) => count > 0).length).toBe(servers().length);

    await deleteKeysByPrefix(redis.url, prefix);

    expect(await keysUnder(prefix)).toEqual([]);
    expect(await connection.get(`${other}kept`)).toBe('kept');
  });
});
