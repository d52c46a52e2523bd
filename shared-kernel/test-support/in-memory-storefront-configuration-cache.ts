import type { StorefrontConfigurationCache } from '../storefront-cache';
import { copyOf } from './in-memory-unit-of-work';

/**
 * The storefront configuration cache held in memory, with the port's generations: each clear starts a new
 * one, and a fill stores only while the generation its reader noted is still current. (The service's own
 * memory cache lives beside the Redis one and would load the Redis client into every unit test.)
 */
export class InMemoryStorefrontConfigurationCache implements StorefrontConfigurationCache {
  private readonly entries = new Map<number, unknown>();
  private readonly generations = new Map<number, number>();

  async get(customiserId: number): Promise<unknown | undefined> {
    return copyOf(this.entries.get(customiserId));
  }

  async generation(customiserId: number): Promise<number> {
    return this.generations.get(customiserId) ?? 0;
  }

  async fill(customiserId: number, configuration: unknown, generation: number): Promise<boolean> {
    if ((await this.generation(customiserId)) !== generation) return false;
    this.entries.set(customiserId, copyOf(configuration));
    return true;
  }

  async clear(customiserId: number): Promise<void> {
    this.generations.set(customiserId, (await this.generation(customiserId)) + 1);
    this.entries.delete(customiserId);
  }
}
