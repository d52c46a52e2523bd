import { aDesign, aFont, anAdvancedRow, aSize, aStorefrontSnapshot } from '../../test-support/a-storefront-snapshot';
import type { TextMeasurement } from '../design-price';
import { priceDesign } from '../price-design';
import type { AdvancedLetterPriceRow, StorefrontPriceList } from '../storefront-pricing';

const SHIPPING = { calculation: 'physical', volumetric_divisor: 5000, add_weight_to_product: true };
const small = (overrides: Partial<AdvancedLetterPriceRow> = {}) =>
  anAdvancedRow({ base_price: 3500, width_limit_cm: 50, height_limit_cm: 30, length_limit_cm: 400, price_per_sq_cm: 0.08, price_per_cm: 0.45, ...overrides });
const large = (overrides: Partial<AdvancedLetterPriceRow> = {}) =>
  anAdvancedRow({ base_price: 6000, width_limit_cm: 120, height_limit_cm: 60, length_limit_cm: 1200, price_per_sq_cm: 0.06, width_modifier: 1.1, price_per_cm: 0.45, ...overrides });

const snapshotWith = (list: Omit<StorefrontPriceList, 'price_list_id' | 'name'>, size = aSize({ id: 11, height_cm: 10, length_cm: 8 }), font = aFont({ line_height: 1.2 })) =>
  aStorefrontSnapshot({
    configuration: { pricing_model: 'advanced_letter', fonts: [font], sizes: [size] },
    pricing: { base_pricing: { mode: 'included_in_price_lists', rows: [] }, price_lists: [{ price_list_id: 1, name: 'Letters', ...list }] },
  });
const measured = (lineWidthsCm: number[], outlineLengthCm: number): TextMeasurement => ({ lineWidthsCm, outlineLengthCm, missingCharacters: [] });

describe('advanced letter pricing by material length', () => {
  // docs/pricing.md, "Advanced letter, material length": the small row carries modifiers and a 1.3 cap.
  const snapshot = snapshotWith({
    letter_pricing_method: 'material_length',
    shipping: SHIPPING,
    rows: [large(), small({ width_modifier: 1.5, height_modifier: 1.25, length_modifier: 1.4, max_price_multiplier: 1.3 })],
  });

  it('prices the worked example: smallest fitting row, modified area and outline, capped at max_price_multiplier × the unmodified price', () => {
    const price = priceDesign({ snapshot, design: aDesign({ lines: ['Open', 'Late'] }), measurement: measured([45.5, 38.2], 310.4) });
    // W = max(45.5, 38.2) = 45.5; H = 2 lines × 10 cm × line height 1.2 = 24; L = 310.4
    // rows by width limit: 50 × 30 × 400 first; 45.5 ≤ 50, 24 ≤ 30, 310.4 ≤ 400: it fits
    // modified: Wm = 45.5 × 1.5 = 68.25, Hm = 24 × 1.25 = 30, Lm = 310.4 × 1.4 = 434.56
    // base 3500; area 0.08 × 68.25 × 30 = 163.80 EUR = 16380; letters 0.45 × 434.56 = 195.552 EUR = 19555.2 → 19555
    // M = 3500 + 16380 + 19555 = 39435
    // U = 3500 + 0.08 × 45.5 × 24 (87.36 EUR = 8736) + 0.45 × 310.4 (139.68 EUR = 13968) = 26204; U × 1.3 = 34065.2
    // M > 34065.2: cap = 34065.2 − 39435 = −5369.8 → −5370; total = 39435 − 5370 = 34065
    expect(price.lines).toEqual([
      { code: 'base', label: 'Base price', amount: 3500 },
      { code: 'area', label: 'Size of the sign', amount: 16380 },
      { code: 'letters', label: 'Letters', amount: 19555 },
      { code: 'max_price_multiplier', label: 'Price cap', amount: -5370 },
    ]);
    expect(price.total).toBe(34065);
    expect(price.dimensions).toEqual({ width_cm: 45.5, height_cm: 24, outline_length_cm: 310.4 });
    // 45.5 × 24 × 8 cm / 5000 = 1.7472 → 1.747 kg
    expect(price.shipping).toEqual({ calculation: 'physical', volumetric_weight_kg: 1.747, add_weight_to_product: true });
  });

  it('adds no cap line while the modified price stays within max_price_multiplier × the unmodified one', () => {
    const generous = snapshotWith({ letter_pricing_method: 'material_length', rows: [small({ width_modifier: 1.5, height_modifier: 1.25, length_modifier: 1.4, max_price_multiplier: 2 })] });
    // M = 39435 ≤ 26204 × 2 = 52408
    const price = priceDesign({ snapshot: generous, design: aDesign({ lines: ['Open', 'Late'] }), measurement: measured([45.5, 38.2], 310.4) });
    expect(price.lines.map((line) => line.code)).toEqual(['base', 'area', 'letters']);
    expect(price.total).toBe(39435);
  });

  it('moves to a larger row when the outline is longer than the small row allows', () => {
    const price = priceDesign({ snapshot, design: aDesign({ lines: ['Open', 'Late'] }), measurement: measured([45.5, 38.2], 500) });
    // 500 > 400: the 120 × 60 × 1200 row. base 6000; area 0.06 × (45.5 × 1.1 = 50.05) × 24 = 72.072 EUR → 7207; letters 0.45 × 500 = 225 EUR = 22500
    expect(price.lines.map((line) => [line.code, line.amount])).toEqual([['base', 6000], ['area', 7207], ['letters', 22500]]);
    expect(price.total).toBe(35707);
  });

  it('chooses by a row fixed length instead of the measured one, and charges that length', () => {
    const fixed = snapshotWith({ letter_pricing_method: 'material_length', rows: [small({ length_limit_cm: 100, fixed_length_cm: 80 })] });
    // L' = 80 ≤ 100 although L = 310.4; letters 0.45 × 80 = 36 EUR = 3600; area 0.08 × 45.5 × 24 = 8736
    const price = priceDesign({ snapshot: fixed, design: aDesign({ lines: ['Open', 'Late'] }), measurement: measured([45.5, 38.2], 310.4) });
    expect(price.lines.map((line) => [line.code, line.amount])).toEqual([['base', 3500], ['area', 8736], ['letters', 3600]]);
  });

  it('treats a row without limits as unlimited, after every limited row', () => {
    const open = snapshotWith({ letter_pricing_method: 'material_length', rows: [anAdvancedRow({ base_price: 99000 }), small()] });
    expect(priceDesign({ snapshot: open, design: aDesign({ lines: ['Open'] }), measurement: measured([40], 100) }).lines[0]?.amount).toBe(3500);
    expect(priceDesign({ snapshot: open, design: aDesign({ lines: ['Open'] }), measurement: measured([400], 100) }).lines[0]?.amount).toBe(99000);
  });

  it('refuses a sign no row fits: design_too_large', () => {
    expect(() => priceDesign({ snapshot, design: aDesign({ lines: ['Open'] }), measurement: measured([130], 100) })).toThrow(
      expect.objectContaining({ code: 'validation_failed', errors: [expect.objectContaining({ pointer: '', code: 'design_too_large' })] }),
    );
  });

  it('refuses a customiser without a price list: not_priced', () => {
    const unpriced = aStorefrontSnapshot({ configuration: { pricing_model: 'advanced_letter', sizes: [aSize({ height_cm: 10 })] } });
    expect(() => priceDesign({ snapshot: unpriced, design: aDesign(), measurement: measured([20], 50) })).toThrow(expect.objectContaining({ errors: [expect.objectContaining({ pointer: '', code: 'not_priced' })] }));
  });

  it('refuses to price by material length in a font without a file: font_file_missing', () => {
    const fileless = snapshotWith({ letter_pricing_method: 'material_length', rows: [small()] }, undefined, aFont({ font_file: { has_font_file: false, family_name: null, ttf_url: null } }));
    expect(() => priceDesign({ snapshot: fileless, design: aDesign() })).toThrow(expect.objectContaining({ errors: [expect.objectContaining({ pointer: '/font_id', code: 'font_file_missing' })] }));
  });
});

describe('advanced letter pricing by fixed letter', () => {
  // docs/pricing.md, "Advanced letter, fixed letter"
  const letterPrices = { price_per_letter: 800, price_per_letter_by_position: [1200, 1000, 900] };
  const snapshot = snapshotWith(
    { letter_pricing_method: 'fixed_letter', shipping: SHIPPING, rows: [small(letterPrices), large(letterPrices)] },
    aSize({ id: 11, width_cm: 80, height_cm: 10, length_cm: null }),
    aFont(),
  );

  it('prices the worked example: the row the widest line fits, its area, the letters by position then per letter', () => {
    const price = priceDesign({ snapshot, design: aDesign({ lines: ['Open 24'] }), measurement: measured([62], 280) });
    // W = 62 > 50: the 120 × 60 × 1200 row; H = 1 × 10 × 1 = 10; L = 280 ≤ 1200
    // base 6000; area 0.06 × (62 × 1.1 = 68.2) × 10 = 40.92 EUR = 4092
    // letters: 6 (O p e n 2 4): 1200 + 1000 + 900 + 3 × 800 = 5500; total = 6000 + 4092 + 5500 = 15592
    expect(price.lines).toEqual([
      { code: 'base', label: 'Base price', amount: 6000 },
      { code: 'area', label: 'Size of the sign', amount: 4092 },
      { code: 'letters', label: 'Letters (6: the first 3 for €31.00, then 3 × €8.00)', amount: 5500 },
    ]);
    expect(price.total).toBe(15592);
    expect(price.dimensions).toEqual({ width_cm: 62, height_cm: 10, outline_length_cm: null });
    // the size has no depth: shipping is physical but without a weight
    expect(price.shipping).toEqual({ calculation: 'physical', volumetric_weight_kg: null, add_weight_to_product: true });
  });

  it('without a measurement, takes the size width as the sign width', () => {
    // W = 80 (the size's width) > 50: the large row; area 0.06 × 88 × 10 = 52.8 EUR = 5280
    const price = priceDesign({ snapshot, design: aDesign({ lines: ['Open 24'] }) });
    expect(price.lines.map((line) => [line.code, line.amount])).toEqual([['base', 6000], ['area', 5280], ['letters', 5500]]);
  });
});
