import { aColour, aDesign, aSimpleLetterRow, aSize, aStorefrontSnapshot } from '../../test-support/a-storefront-snapshot';
import { priceDesign } from '../price-design';
import type { PricingDocumentForStorefront } from '../storefront-pricing';

/** docs/pricing.md, "Simple letter": Medium is 60 × 20 cm; one price list with a position schedule for one line; a sheet. */
const pricing: Partial<PricingDocumentForStorefront> = {
  base_pricing: { mode: 'single_base_price_by_size', rows: [{ size_id: 11, base_price: { line_1: 4900, line_2: 7840, line_3: 10290 } }] },
  price_lists: [
    {
      price_list_id: 1,
      name: 'Standard letters',
      letter_pricing_mode: 'price_by_position',
      rows: [aSimpleLetterRow({ size_id: 11, base_price: { line_1: 0 }, letter_price: { line_1: 450, line_2: 720, line_3: 945 }, letter_price_by_position: { line_1: [600, 550, 500, 450] } })],
    },
  ],
  // Listed largest first: the smallest sheet by area is tried first all the same.
  sheet_pricing: { rows: [{ width_limit_cm: 200, height_limit_cm: 100, base_price: 4000, price_per_sq_cm: 0.03 }, { width_limit_cm: 100, height_limit_cm: 50, base_price: 2500, price_per_sq_cm: 0.04 }] },
};
const warmWhite = aColour({ id: 51, name: 'Warm white', base_price: 1500, price_multiplier: 1.2 });
const snapshot = aStorefrontSnapshot({ configuration: { colours: [warmWhite] }, pricing });

describe('simple letter pricing', () => {
  it('prices the worked example: base by lines, letters by position schedule then letter price, the smallest sheet that fits, a colour', () => {
    const price = priceDesign({ snapshot, design: aDesign({ lines: ['Open Late'], colour_id: 51 }) });
    // base:   line_1 = 4900
    // letters: 8 letters (O p e n L a t e): 600 + 550 + 500 + 450 by position, then 4 × 450 = 2100 + 1800 = 3900
    // sheet:  60 × 20 cm fits 100 × 50 first (5000 cm² < 20000 cm²): 2500 + 0.04 EUR × 1200 cm² = 2500 + 4800 = 7300
    // S = 4900 + 3900 + 7300 = 16100; colour 1500; colour × 1.2 on the letters: 0.2 × 16100 = 3220
    // total = 16100 + 1500 + 3220 = 20820
    expect(price.lines).toEqual([
      { code: 'base', label: 'Base price (1 line)', amount: 4900 },
      { code: 'letters', label: 'Letters (8: the first 4 for €21.00, then 4 × €4.50)', amount: 3900 },
      { code: 'sheet', label: 'Sheet 60 × 20 cm', amount: 7300 },
      { code: 'colour', label: 'Colour: Warm white', amount: 1500 },
      { code: 'colour_multiplier', label: 'Colour: Warm white (× 1.2 the letters)', amount: 3220 },
    ]);
    expect(price).toMatchObject({ object: 'design_price', customiser_id: 3, currency: 'EUR', total: 20820, dimensions: { width_cm: 60, height_cm: 20, outline_length_cm: null }, shipping: null });
  });

  it('uses a position schedule only for the line count it is given for', () => {
    // two lines: base line_2 = 7840; no schedule for line_2, so 8 × 720 = 5760; sheet 7300; total 20900
    const price = priceDesign({ snapshot, design: aDesign({ lines: ['Open', '', 'Late'] }) });
    expect(price.lines.map((line) => [line.code, line.amount])).toEqual([['base', 7840], ['letters', 5760], ['sheet', 7300]]);
    expect(price.total).toBe(20900);
  });

  it('takes the base price from the price list row when base pricing is included in price lists', () => {
    const included = aStorefrontSnapshot({
      pricing: { base_pricing: { mode: 'included_in_price_lists', rows: [] }, price_lists: [{ price_list_id: 1, name: 'Letters', rows: [aSimpleLetterRow({ base_price: { line_1: 3000 }, letter_price: { line_1: 500 } })] }] },
    });
    // 3000 + 4 × 500 = 5000
    expect(priceDesign({ snapshot: included, design: aDesign({ lines: ['Open'] }) }).lines).toEqual([
      { code: 'base', label: 'Base price (1 line)', amount: 3000 },
      { code: 'letters', label: 'Letters (4 × €5.00)', amount: 2000 },
    ]);
  });

  it('charges the base alone when the size has a base price but no letter price', () => {
    const baseOnly = aStorefrontSnapshot({ pricing: { base_pricing: pricing.base_pricing!, price_lists: [] } });
    expect(priceDesign({ snapshot: baseOnly, design: aDesign() }).lines).toEqual([{ code: 'base', label: 'Base price (1 line)', amount: 4900 }]);
  });

  it('keeps the base line at 0 and omits other lines that come to 0', () => {
    const free = aStorefrontSnapshot({ pricing: { price_lists: [{ price_list_id: 1, name: 'Free', rows: [aSimpleLetterRow({ letter_price: { line_1: 0 } })] }] } });
    expect(priceDesign({ snapshot: free, design: aDesign() })).toMatchObject({ total: 0, lines: [{ code: 'base', amount: 0 }] });
  });

  it('refuses a size with neither a base price nor a price list row: not_priced', () => {
    const other = aStorefrontSnapshot({ configuration: { sizes: [aSize(), aSize({ id: 12, name: 'Huge' })] }, pricing });
    expect(() => priceDesign({ snapshot: other, design: aDesign({ size_id: 12 }) })).toThrow(expect.objectContaining({ code: 'validation_failed', errors: [expect.objectContaining({ pointer: '', code: 'not_priced' })] }));
  });

  it('refuses a sign larger than every sheet: design_too_large', () => {
    const huge = aStorefrontSnapshot({ configuration: { sizes: [aSize({ width_cm: 240 })] }, pricing });
    expect(() => priceDesign({ snapshot: huge, design: aDesign() })).toThrow(expect.objectContaining({ errors: [expect.objectContaining({ pointer: '', code: 'design_too_large' })] }));
  });
});
