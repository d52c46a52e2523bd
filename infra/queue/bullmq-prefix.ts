import type { RedisConnection } from '../redis/redis-connections';
import { slotOf } from '../redis/hash-slots';

/** The key prefix of each queue's BullMQ keys. */
export type BullmqPrefix = (queue: string) => string;

/**
 * BullMQ's scripts touch many keys of a queue at once, so on a cluster all of a queue's keys share a
 * hash slot: one per queue, so that the queues spread over the masters rather than all sitting on one.
 * On one server the prefix stays `<REDIS_KEY_PREFIX>bull`, the one jobs were always queued under.
 */
export function bullmqPrefix(connection: RedisConnection, keyPrefix: string): BullmqPrefix {
  const base = `${keyPrefix}bull`;
  return connection.isCluster ? (queue) => slotOf(connection, `${base}:${queue}`) : () => base;
}
