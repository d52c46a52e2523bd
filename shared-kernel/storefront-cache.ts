/**
 * The cached storefront configuration of each customiser. Option and pricing writes clear it; the
 * storefront fills it. Redis when configured (shared by every instance), memory otherwise.
 */
export interface StorefrontConfigurationCache {
  get(customiserId: number): Promise<unknown | undefined>;
  set(customiserId: number, configuration: unknown): Promise<void>;
  clear(customiserId: number): Promise<void>;
}

export const STOREFRONT_CONFIGURATION_CACHE = Symbol.for('signwright.StorefrontConfigurationCache');
