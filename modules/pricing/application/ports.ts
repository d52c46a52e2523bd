import type { Page, PageRequest } from '../../../shared-kernel/http/pagination';
import type { StoredPricing } from '../domain/pricing-document';
import type { CopiedIds } from '../domain/pricing-copy';
import type { PricingVersion, PricingVersionWithDocument, VersionEntry } from '../domain/pricing-versions';
import type { ListedSizes, PricingOwner, SizeChanges, SizesRead } from '../model/customiser-pricing';
import type { FoundPricing, ShownPricing, StoredPricingText } from '../model/shown-pricing';

export interface PricingDocumentRepository {
  /** The stored document, locked for the rest of the transaction when asked. */
  find(customiserId: number, options?: { forUpdate?: boolean }): Promise<FoundPricing | undefined>;
  /** The stored document as the text it was written as, where that text is in declared member order. */
  findText(customiserId: number): Promise<StoredPricingText | undefined>;
  /** Writes the document whole; answers it as the text written, as `findText` will read it. */
  save(storeId: number, customiserId: number, pricing: StoredPricing): Promise<StoredPricingText>;
  /**
   * Stores a customiser's first document together with its version 1, the document as GET shows it
   * (`first`), in one statement, so that neither is ever stored without the other. Answers false, storing
   * nothing, where another write stored the customiser's document first.
   */
  create(owner: PricingOwner, pricing: StoredPricing, first: { entry: VersionEntry; shown: ShownPricing }): Promise<boolean>;
  /** `count` fresh price list ids, in one round trip however many. */
  nextPriceListIds(count: number): Promise<number[]>;
}

export interface PricingDocumentCopies {
  /**
   * Writes every document of one store again for the copies of its customisers in another store, its
   * sizes naming the copied sizes; answers the ids of the customisers whose documents it wrote.
   */
  copyStore(fromStoreId: number, toStoreId: number, copies: { customisers: CopiedIds; sizes: CopiedIds }): Promise<number[]>;
  /** Deletes every document of a store (a test store's, before it is copied again); answers how many. */
  dropStore(storeId: number): Promise<number>;
}

/**
 * The versions of every customiser's document (numbered per customiser from 1, newest kept). A write's
 * version is recorded in the write's transaction, after the document's lock: writes to one document are
 * ordered by that lock, so their versions are too.
 */
export interface PricingVersions {
  /**
   * Records the document as a write left it (as GET shows it) as the customiser's next version, in one
   * statement that numbers it (the greatest number so far, plus one); answers the number.
   */
  record(owner: PricingOwner, entry: VersionEntry, shown: ShownPricing): Promise<number>;
  /** A store's versions of one customiser, newest first, a page at a time: positioned by version number. */
  list(storeId: number, customiserId: number, page: PageRequest<number>): Promise<Page<PricingVersion, number>>;
  /** One version of a store's customiser, with its document. */
  find(storeId: number, customiserId: number, version: number): Promise<PricingVersionWithDocument | undefined>;
  /** Deletes versions recorded before `before`, but never one of each customiser's newest `keep`; answers how many. */
  prune(before: Date, keep: number): Promise<number>;
  /** Deletes every version of a store (a test store's, before its documents are copied again); answers how many. */
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
  /** A customiser of a store named by its id (a test store's, while its data is copied), whatever the calling store. */
  customiserOfStore(storeId: number, customiserId: number): Promise<PricedCustomiser | undefined>;
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
