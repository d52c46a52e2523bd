/**
 * The pricing document of a customiser. Money is integer minor units (`base_price`, `letter_price`,
 * `price_per_letter`, position schedules); `price_per_cm` and `price_per_sq_cm` are decimal major units.
 */
export type PricedModel = 'simple_letter' | 'advanced_letter' | 'frame_fit';

/** Amounts per number of text lines: `{ line_1: 1200, line_2: 1800 }`. */
export type LineAmounts = Record<string, number>;

export interface PricingSize {
  size_id: number | null;
  client_key: string | null;
  name: string;
  description: string | null;
  sort_order: number;
  char_limit: number | null;
  line_limit: number | null;
  min_char: number;
  width_cm: number | null;
  height_cm: number | null;
  line_height_cm: number | null;
  width_multiplier: number | null;
  length_cm: number | null;
  sizing_strategy: 'fixed_width' | 'fixed_height' | null;
  height_measurement_mode: 'line_height' | 'letter_height' | null;
}

/** A size as the catalogue holds it: it has its id. */
export type StoredSize = PricingSize & { size_id: number };

export interface SizeReference {
  size_id: number | null;
  size_key: string | null;
}

export interface BasePricing {
  mode: 'single_base_price_by_size' | 'included_in_price_lists';
  rows: (SizeReference & { base_price: LineAmounts })[];
}

export interface Shipping {
  calculation: string;
  volumetric_divisor: number | null;
  add_weight_to_product: boolean;
}

export interface SimpleLetterRow extends SizeReference {
  base_price: LineAmounts;
  letter_price: LineAmounts;
  letter_price_by_position?: Record<string, number[]> | null;
}

export interface AreaRow {
  base_price: number;
  width_limit_cm: number | null;
  height_limit_cm: number | null;
  length_limit_cm: number | null;
  price_per_sq_cm: number;
  fixed_length_cm: number | null;
  width_modifier: number;
  height_modifier: number;
  length_modifier: number;
}

export interface AdvancedLetterRow extends AreaRow {
  max_price_multiplier: number | null;
  price_per_cm: number;
  price_per_letter: number;
  price_per_letter_by_position: number[] | null;
}

export interface PriceList {
  price_list_id: number | null;
  name: string;
  letter_pricing_mode?: string;
  letter_pricing_method?: 'material_length' | 'fixed_letter';
  shipping?: Shipping;
  rows: (SimpleLetterRow | AdvancedLetterRow | AreaRow)[];
}

export interface SheetPricing {
  rows: { width_limit_cm: number; height_limit_cm: number; base_price: number; price_per_sq_cm: number }[];
}

export interface PricingDocument {
  sizes: PricingSize[];
  base_pricing: BasePricing;
  price_lists: PriceList[];
  sheet_pricing: SheetPricing | null;
}

/** What pricing keeps itself: everything of the document but the sizes (catalogue rows); rows name sizes by id only. */
export interface StoredPricing {
  base_pricing: BasePricing;
  price_lists: (PriceList & { price_list_id: number })[];
  sheet_pricing: SheetPricing | null;
}

/** What a new customiser's document is before anyone prices it. */
export function emptyDocument(model: PricedModel): Omit<PricingDocument, 'sizes'> {
  return {
    base_pricing: { mode: 'single_base_price_by_size', rows: [] },
    price_lists: model === 'frame_fit' ? [{ price_list_id: null, name: 'Frame fit', shipping: { calculation: 'physical', volumetric_divisor: null, add_weight_to_product: false }, rows: [] }] : [],
    sheet_pricing: null,
  };
}
