import { inject, injectable } from 'inversify';
import { PricingTokens } from '../pricing.tokens';
import type { CopiedIds } from '../domain/pricing-copy';
import type { PricingDocumentCopies } from './ports';

/**
 * Copies a store's pricing documents to the copies of its customisers in another store, once the
 * catalogue has been copied (a store's test data starts as a copy of its live data): the sizes each
 * document names are the copied sizes, and its price lists take fresh ids. Answers how many it copied.
 * It begins no transaction: it joins its caller's (identity's test stores, run by an operation, whose
 * pipeline holds the copy of the catalogue and of its pricing in one).
 */
@injectable()
export class CopyPricingService {
  constructor(@inject(PricingTokens.PricingDocumentCopies) private readonly documents: PricingDocumentCopies) {}

  copy(fromStoreId: number, toStoreId: number, copies: { customisers: CopiedIds; sizes: CopiedIds }): Promise<number> {
    return this.documents.copyStore(fromStoreId, toStoreId, copies);
  }

  /** Drops the documents copied into a store (a sandbox reset, before the copy is made again). */
  dropCopies(storeId: number): Promise<number> {
    return this.documents.dropStore(storeId);
  }
}
