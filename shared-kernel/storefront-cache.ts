/**
 * The cached storefront configuration of each customiser. Option and pricing writes clear it; the
 * storefront fills it. Redis when configured (shared by every instance), memory otherwise.
 *
 * Each clear starts a new generation. A reader notes the generation before it builds a configuration
 * and fills only if no clear came in between: a build that read the database just before a write
 * committed can never put the old configuration back after that write cleared it.
 */
export interface StorefrontConfigurationCache {
  get(customiserId: number): Promise<unknown | undefined>;
  generation(customiserId: number): Promise<number>;
  /** Stores the configuration unless the cache was cleared since `generation`; true when stored. */
  fill(customiserId: number, configuration: unknown, generation: number): Promise<boolean>;
  clear(customiserId: number): Promise<void>;
}

export const STOREFRONT_CONFIGURATION_CACHE = Symbol.for('signwright.StorefrontConfigurationCache');
