/**
 * The pricing document as the price calculation reads it: the customiser's base pricing, price lists and
 * sheet pricing (the Store API's document, minus the sizes, which the configuration carries). Money is
 * integer minor units; `price_per_cm` and `price_per_sq_cm` are decimal major units. Its types are the
 * pricing context's own, named through its face, narrowed to what a stored document read for pricing holds.
 */
import type { AdvancedLetterRow, AreaRow, BasePricing, PriceList, SheetPricing, Shipping, SimpleLetterRow } from '../../pricing';

export type { LineAmounts } from '../../pricing';

export type StorefrontShipping = Shipping;

/** A simple-letter row as the calculation reads it: its size by id alone (the configuration carries the sizes). */
export type SimpleLetterPriceRow = Omit<SimpleLetterRow, 'size_key'>;

export type AreaPriceRow = AreaRow;

export type AdvancedLetterPriceRow = AdvancedLetterRow;

/** A stored price list: it has its id. */
export interface StorefrontPriceList extends Omit<PriceList, 'price_list_id' | 'rows'> {
  price_list_id: number;
  rows: (SimpleLetterPriceRow | AdvancedLetterPriceRow | AreaPriceRow)[];
}

export interface PricingDocumentForStorefront {
  base_pricing: { mode: BasePricing['mode']; rows: Omit<BasePricing['rows'][number], 'size_key'>[] };
  price_lists: StorefrontPriceList[];
  sheet_pricing: SheetPricing | null;
}
