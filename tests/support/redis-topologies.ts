import { runRedisCluster } from './run-redis-cluster';
import { TEST_REDIS_URL } from './test-environment';

/** A Redis a suite runs against: its REDIS_URL, and how to be done with it. */
export interface RedisUnderTest {
  url: string;
  stop(): Promise<void>;
}

/**
 * The shapes of Redis the service runs on, for suites that prove a use of Redis on each
 * (`describe.each(redisTopologies)`): the machine's single server, and the run's cluster of three masters.
 * Neither is the suite's to stop; each suite keeps to a key prefix of its own and deletes its keys.
 */
export const redisTopologies: [string, () => Promise<RedisUnderTest>][] = [
  ['one Redis server', async () => ({ url: TEST_REDIS_URL, stop: async () => undefined })],
  ['a Redis Cluster of three masters', async () => ({ url: await runRedisCluster(), stop: async () => undefined })],
];
