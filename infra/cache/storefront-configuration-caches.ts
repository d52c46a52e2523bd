import type { RedisConnection } from '../redis/redis-connections';
import type { StorefrontConfigurationCache } from '../../shared-kernel/storefront-cache';
import { slotOf } from '../redis/hash-slots';
import { onRedis } from '../redis/redis-unavailable';

const TTL_SECONDS = 24 * 3600;

/** Answered as the shared limits beside it in Redis are, rather than building every read from the database while Redis is away. */
const UNAVAILABLE = 'The storefront configuration cache is unavailable right now.';

/** Sets the value only while the generation is the one the reader saw (atomically, on the server). */
const FILL_IF_GENERATION = `
local current = tonumber(redis.call('GET', KEYS[2]) or '0')
if current ~= tonumber(ARGV[2]) then return 0 end
redis.call('SET', KEYS[1], ARGV[1], 'EX', ARGV[3])
return 1`;

export class RedisStorefrontConfigurationCache implements StorefrontConfigurationCache {
  constructor(
    private readonly redis: RedisConnection,
    private readonly prefix: string,
  ) {}

  /** The entry and its generation are written together (a script, a transaction): one hash slot on a cluster. */
  private key(customiserId: number): string {
    return `${this.prefix}storefront:${slotOf(this.redis, `customiser:${customiserId}`)}`;
  }

  private generationKey(customiserId: number): string {
    return `${this.key(customiserId)}:generation`;
  }

  async get(customiserId: number): Promise<unknown | undefined> {
    const value = await onRedis(UNAVAILABLE, () => this.redis.get(this.key(customiserId)));
    return value === null ? undefined : JSON.parse(value);
  }

  async generation(customiserId: number): Promise<number> {
    return Number((await onRedis(UNAVAILABLE, () => this.redis.get(this.generationKey(customiserId)))) ?? 0);
  }

  async fill(customiserId: number, configuration: unknown, generation: number): Promise<boolean> {
    const stored = await onRedis(UNAVAILABLE, () =>
      this.redis.eval(FILL_IF_GENERATION, 2, this.key(customiserId), this.generationKey(customiserId), JSON.stringify(configuration), generation, TTL_SECONDS),
    );
    return stored === 1;
  }

  async clear(customiserId: number): Promise<void> {
    await onRedis(UNAVAILABLE, () =>
      this.redis.multi().incr(this.generationKey(customiserId)).expire(this.generationKey(customiserId), TTL_SECONDS * 2).del(this.key(customiserId)).exec(),
    );
  }
}

export class InMemoryStorefrontConfigurationCache implements StorefrontConfigurationCache {
  private readonly entries = new Map<number, string>();
  private readonly generations = new Map<number, number>();

  async get(customiserId: number): Promise<unknown | undefined> {
    const value = this.entries.get(customiserId);
    return value === undefined ? undefined : JSON.parse(value);
  }

  async generation(customiserId: number): Promise<number> {
    return this.generations.get(customiserId) ?? 0;
  }

  async fill(customiserId: number, configuration: unknown, generation: number): Promise<boolean> {
    if ((this.generations.get(customiserId) ?? 0) !== generation) return false;
    this.entries.set(customiserId, JSON.stringify(configuration));
    return true;
  }

  async clear(customiserId: number): Promise<void> {
    this.generations.set(customiserId, (this.generations.get(customiserId) ?? 0) + 1);
    this.entries.delete(customiserId);
  }
}
