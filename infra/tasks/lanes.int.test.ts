import { randomBytes } from 'node:crypto';
import { eventually } from '../../tests/support/eventually';
import { redisTopologies, type RedisUnderTest } from '../../tests/support/redis-topologies';
import { deleteKeysByPrefix } from '../redis/delete-keys-by-prefix';
import { openRequestRedis, readyWithin, type RedisConnection } from '../redis/redis-connections';
import { RedisLanes } from './lanes';

describe.each(redisTopologies)('the shared lanes on %s', (_topology, start) => {
  let redis: RedisUnderTest;
  /** Two worker processes, each with its own connection. */
  let workers: [RedisLanes, RedisLanes];
  let connections: RedisConnection[];
  const prefix = `sw-test:${randomBytes(6).toString('hex')}:`;
  const LEASE_MS = 60_000;

  beforeAll(async () => {
    redis = await start();
    connections = [openRequestRedis(redis.url), openRequestRedis(redis.url)];
    await Promise.all(connections.map((connection) => readyWithin(connection, 10_000)));
    workers = [new RedisLanes(connections[0]!, prefix), new RedisLanes(connections[1]!, prefix)];
  });
  afterAll(async () => {
    for (const connection of connections) connection.disconnect();
    await deleteKeysByPrefix(redis.url, prefix);
    await redis.stop();
  });

  it("give a lane's slots to at most its limit of tasks across every worker, and a released slot to the next", async () => {
    const [first, second] = workers;
    const held = [await first.take('receiver-1', 2, LEASE_MS), await second.take('receiver-1', 2, LEASE_MS)];
    expect(held).toEqual([expect.any(String), expect.any(String)]);
    expect(await first.take('receiver-1', 2, LEASE_MS)).toBeUndefined();
    expect(await second.take('receiver-2', 2, LEASE_MS)).toEqual(expect.any(String));
    await first.release('receiver-1', held[0]!);
    expect(await second.take('receiver-1', 2, LEASE_MS)).toEqual(expect.any(String));
  });

  it('free the slot of a worker that died once its lease has run out', async () => {
    const [first, second] = workers;
    expect(await first.take('receiver-3', 1, 1)).toEqual(expect.any(String));
    await eventually(async () => second.take('receiver-3', 1, LEASE_MS), 'the dead worker’s slot to be free');
  });
});
