import type Redis from 'ioredis';
import type { StorefrontConfigurationCache } from '../../shared-kernel/storefront-cache';

const TTL_SECONDS = 24 * 3600;

export class RedisStorefrontConfigurationCache implements StorefrontConfigurationCache {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  private key(customiserId: number): string {
    return `${this.prefix}storefront:customiser:${customiserId}`;
  }

  async get(customiserId: number): Promise<unknown | undefined> {
    const value = await this.redis.get(this.key(customiserId));
    return value === null ? undefined : JSON.parse(value);
  }

  async set(customiserId: number, configuration: unknown): Promise<void> {
    await this.redis.set(this.key(customiserId), JSON.stringify(configuration), 'EX', TTL_SECONDS);
  }

  async clear(customiserId: number): Promise<void> {
    await this.redis.del(this.key(customiserId));
  }
}

export class InMemoryStorefrontConfigurationCache implements StorefrontConfigurationCache {
  private readonly entries = new Map<number, string>();

  async get(customiserId: number): Promise<unknown | undefined> {
    const value = this.entries.get(customiserId);
    return value === undefined ? undefined : JSON.parse(value);
  }

  async set(customiserId: number, configuration: unknown): Promise<void> {
    this.entries.set(customiserId, JSON.stringify(configuration));
  }

  async clear(customiserId: number): Promise<void> {
    this.entries.delete(customiserId);
  }
}
