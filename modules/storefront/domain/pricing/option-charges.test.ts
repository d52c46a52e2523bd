import { aBackboard, aColour, aDesign, aFont, aJacket, anExtra, aSimpleLetterRow, aStorefrontSnapshot } from '../../test-support/a-storefront-snapshot';
import { priceDesign } from '../price-design';
import type { StorefrontConfiguration } from '../storefront-configuration';
import type { PricingDocumentForStorefront } from '../storefront-pricing';

/** The simple-letter worked example's sign: S = 4900 base + 3900 letters + 7300 sheet = 16100 for "Open Late". */
const pricing: Partial<PricingDocumentForStorefront> = {
  base_pricing: { mode: 'single_base_price_by_size', rows: [{ size_id: 11, base_price: { line_1: 4900 } }] },
  price_lists: [{ price_list_id: 1, name: 'Standard letters', rows: [aSimpleLetterRow({ letter_price: { line_1: 450 }, letter_price_by_position: { line_1: [600, 550, 500, 450] } })] }],
  sheet_pricing: { rows: [{ width_limit_cm: 100, height_limit_cm: 50, base_price: 2500, price_per_sq_cm: 0.04 }] },
};
const options: Partial<StorefrontConfiguration> = {
  fonts: [aFont({ id: 1, name: 'Script', price_multiplier: 1.25 })],
  border_margin_cm: 2,
  colours: [aColour({ id: 51, name: 'Warm white', base_price: 1500, price_multiplier: 1.2 })],
  backlights: [aColour({ id: 52, name: 'RGB', base_price: 2500 })],
  jackets: [aJacket({ id: 61, name: 'White', base_price: 800, price_multiplier: 1.1, price_multiplier_target: 'total_price' })],
  mounting_colours: [aColour({ id: 53, name: 'Black' })],
  backboards: [aBackboard({ id: 81, name: 'Acrylic', base_price: 2000, price_per_sq_cm: 0.02 })],
  extras: [
    anExtra({ id: 71, name: 'Dimmer', base_price: 900, price_multiplier: 1.05, price_multiplier_target: 'total_price' }),
    anExtra({ id: 72, name: 'Remote', base_price: 1200 }),
  ],
};

describe('option charges', () => {
  it('prices the worked example: base prices, letter multipliers over S, backboard area, then total multipliers over one T', () => {
    const design = aDesign({ lines: ['Open Late'], colour_id: 51, backlight_id: 52, jacket_id: 61, mounting_colour_id: 53, backboard_id: 81, extras: [71, 72] });
    const price = priceDesign({ snapshot: aStorefrontSnapshot({ configuration: options, pricing }), design });
    // S = 16100
    // font tier × 1.25 on the letters: 0.25 × 16100 = 4025 (its own base price is 0: no line)
    // colour 1500; × 1.2 on the letters: 0.2 × 16100 = 3220
    // backlight 2500; jacket 800 (its multiplier is on the total); mounting colour 0: no line
    // backboard 2000; area 0.02 × (60 + 2 × 2) × (20 + 2 × 2) = 0.02 × 64 × 24 = 30.72 EUR = 3072
    // extras 900 and 1200
    // T = 16100 + 4025 + 1500 + 3220 + 2500 + 800 + 2000 + 3072 + 900 + 1200 = 35317
    // jacket × 1.1 on the total: 0.1 × 35317 = 3531.7 → 3532; dimmer × 1.05: 0.05 × 35317 = 1765.85 → 1766 (both of T: no compounding)
    // total = 35317 + 3532 + 1766 = 40615
    expect(price.lines.slice(3)).toEqual([
      { code: 'font_tier_multiplier', label: 'Font: Script (× 1.25 the letters)', amount: 4025 },
      { code: 'colour', label: 'Colour: Warm white', amount: 1500 },
      { code: 'colour_multiplier', label: 'Colour: Warm white (× 1.2 the letters)', amount: 3220 },
      { code: 'backlight', label: 'Backlight: RGB', amount: 2500 },
      { code: 'jacket', label: 'Jacket: White', amount: 800 },
      { code: 'backboard', label: 'Backboard: Acrylic', amount: 2000 },
      { code: 'backboard_area', label: 'Backboard area 64 × 24 cm', amount: 3072 },
      { code: 'extra:71', label: 'Extra: Dimmer', amount: 900 },
      { code: 'extra:72', label: 'Extra: Remote', amount: 1200 },
      { code: 'jacket_multiplier', label: 'Jacket: White (× 1.1 the total)', amount: 3532 },
      { code: 'extra:71_multiplier', label: 'Extra: Dimmer (× 1.05 the total)', amount: 1766 },
    ]);
    expect(price.total).toBe(40615);
  });

  it('multiplies the letters by a letter multiplier below 1 as a negative line', () => {
    const discounted = { ...options, fonts: [aFont()], colours: [aColour({ id: 51, price_multiplier: 0.9 })] };
    // 0.9 − 1 = −0.1; −0.1 × 16100 = −1610
    const price = priceDesign({ snapshot: aStorefrontSnapshot({ configuration: discounted, pricing }), design: aDesign({ lines: ['Open Late'], colour_id: 51 }) });
    expect(price.lines.find((line) => line.code === 'colour_multiplier')?.amount).toBe(-1610);
    expect(price.total).toBe(16100 - 1610);
  });

  it('adds each further colour of a per-word design once, at its base price', () => {
    const perWord = {
      selection_mode: 'per_word' as const,
      colours: [
        aColour({ id: 51, name: 'Warm white', base_price: 1500 }),
        aColour({ id: 54, name: 'Pink', base_price: 1800, price_multiplier: 1.5 }),
        aColour({ id: 55, name: 'Blue', base_price: 2000 }),
      ],
    };
    const words = [51, 54, 54, 55].map((colour_id) => ({ font_id: 1, colour_id }));
    const price = priceDesign({ snapshot: aStorefrontSnapshot({ configuration: perWord, pricing }), design: aDesign({ lines: ['Open late every day'], colour_id: 51, words }) });
    // 16 letters: 2100 + 12 × 450 = 7500; S = 4900 + 7500 + 7300 = 19700; colour 1500; pink 1800 once (no multiplier); blue 2000
    expect(price.lines.slice(3)).toEqual([
      { code: 'colour', label: 'Colour: Warm white', amount: 1500 },
      { code: 'word_colour:54', label: 'Word colour: Pink', amount: 1800 },
      { code: 'word_colour:55', label: 'Word colour: Blue', amount: 2000 },
    ]);
    expect(price.total).toBe(19700 + 1500 + 1800 + 2000);
  });
});
