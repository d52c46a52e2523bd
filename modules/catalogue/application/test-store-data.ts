import { inject, injectable } from 'inversify';
import { STOREFRONT_CONFIGURATION_CACHE, type StorefrontConfigurationCache } from '../../../shared-kernel/storefront-cache';
import type { AfterCommit, TestStoreCopy, TestStoreData } from '../../../shared-kernel/test-store-data';
import { CatalogueTokens } from '../catalogue.tokens';
import type { CatalogueCopies } from './ports';

/**
 * The catalogue's part of a store's test data, the first copied: every customiser with its settings,
 * option rows and letter-part selections, each reference between them naming the copy. It answers the id
 * maps (`customisers`, `option_rows`) for the parts copied after it (pricing's documents name both). Its
 * drop takes the products made of the catalogue with it, last of all the parts; once that commits, the
 * dropped customisers' cached storefront configurations go.
 */
@injectable()
export class CatalogueTestStoreData implements TestStoreData {
  readonly name = 'catalogue';
  readonly stage = 10;

  constructor(
    @inject(CatalogueTokens.CatalogueCopies) private readonly copies: CatalogueCopies,
    @inject(STOREFRONT_CONFIGURATION_CACHE) private readonly storefront: StorefrontConfigurationCache,
  ) {}

  async copy(liveStoreId: number, testStoreId: number): Promise<TestStoreCopy> {
    if (liveStoreId === testStoreId) throw new Error('a catalogue is copied into another store');
    const copy = await this.copies.copy(liveStoreId, testStoreId);
    return { counts: copy.counts, ids: { customisers: copy.customisers, option_rows: copy.optionRows } };
  }

  async drop(testStoreId: number): Promise<AfterCommit> {
    const customisers = await this.copies.drop(testStoreId);
    return async () => {
      // The dropped customisers' ids name nothing now: a cached configuration must not answer for them.
      for (const customiserId of customisers) await this.storefront.clear(customiserId);
    };
  }
}
