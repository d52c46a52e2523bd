import type { Design } from '../domain/design';
import type {
  StorefrontBackboard,
  StorefrontColour,
  StorefrontConfiguration,
  StorefrontExtra,
  StorefrontFont,
  StorefrontJacket,
  StorefrontSize,
  StorefrontSnapshot,
} from '../domain/storefront-configuration';
import type { AdvancedLetterPriceRow, AreaPriceRow, PricingDocumentForStorefront, SimpleLetterPriceRow } from '../domain/storefront-pricing';

const OPTION = { description: null, sort_order: 0, base_price: 0, price_multiplier: 1, price_multiplier_target: 'base_letter_price' as const };

export function aFont(overrides: Partial<StorefrontFont> = {}): StorefrontFont {
  return {
    id: 1, name: 'Neon Sans', sort_order: 0, line_height: null, min_height_smallest_letter_cm: null, min_height_uppercase_letter_cm: null,
    minimum_size_id: null, font_tier_id: null, price_multiplier: 1, font_file: { has_font_file: true, family_name: 'Neon Sans', ttf_url: null }, ...overrides,
  };
}

export function aSize(overrides: Partial<StorefrontSize> = {}): StorefrontSize {
  return {
    id: 11, name: 'Medium', description: null, sort_order: 0, char_limit: 20, line_limit: 3, min_char: 1, width_cm: 60, height_cm: 20,
    line_height_cm: null, length_cm: null, width_multiplier: null, sizing_strategy: null, height_measurement_mode: null, ...overrides,
  };
}

export function aColour(overrides: Partial<StorefrontColour> = {}): StorefrontColour {
  return { ...OPTION, id: 51, name: 'Warm white', hexcode: '#fff4e0', min_width_cm: null, min_height_cm: null, ...overrides };
}

export function aJacket(overrides: Partial<StorefrontJacket> = {}): StorefrontJacket {
  return { ...OPTION, id: 61, name: 'White jacket', excluded_colour_ids: [], ...overrides };
}

export function aBackboard(overrides: Partial<StorefrontBackboard> = {}): StorefrontBackboard {
  return { ...OPTION, id: 81, name: 'Clear acrylic', backboard_type: 'board', price_per_sq_cm: null, letter_type_ids: [], has_custom_shape: false, ...overrides };
}

export function anExtra(overrides: Partial<StorefrontExtra> = {}): StorefrontExtra {
  return { ...OPTION, id: 71, name: 'Dimmer', colour_ids: [], ...overrides };
}

/** A single-style simple-letter customiser in euros with one font and one size; override what a test is about. */
export function aConfiguration(overrides: Partial<StorefrontConfiguration> = {}): StorefrontConfiguration {
  return {
    object: 'storefront_configuration', customiser_id: 3, name: 'Neon letters', pricing_model: 'simple_letter', sign_category: 'neon',
    product_family: 'neon', selection_mode: 'single_style', currency: 'EUR', multiple_fonts: false, multiple_colours: false, border_margin_cm: null,
    fonts: [aFont()], sizes: [aSize()], colours: [], backlights: [], jackets: [], backboards: [], mountings: [], mounting_colours: [],
    support_finishes: [], extras: [], letter_types: [], forms: [], labels: [], ...overrides,
  };
}

export function aSimpleLetterRow(overrides: Partial<SimpleLetterPriceRow> = {}): SimpleLetterPriceRow {
  return { size_id: 11, base_price: { line_1: 0 }, letter_price: { line_1: 450 }, letter_price_by_position: null, ...overrides };
}

export function anAreaRow(overrides: Partial<AreaPriceRow> = {}): AreaPriceRow {
  return {
    base_price: 0, width_limit_cm: null, height_limit_cm: null, length_limit_cm: null, price_per_sq_cm: 0, fixed_length_cm: null,
    width_modifier: 1, height_modifier: 1, length_modifier: 1, ...overrides,
  };
}

export function anAdvancedRow(overrides: Partial<AdvancedLetterPriceRow> = {}): AdvancedLetterPriceRow {
  return { ...anAreaRow(), max_price_multiplier: null, price_per_cm: 0, price_per_letter: 0, price_per_letter_by_position: null, ...overrides };
}

export function aPricingDocument(overrides: Partial<PricingDocumentForStorefront> = {}): PricingDocumentForStorefront {
  return { base_pricing: { mode: 'single_base_price_by_size', rows: [] }, price_lists: [], sheet_pricing: null, ...overrides };
}

export function aStorefrontSnapshot(parts: { configuration?: Partial<StorefrontConfiguration>; pricing?: Partial<PricingDocumentForStorefront> } = {}): StorefrontSnapshot {
  return { storeId: 5, configuration: aConfiguration(parts.configuration), pricing: aPricingDocument(parts.pricing), formRecipients: {} };
}

export function aDesign(overrides: Partial<Design> = {}): Design {
  return { lines: ['Open'], font_id: 1, size_id: 11, ...overrides };
}
