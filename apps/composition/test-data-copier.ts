import { inject, injectable } from 'inversify';
import { CopyCatalogueService } from '../../modules/catalogue';
import { DropOrdersTestDataService } from '../../modules/orders';
import { CopyPricingService } from '../../modules/pricing';
import { DropUploadsTestDataService } from '../../modules/uploads';
import { DropWebhooksTestDataService } from '../../modules/webhooks';
import type { CopiedCounts, TestDataCopier } from '../../modules/identity';
import { STOREFRONT_CONFIGURATION_CACHE, type StorefrontConfigurationCache } from '../../shared-kernel/storefront-cache';

/**
 * Identity makes and resets a store's test store; each module copies or drops what it owns: the
 * catalogue then pricing to copy, every module's test data to drop.
 */
@injectable()
export class CatalogueTestDataCopier implements TestDataCopier {
  constructor(
    @inject(CopyCatalogueService) private readonly catalogue: CopyCatalogueService,
    @inject(CopyPricingService) private readonly pricing: CopyPricingService,
    @inject(DropOrdersTestDataService) private readonly orders: DropOrdersTestDataService,
    @inject(DropUploadsTestDataService) private readonly uploads: DropUploadsTestDataService,
    @inject(DropWebhooksTestDataService) private readonly webhooks: DropWebhooksTestDataService,
    @inject(STOREFRONT_CONFIGURATION_CACHE) private readonly storefront: StorefrontConfigurationCache,
  ) {}

  async copy(liveStoreId: number, testStoreId: number): Promise<CopiedCounts> {
    const copied = await this.catalogue.copy(liveStoreId, testStoreId);
    const pricingDocuments = await this.pricing.copy(liveStoreId, testStoreId, { customisers: copied.customisers, sizes: copied.optionRows });
    return { ...copied.counts, pricing_documents: pricingDocuments };
  }

  async drop(testStoreId: number): Promise<() => Promise<void>> {
    await this.orders.drop(testStoreId);
    await this.webhooks.drop(testStoreId);
    const bytes = await this.uploads.drop(testStoreId);
    await this.pricing.dropCopies(testStoreId);
    const customisers = await this.catalogue.dropCopy(testStoreId);
    return async () => {
      // The dropped customisers' ids name nothing now: a cached configuration must not answer for them.
      for (const customiserId of customisers) await this.storefront.clear(customiserId);
      await this.uploads.deleteBytes(bytes);
    };
  }
}
