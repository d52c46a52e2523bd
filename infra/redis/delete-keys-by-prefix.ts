import { Cluster, type Redis } from 'ioredis';
import { openRedis } from './redis-connections';
import { parseRedisUrl } from '../config/redis-url';

/**
 * Removes every key under a prefix (a test run's, a benchmark's), scanning rather than blocking Redis.
 * A cluster's keys are spread over its masters and SCAN sees one server's only: each master is scanned.
 */
export async function deleteKeysByPrefix(redisUrl: string, prefix: string): Promise<void> {
  const connection = openRedis(parseRedisUrl(redisUrl));
  try {
    const servers = connection instanceof Cluster ? await mastersOf(connection) : [connection];
    for (const server of servers) await deleteOn(server, prefix);
  } finally {
    connection.disconnect();
  }
}

async function mastersOf(cluster: Cluster): Promise<Redis[]> {
  // The node list is known once the cluster has read its slots.
  if (cluster.status !== 'ready') await new Promise((resolve) => cluster.once('ready', resolve));
  return cluster.nodes('master');
}

async function deleteOn(server: Redis, prefix: string): Promise<void> {
  let cursor = '0';
  do {
    const [next, keys] = await server.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
    // One DEL per key: a cluster refuses a DEL of keys in different slots, even on one server.
    if (keys.length > 0) await keys.reduce((pipeline, key) => pipeline.del(key), server.pipeline()).exec();
    cursor = next;
  } while (cursor !== '0');
}
