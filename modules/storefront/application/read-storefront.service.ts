import { inject, injectable } from 'inversify';
import { Problems, problem } from '../../../shared-kernel/problems/problems';
import { currentStoreId } from '../../../shared-kernel/request-context';
import { STOREFRONT_CONFIGURATION_CACHE, type StorefrontConfigurationCache } from '../../../shared-kernel/storefront-cache';
import { StorefrontTokens } from '../storefront.tokens';
import { buildSnapshot } from '../domain/storefront-snapshot';
import type { StorefrontSnapshot } from '../domain/storefront-configuration';
import type { CustomiserSource, PricingSource } from './ports';

const PRICED_MODELS = ['simple_letter', 'advanced_letter', 'frame_fit'];

/**
 * An active customiser as the storefront serves it, from the cache (Redis when configured) or built from
 * the catalogue and pricing and then cached. Option and pricing writes clear the cache, so the next read
 * after a write sees it. An inactive customiser is not served: 404, as an unknown one.
 */
@injectable()
export class ReadStorefrontService {
  constructor(
    @inject(STOREFRONT_CONFIGURATION_CACHE) private readonly cache: StorefrontConfigurationCache,
    @inject(StorefrontTokens.CustomiserSource) private readonly customisers: CustomiserSource,
    @inject(StorefrontTokens.PricingSource) private readonly pricing: PricingSource,
  ) {}

  async snapshot(customiserId: number): Promise<StorefrontSnapshot> {
    const cached = (await this.cache.get(customiserId)) as StorefrontSnapshot | undefined;
    // The cache is keyed by customiser alone: a customiser of another store is unknown here.
    if (cached) {
      if (cached.storeId !== currentStoreId()) throw Problems.resourceNotFound('customiser');
      return cached;
    }
    const generation = await this.cache.generation(customiserId);
    const catalogue = await this.customisers.read(customiserId);
    if (!catalogue.customiser.active) throw Problems.resourceNotFound('customiser');
    if (!PRICED_MODELS.includes(catalogue.customiser.pricingModel)) {
      throw problem('legacy_pricing_model', { detail: 'This customiser uses the retired legacy_fixed_height model, which the storefront cannot price.' });
    }
    const snapshot = buildSnapshot(catalogue, await this.pricing.read(customiserId));
    await this.cache.fill(customiserId, snapshot, generation);
    return snapshot;
  }

  /** The customiser holding a form of the current store; 404 when none does. */
  async customiserOfForm(formId: number): Promise<number> {
    const customiserId = await this.customisers.customiserOfForm(formId);
    if (customiserId === undefined) throw Problems.resourceNotFound('form');
    return customiserId;
  }
}
