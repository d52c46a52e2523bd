import { inject, injectable } from 'inversify';
import type { CopiedIdMaps, TestStoreCopy, TestStoreData } from '../../../shared-kernel/test-store-data';
import { PricingTokens } from '../pricing.tokens';
import type { PricingDocumentCopies } from './ports';

/**
 * Pricing's part of a store's test data, copied after the catalogue's: each pricing document written
 * again for the copy of its customiser (the catalogue's `customisers`), the sizes it names being the
 * copied sizes (the catalogue's `option_rows`), its price lists taking fresh ids. Its drop comes before
 * the catalogue's.
 */
@injectable()
export class PricingTestStoreData implements TestStoreData {
  readonly name = 'pricing';
  readonly stage = 20;

  constructor(@inject(PricingTokens.PricingDocumentCopies) private readonly documents: PricingDocumentCopies) {}

  async copy(liveStoreId: number, testStoreId: number, copied: CopiedIdMaps): Promise<TestStoreCopy> {
    const { customisers, option_rows: sizes } = copied;
    if (!customisers || !sizes) throw new Error("pricing documents are copied after the catalogue's customisers and option rows");
    return { counts: { pricing_documents: await this.documents.copyStore(liveStoreId, testStoreId, { customisers, sizes }) } };
  }

  async drop(testStoreId: number): Promise<undefined> {
    await this.documents.dropStore(testStoreId);
    return undefined;
  }
}
