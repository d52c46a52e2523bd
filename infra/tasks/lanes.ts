import { randomUUID } from 'node:crypto';
import type { RedisConnection } from '../redis/redis-connections';

/**
 * Slots of a lane (one receiver): at most `limit` tasks hold one at a time. A slot is held until
 * released or, should its worker die, until its lease runs out.
 */
export interface Lanes {
  /** A token to release the slot with, or undefined when the lane is full. */
  take(lane: string, limit: number, leaseMs: number): Promise<string | undefined>;
  release(lane: string, token: string): Promise<void>;
}

/** A sorted set per lane, scored by when each slot's lease runs out: expired slots are dropped before counting. */
const TAKE = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[2]) then return 0 end
redis.call('ZADD', KEYS[1], ARGV[3], ARGV[4])
redis.call('PEXPIRE', KEYS[1], ARGV[5])
return 1`;

type LaneCommands = RedisConnection & { takeLaneSlot(key: string, now: number, limit: number, expiresAt: number, token: string, leaseMs: number): Promise<number> };

/** Every worker of every instance counts against the same slots. */
export class RedisLanes implements Lanes {
  private readonly redis: LaneCommands;

  constructor(
    redis: RedisConnection,
    private readonly prefix: string,
  ) {
    // A defined command is sent by its digest (EVALSHA), not as the whole script on every take.
    if (!('takeLaneSlot' in redis)) redis.defineCommand('takeLaneSlot', { numberOfKeys: 1, lua: TAKE });
    this.redis = redis as LaneCommands;
  }

  async take(lane: string, limit: number, leaseMs: number): Promise<string | undefined> {
    const token = randomUUID();
    const now = Date.now();
    const taken = await this.redis.takeLaneSlot(this.key(lane), now, limit, now + leaseMs, token, leaseMs);
    return taken === 1 ? token : undefined;
  }

  async release(lane: string, token: string): Promise<void> {
    await this.redis.zrem(this.key(lane), token);
  }

  private key(lane: string): string {
    return `${this.prefix}lane:${lane}`;
  }
}

/** The embedded mode's lanes: one process runs every task. */
export class InProcessLanes implements Lanes {
  private readonly held = new Map<string, Set<string>>();

  async take(lane: string, limit: number): Promise<string | undefined> {
    const slots = this.held.get(lane) ?? new Set<string>();
    if (slots.size >= limit) return undefined;
    const token = randomUUID();
    slots.add(token);
    this.held.set(lane, slots);
    return token;
  }

  async release(lane: string, token: string): Promise<void> {
    const slots = this.held.get(lane);
    slots?.delete(token);
    if (slots?.size === 0) this.held.delete(lane);
  }
}
