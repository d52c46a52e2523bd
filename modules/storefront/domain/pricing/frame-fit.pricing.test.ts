import { aBackboard, aDesign, anAreaRow, aSize, aStorefrontSnapshot } from '../../test-support/a-storefront-snapshot';
import { priceDesign } from '../price-design';
import type { StorefrontConfiguration } from '../storefront-configuration';
import type { AreaPriceRow } from '../storefront-pricing';

const SHIPPING = { calculation: 'physical', volumetric_divisor: 5000, add_weight_to_product: true };
const rows: AreaPriceRow[] = [
  anAreaRow({ base_price: 3500, width_limit_cm: 50, height_limit_cm: 30, length_limit_cm: 400, price_per_sq_cm: 0.08 }),
  anAreaRow({ base_price: 6000, width_limit_cm: 120, height_limit_cm: 60, length_limit_cm: 1200, price_per_sq_cm: 0.06, width_modifier: 1.1 }),
];
const frameFit = (configuration: Partial<StorefrontConfiguration> = {}, frameRows = rows) =>
  aStorefrontSnapshot({
    configuration: { pricing_model: 'frame_fit', sizes: [aSize({ id: 11, name: 'Frame', length_cm: 5 })], ...configuration },
    pricing: { base_pricing: { mode: 'included_in_price_lists', rows: [] }, price_lists: [{ price_list_id: 1, name: 'Frame fit', shipping: SHIPPING, rows: frameRows }] },
  });

describe('frame fit pricing', () => {
  it('prices the worked example: the smallest row the frame fits, its modified area, a backboard with the border margin', () => {
    const snapshot = frameFit({ border_margin_cm: 3, backboards: [aBackboard({ id: 81, name: 'Clear acrylic', base_price: 2000, price_per_sq_cm: 0.02 })] });
    const price = priceDesign({ snapshot, design: aDesign({ width_cm: 80, height_cm: 40, backboard_id: 81 }) });
    // W = 80, H = 40, L = 2 × (80 + 40) = 240; 80 > 50, so the 120 × 60 × 1200 row
    // base 6000; area 0.06 × (80 × 1.1 = 88) × 40 = 211.20 EUR = 21120
    // backboard 2000; backboard area 0.02 × (80 + 2 × 3 = 86) × (40 + 2 × 3 = 46) = 0.02 × 3956 = 79.12 EUR = 7912
    // total = 6000 + 21120 + 2000 + 7912 = 37032
    expect(price.lines).toEqual([
      { code: 'base', label: 'Base price', amount: 6000 },
      { code: 'area', label: 'Size of the sign', amount: 21120 },
      { code: 'backboard', label: 'Backboard: Clear acrylic', amount: 2000 },
      { code: 'backboard_area', label: 'Backboard area 86 × 46 cm', amount: 7912 },
    ]);
    expect(price.total).toBe(37032);
    expect(price.dimensions).toEqual({ width_cm: 80, height_cm: 40, outline_length_cm: null });
    // 80 × 40 × 5 / 5000 = 3.2 kg
    expect(price.shipping).toEqual({ calculation: 'physical', volumetric_weight_kg: 3.2, add_weight_to_product: true });
  });

  it('measures the frame perimeter against the length limit', () => {
    // 45 × 25 cm fits 50 × 30, but its perimeter 2 × (45 + 25) = 140 passes the length limit only when it is 140 or more
    const tight = [anAreaRow({ base_price: 1000, width_limit_cm: 50, height_limit_cm: 30, length_limit_cm: 139 }), anAreaRow({ base_price: 2000 })];
    expect(priceDesign({ snapshot: frameFit({}, tight), design: aDesign({ width_cm: 45, height_cm: 25 }) }).total).toBe(2000);
  });

  it('prices in the currency minor unit: yen have none', () => {
    const yen = frameFit({ currency: 'JPY' }, [anAreaRow({ base_price: 500, price_per_sq_cm: 0.37, width_modifier: 1.1 })]);
    // 500 + 0.37 JPY × 88 × 40 = 500 + 1302.4 → 1302
    expect(priceDesign({ snapshot: yen, design: aDesign({ width_cm: 80, height_cm: 40 }) })).toMatchObject({ currency: 'JPY', total: 1802 });
  });

  it('refuses a frame no row fits: design_too_large at /width_cm', () => {
    expect(() => priceDesign({ snapshot: frameFit(), design: aDesign({ width_cm: 130, height_cm: 40 }) })).toThrow(
      expect.objectContaining({ errors: [expect.objectContaining({ pointer: '/width_cm', code: 'design_too_large' })] }),
    );
  });
});
