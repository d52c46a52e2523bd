import fc from 'fast-check';
import { aBackboard, aColour, aDesign, aFont, aJacket, anAdvancedRow, anAreaRow, anExtra, aSimpleLetterRow, aSize, aStorefrontSnapshot } from '../test-support/a-storefront-snapshot';
import { designErrors } from './design-rules';
import type { TextMeasurement } from './design-price';
import { priceDesign } from './price-design';
import type { OptionPrice, StorefrontConfiguration } from './storefront-configuration';
import type { PricingDocumentForStorefront } from './storefront-pricing';

describe('pricing a design', () => {
  const advanced = aStorefrontSnapshot({
    configuration: { pricing_model: 'advanced_letter', sizes: [aSize({ height_cm: 10 })] },
    pricing: { price_lists: [{ price_list_id: 1, name: 'Letters', letter_pricing_method: 'material_length', rows: [anAdvancedRow({ price_per_cm: 0.5 })] }] },
  });

  it('refuses characters the font has no glyph for, pointing at their line of the design', () => {
    // The measurement's line 1 is the second text line: the design's line 2, after a blank one.
    const measurement: TextMeasurement = { lineWidthsCm: [20, 25], outlineLengthCm: 90, missingCharacters: [{ line: 1, character: 'é' }, { line: 1, character: 'é' }, { line: 1, character: '☕' }] };
    expect(() => priceDesign({ snapshot: advanced, design: aDesign({ lines: ['Open', '', 'Café ☕'] }), measurement })).toThrow(
      expect.objectContaining({ status: 422, code: 'validation_failed', errors: [{ pointer: '/lines/2', code: 'character_not_in_font', detail: 'The font has no “é”, “☕”.' }] }),
    );
  });

  it('refuses a font or size the customiser does not offer, should validation have been skipped', () => {
    expect(() => priceDesign({ snapshot: advanced, design: aDesign({ font_id: 9 }) })).toThrow(expect.objectContaining({ errors: [expect.objectContaining({ pointer: '/font_id', code: 'unsupported_value' })] }));
  });

  it('answers a total equal to the sum of its lines, every amount a whole minor unit, for any valid design', () => {
    fc.assert(
      fc.property(aPricedDesign(), ({ configuration, pricing, lines, measurement, frame, options }) => {
        const snapshot = aStorefrontSnapshot({ configuration, pricing });
        const design = aDesign({ lines, ...options, ...(configuration.pricing_model === 'frame_fit' ? frame : {}) });
        expect(designErrors(snapshot.configuration, design, snapshot.pricing)).toEqual([]);
        const price = priceDesign({ snapshot, design, measurement });
        expect(price.total).toBe(price.lines.reduce((sum, line) => sum + line.amount, 0));
        for (const line of price.lines) expect(Number.isSafeInteger(line.amount)).toBe(true);
        expect(price.lines[0]?.code).toBe('base');
      }),
      { numRuns: 300 },
    );
  });
});

/** Random customisers of every model, always with a row that fits, and a valid design for each. */
function aPricedDesign() {
  const money = fc.integer({ min: 0, max: 20000 });
  const rate = fc.double({ min: 0, max: 0.5, noNaN: true });
  const modifier = fc.double({ min: 0.5, max: 2, noNaN: true });
  const optionPrice: fc.Arbitrary<OptionPrice> = fc.record({
    base_price: money,
    price_multiplier: fc.constantFrom(1, 0.9, 1.1, 1.25, 1.333),
    price_multiplier_target: fc.constantFrom('base_letter_price' as const, 'total_price' as const),
  });
  const areaRow = fc.record({ base_price: money, price_per_sq_cm: rate, width_modifier: modifier, height_modifier: modifier, length_modifier: modifier, width_limit_cm: fc.constantFrom(50, 120, null) });
  const text = fc.array(fc.stringMatching(/^[A-Za-z0-9]{1,6}( [A-Za-z0-9]{1,6})?$/u), { minLength: 1, maxLength: 3 });
  return fc
    .record({
      model: fc.constantFrom('simple_letter' as const, 'advanced_letter' as const, 'frame_fit' as const),
      method: fc.constantFrom('material_length' as const, 'fixed_letter' as const),
      lines: text,
      widths: fc.array(fc.double({ min: 1, max: 200, noNaN: true }), { minLength: 3, maxLength: 3 }),
      outline: fc.double({ min: 1, max: 2000, noNaN: true }),
      frame: fc.record({ width_cm: fc.double({ min: 1, max: 300, noNaN: true }), height_cm: fc.double({ min: 1, max: 300, noNaN: true }) }),
      rows: fc.array(areaRow, { minLength: 1, maxLength: 3 }),
      cap: fc.constantFrom(null, 1, 1.2, 2),
      perCm: rate,
      perLetter: money,
      schedule: fc.option(fc.array(money, { maxLength: 5 })),
      letterPrices: fc.record({ line_1: money, line_2: money }),
      sheetRate: fc.option(rate),
      fontTier: fc.constantFrom(1, 1.2, 0.8),
      prices: fc.array(optionPrice, { minLength: 6, maxLength: 6 }),
      backboardRate: fc.option(rate),
      margin: fc.option(fc.integer({ min: 0, max: 5 })),
      currency: fc.constantFrom('EUR', 'JPY', 'KWD'),
    })
    .map((drawn) => {
      const [colour, backlight, jacket, backboard, extraA, extraB] = drawn.prices as [OptionPrice, OptionPrice, OptionPrice, OptionPrice, OptionPrice, OptionPrice];
      const configuration: Partial<StorefrontConfiguration> = {
        pricing_model: drawn.model,
        currency: drawn.currency,
        border_margin_cm: drawn.margin,
        fonts: [aFont({ price_multiplier: drawn.fontTier })],
        sizes: [aSize({ char_limit: null, height_cm: 10, length_cm: 6 })],
        colours: [aColour({ id: 51, ...colour })],
        backlights: [aColour({ id: 52, ...backlight })],
        jackets: [aJacket({ id: 61, ...jacket })],
        backboards: [aBackboard({ id: 81, ...backboard, price_per_sq_cm: drawn.backboardRate })],
        extras: [anExtra({ id: 71, ...extraA }), anExtra({ id: 72, ...extraB })],
      };
      // A last row without limits, so every sign fits somewhere.
      const rows = [...drawn.rows, { base_price: 1000, price_per_sq_cm: 0.01, width_limit_cm: null }].map((row) => ({ ...row, height_limit_cm: row.width_limit_cm }));
      const pricing: Partial<PricingDocumentForStorefront> =
        drawn.model === 'simple_letter'
          ? {
              base_pricing: { mode: 'single_base_price_by_size', rows: [{ size_id: 11, base_price: drawn.letterPrices }] },
              price_lists: [{ price_list_id: 1, name: 'Letters', rows: [aSimpleLetterRow({ letter_price: drawn.letterPrices, letter_price_by_position: drawn.schedule && { line_1: drawn.schedule } })] }],
              sheet_pricing: drawn.sheetRate === null ? null : { rows: [{ width_limit_cm: 1000, height_limit_cm: 1000, base_price: 700, price_per_sq_cm: drawn.sheetRate }] },
            }
          : {
              price_lists: [
                {
                  price_list_id: 1,
                  name: 'Rows',
                  letter_pricing_method: drawn.model === 'advanced_letter' ? drawn.method : undefined,
                  shipping: { calculation: 'physical', volumetric_divisor: 5000, add_weight_to_product: false },
                  rows: rows.map((row) =>
                    drawn.model === 'frame_fit'
                      ? anAreaRow(row)
                      : anAdvancedRow({ ...row, max_price_multiplier: drawn.cap, price_per_cm: drawn.perCm, price_per_letter: drawn.perLetter, price_per_letter_by_position: drawn.schedule }),
                  ),
                },
              ],
            };
      const measurement: TextMeasurement = { lineWidthsCm: drawn.widths.slice(0, drawn.lines.length), outlineLengthCm: drawn.outline, missingCharacters: [] };
      const options = { colour_id: 51, backlight_id: 52, jacket_id: 61, backboard_id: 81, extras: [71, 72] };
      return { configuration, pricing, lines: drawn.lines, measurement, frame: drawn.frame, options };
    });
}
