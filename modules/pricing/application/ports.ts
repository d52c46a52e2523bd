import type { BasePricing, PriceList, PricedModel, PricingSize, SheetPricing } from '../domain/pricing-document';

/** What pricing keeps itself: everything of the document but the sizes, which are catalogue rows. */
export interface StoredPricing {
  base_pricing: BasePricing;
  price_lists: (PriceList & { price_list_id: number })[];
  sheet_pricing: SheetPricing | null;
}

export interface PricingDocumentRepository {
  /** The stored document, locked for the rest of the transaction when asked. */
  find(customiserId: number, options?: { forUpdate?: boolean }): Promise<StoredPricing | undefined>;
  save(storeId: number, customiserId: number, pricing: StoredPricing): Promise<void>;
  nextPriceListId(): Promise<number>;
}

export interface PricedCustomiser {
  id: number;
  storeId: number;
  pricingModel: string;
}

/** The catalogue as pricing sees it: the customiser, and its sizes as rows of the document. */
export interface CatalogueSizes {
  customiser(customiserId: number): Promise<PricedCustomiser>;
  list(customiserId: number): Promise<(PricingSize & { size_id: number })[]>;
  create(customiserId: number, size: PricingSize): Promise<number>;
  update(customiserId: number, size: PricingSize & { size_id: number }): Promise<void>;
  remove(customiserId: number, sizeId: number): Promise<void>;
  referencers(customiserId: number, sizeId: number): Promise<{ type: string; id: number | string; name: string | null }[]>;
  written(storeId: number, customiserId: number): Promise<void>;
}

export interface StoreCurrency {
  /** The store's currency, or null where the store has none or a hosted platform's storefront sets it. */
  currencyOf(storeId: number): Promise<string | null>;
}

export const isPricedModel = (model: string): model is PricedModel => ['simple_letter', 'advanced_letter', 'frame_fit'].includes(model);
