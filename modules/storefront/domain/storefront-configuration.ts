import type { StoredSize } from '../../pricing';
import type { PricingDocumentForStorefront } from './storefront-pricing';

/** How an option moves the price: its own base price, and a multiplier of the letters or of the whole. */
export interface OptionPrice {
  base_price: number;
  price_multiplier: number;
  price_multiplier_target: 'base_letter_price' | 'total_price';
}

/** A row offered to shoppers: its id, name and whatever the designer needs to show it. */
export interface StorefrontOption extends OptionPrice {
  id: number;
  name: string;
  description: string | null;
  sort_order: number;
  [attribute: string]: unknown;
}

export interface StorefrontFont {
  id: number;
  name: string;
  sort_order: number;
  line_height: number | null;
  min_height_smallest_letter_cm: number | null;
  min_height_uppercase_letter_cm: number | null;
  minimum_size_id: number | null;
  font_tier_id: number | null;
  /** The font's tier multiplies the letters' price (1 without a tier). */
  price_multiplier: number;
  font_file: { has_font_file: boolean; family_name: string | null; ttf_url: string | null };
}

/** A size as the storefront shows it: pricing's size, named by `id`, without the integration's `client_key`. */
export type StorefrontSize = Omit<StoredSize, 'size_id' | 'client_key'> & { id: number };

export interface StorefrontBackboard extends StorefrontOption {
  backboard_type: string | null;
  price_per_sq_cm: number | null;
  letter_type_ids: number[];
  has_custom_shape: boolean;
}

export interface StorefrontColour extends StorefrontOption {
  hexcode: string | null;
  min_width_cm: number | null;
  min_height_cm: number | null;
}

export interface StorefrontJacket extends StorefrontOption {
  excluded_colour_ids: number[];
}

export interface StorefrontExtra extends StorefrontOption {
  colour_ids: number[];
}

export interface StorefrontLetterType {
  id: number;
  name: string;
  letter_parts: string[];
  /** The letter-part colour selections the merchant configured, with the colours each offers. */
  parts: { letter_part: string; name: string | null; optional: boolean | null; colour_ids: number[] }[];
}

/** The merchant's wording of a part of the designer, keyed by `name` (`title`, `description` …). */
export interface StorefrontLabel {
  id: number;
  name: string;
  text: string;
  sort_order: number;
}

/** A form's questions as a shopper sees them: never its recipients. */
export interface StorefrontForm {
  id: number;
  name: string;
  description: string | null;
  form_type: string;
  button_label: string | null;
  fields: StorefrontFormField[];
}

export interface StorefrontFormField {
  field_id: string;
  name: string;
  input_type: string;
  required: boolean;
  /** `name`, `email` or `phone`: the answer also becomes that part of the quote's contact. */
  customer_field: string | null;
  placeholder: string | null;
  info: string | null;
  min: number | string | null;
  max: number | string | null;
  min_date: string | null;
  max_date: string | null;
  allow_multiple: boolean;
  options: string[];
  checkbox_value: string | null;
}

/**
 * Everything a designer page needs for one active customiser, as GET /storefront/v1/customisers/{id}
 * serves it: public, so it holds no recipients and no price lists (prices come from the price operation).
 */
export interface StorefrontConfiguration {
  object: 'storefront_configuration';
  customiser_id: number;
  name: string;
  pricing_model: 'simple_letter' | 'advanced_letter' | 'frame_fit';
  sign_category: string;
  product_family: string;
  selection_mode: 'single_style' | 'per_word';
  currency: string;
  multiple_fonts: boolean;
  multiple_colours: boolean;
  border_margin_cm: number | null;
  fonts: StorefrontFont[];
  sizes: StorefrontSize[];
  colours: StorefrontColour[];
  backlights: StorefrontColour[];
  jackets: StorefrontJacket[];
  backboards: StorefrontBackboard[];
  mountings: StorefrontOption[];
  mounting_colours: StorefrontColour[];
  support_finishes: StorefrontColour[];
  extras: StorefrontExtra[];
  letter_types: StorefrontLetterType[];
  forms: StorefrontForm[];
  labels: StorefrontLabel[];
}

/**
 * What the storefront caches per customiser: the public configuration, and the pricing the price
 * calculation reads beside it. Option and pricing writes clear it; the next read builds it again.
 */
export interface StorefrontSnapshot {
  storeId: number;
  configuration: StorefrontConfiguration;
  pricing: PricingDocumentForStorefront;
  /** Form recipients stay here, out of the public configuration. */
  formRecipients: Record<number, { recipient_emails: string[]; suppressed_emails: string[]; emails_enabled: boolean }>;
}
