import type { RedisConnection } from './redis-connections';

/**
 * The part of a key that picks its hash slot. A script or transaction on a Redis Cluster may only touch
 * keys of one slot, and the slot of a key holding `{…}` is that of what the braces hold: keys used
 * together share such a part. On one server the part is left as it is, so keys keep the names existing
 * deployments hold their data under (decision 0022).
 */
export function slotOf(connection: RedisConnection, part: string): string {
  return connection.isCluster ? `{${part}}` : part;
}
