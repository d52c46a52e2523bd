/**
 * The pricing document as the price calculation reads it: the customiser's base pricing, price lists and
 * sheet pricing (the Store API's document, minus the sizes, which the configuration carries). Money is
 * integer minor units; `price_per_cm` and `price_per_sq_cm` are decimal major units.
 */
export type LineAmounts = Record<string, number>;

export interface StorefrontShipping {
  calculation: string;
  volumetric_divisor: number | null;
  add_weight_to_product: boolean;
}

export interface SimpleLetterPriceRow {
  size_id: number | null;
  base_price: LineAmounts;
  letter_price: LineAmounts;
  letter_price_by_position?: Record<string, number[]> | null;
}

export interface AreaPriceRow {
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

export interface AdvancedLetterPriceRow extends AreaPriceRow {
  max_price_multiplier: number | null;
  price_per_cm: number;
  price_per_letter: number;
  price_per_letter_by_position: number[] | null;
}

export interface StorefrontPriceList {
  price_list_id: number;
  name: string;
  letter_pricing_mode?: string | undefined;
  letter_pricing_method?: 'material_length' | 'fixed_letter' | undefined;
  shipping?: StorefrontShipping | undefined;
  rows: (SimpleLetterPriceRow | AdvancedLetterPriceRow | AreaPriceRow)[];
}

export interface PricingDocumentForStorefront {
  base_pricing: { mode: 'single_base_price_by_size' | 'included_in_price_lists'; rows: { size_id: number | null; base_price: LineAmounts }[] };
  price_lists: StorefrontPriceList[];
  sheet_pricing: { rows: { width_limit_cm: number; height_limit_cm: number; base_price: number; price_per_sq_cm: number }[] } | null;
}
