import { inject, injectable } from 'inversify';
import { CatalogueTokens, type CopyCatalogueService } from '../../modules/catalogue';
import { PricingTokens, type CopyPricingService } from '../../modules/pricing';
import type { TestDataCopier } from '../../modules/identity';

/** Identity makes a store's test store; the catalogue and pricing each copy what they own into it, in that order. */
@injectable()
export class CatalogueTestDataCopier implements TestDataCopier {
  constructor(
    @inject(CatalogueTokens.CopyCatalogue) private readonly catalogue: CopyCatalogueService,
    @inject(PricingTokens.CopyPricing) private readonly pricing: CopyPricingService,
  ) {}

  async copy(liveStoreId: number, testStoreId: number): Promise<void> {
    const copied = await this.catalogue.copy(liveStoreId, testStoreId);
    await this.pricing.copy(liveStoreId, testStoreId, { customisers: copied.customisers, sizes: copied.optionRows });
  }
}
