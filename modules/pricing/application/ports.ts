import type { StoredPricing } from '../domain/pricing-document';
import type { CopiedIds } from '../domain/pricing-copy';
import type { ListedSizes, PricingOwner, SizeChanges, SizesRead } from '../model/customiser-pricing';
import type { FoundPricing, StoredPricingText } from '../model/shown-pricing';

export interface PricingDocumentRepository {
  /** The stored document, locked for the rest of the transaction when asked. */
  find(customiserId: number, options?: { forUpdate?: boolean }): Promise<FoundPricing | undefined>;
  /** The stored document as the text it was written as, where that text is in declared member order. */
  findText(customiserId: number): Promise<StoredPricingText | undefined>;
  /** Writes the document whole; answers it as the text written, as `findText` will read it. */
  save(storeId: number, customiserId: number, pricing: StoredPricing): Promise<StoredPricingText>;
  /** `count` fresh price list ids, in one round trip however many. */
  nextPriceListIds(count: number): Promise<number[]>;
}

export interface PricingDocumentCopies {
  /**
   * Writes every document of one store again for the copies of its customisers in another store, its
   * sizes naming the copied sizes; answers how many it wrote.
   */
  copyStore(fromStoreId: number, toStoreId: number, copies: { customisers: CopiedIds; sizes: CopiedIds }): Promise<number>;
  /** Deletes every document of a store (a test store's, before it is copied again); answers how many. */
  dropStore(storeId: number): Promise<number>;
}

/** A customiser of the calling store, whatever its model (the retired one has no pricing document). */
export interface PricedCustomiser extends Omit<PricingOwner, 'pricingModel'> {
  pricingModel: string;
}

export interface SizeReferencer {
  type: string;
  id: number | string;
  name: string | null;
}

/**
 * The catalogue as pricing sees it: the customiser, read once per operation, and its sizes as rows of
 * the document, read and written for the customiser already read (never reading it again).
 */
export interface CatalogueSizes {
  /** The calling store's customiser, or the 404 of an unknown one. */
  customiser(customiserId: number): Promise<PricedCustomiser>;
  list(customiser: PricingOwner): Promise<ListedSizes>;
  /**
   * Writes the changes against the sizes `read` lists (the load's, in the same transaction, so they are
   * not read again; without one, it reads them); answers the ids of the created sizes, in the order of
   * `changes.create`.
   */
  write(customiser: PricingOwner, changes: SizeChanges, read?: SizesRead): Promise<number[]>;
  /** Everything that references any of the sizes, asked together. */
  referencers(customiser: PricingOwner, sizeIds: readonly number[]): Promise<SizeReferencer[]>;
  /** The one option-write side effect of a pricing write (outbox event, storefront cache cleared). */
  written(customiser: PricingOwner): Promise<void>;
}

export interface StoreCurrency {
  /** The store's currency, or null where the store has none or a hosted platform's storefront sets it. */
  currencyOf(storeId: number): Promise<string | null>;
}

export const isPricedModel = (model: string): model is PricingOwner['pricingModel'] => ['simple_letter', 'advanced_letter', 'frame_fit'].includes(model);
