import { inject, injectable } from 'inversify';
import type { CopiedIdMaps, TestStoreCopy, TestStoreData } from '../../../shared-kernel/test-store-data';
import { PricingTokens } from '../pricing.tokens';
import type { PricingDocumentCopies, PricingVersions } from './ports';
import { PricingStore } from './pricing-store';

/**
 * Pricing's part of a store's test data, copied after the catalogue's: each pricing document written
 * again for the copy of its customiser (the catalogue's `customisers`), the sizes it names being the
 * copied sizes (the catalogue's `option_rows`), its price lists taking fresh ids; each copy then gets its
 * version 1 (`initial`), the document as GET shows it in the test store. The live store's versions stay
 * its own. Its drop (versions, then documents) comes before the catalogue's.
 */
@injectable()
export class PricingTestStoreData implements TestStoreData {
  readonly name = 'pricing';
  readonly stage = 20;

  constructor(
    @inject(PricingTokens.PricingDocumentCopies) private readonly documents: PricingDocumentCopies,
    @inject(PricingTokens.PricingVersions) private readonly versions: PricingVersions,
    @inject(PricingStore) private readonly store: PricingStore,
  ) {}

  async copy(liveStoreId: number, testStoreId: number, copied: CopiedIdMaps): Promise<TestStoreCopy> {
    const { customisers, option_rows: sizes } = copied;
    if (!customisers || !sizes) throw new Error("pricing documents are copied after the catalogue's customisers and option rows");
    const copiedCustomisers = await this.documents.copyStore(liveStoreId, testStoreId, { customisers, sizes });
    for (const customiserId of copiedCustomisers) await this.store.recordCopied(testStoreId, customiserId);
    return { counts: { pricing_documents: copiedCustomisers.length } };
  }

  async drop(testStoreId: number): Promise<undefined> {
    await this.versions.dropStore(testStoreId);
    await this.documents.dropStore(testStoreId);
    return undefined;
  }
}
