import type { Design } from '../design';
import type { PriceLine, ShippingWeight, TextMeasurement } from '../design-price';
import type { StorefrontConfiguration, StorefrontFont, StorefrontSize } from '../storefront-configuration';
import type { PricingDocumentForStorefront } from '../storefront-pricing';

/** What every model's pricing reads: the design with its font and size resolved, and its text. */
export interface SignPricingInput {
  configuration: StorefrontConfiguration;
  pricing: PricingDocumentForStorefront;
  design: Design;
  font: StorefrontFont;
  size: StorefrontSize;
  /** The lines carrying text (blank lines make no part of a sign); n = their number. */
  textLines: string[];
  /** Every letter of the text in reading order. */
  letters: string[];
  measurement: TextMeasurement | undefined;
}

/**
 * The sign itself priced by its model, before options: `lines` (base, letters, sheet or area, the cap)
 * add up to the letter subtotal S that letter multipliers scale. Dimensions are unrounded.
 */
export interface SignPricing {
  lines: PriceLine[];
  widthCm: number;
  heightCm: number;
  outlineLengthCm: number | null;
  shipping: ShippingWeight | null;
}
