import { rowsNamingSizes } from './size-references';
import type { StoredPricing } from './pricing-document';

const lines = { line_1: 1000 };
const pricing: Pick<StoredPricing, 'base_pricing' | 'price_lists'> = {
  base_pricing: { mode: 'single_base_price_by_size', rows: [{ size_id: 11, size_key: null, base_price: lines }, { size_id: 12, size_key: null, base_price: lines }] },
  price_lists: [
    { price_list_id: 501, name: 'Standard letters', rows: [{ size_id: 11, size_key: null, base_price: lines, letter_price: lines }] },
    { price_list_id: 502, name: 'Premium letters', rows: [{ size_id: 12, size_key: null, base_price: lines, letter_price: lines }] },
    {
      price_list_id: 503,
      name: 'Area rates',
      rows: [{ base_price: 100, width_limit_cm: null, height_limit_cm: null, length_limit_cm: null, price_per_sq_cm: 0.1, fixed_length_cm: null, width_modifier: 1, height_modifier: 1, length_modifier: 1 }],
    },
  ],
};

describe('pricing rows that name sizes', () => {
  it('names the base pricing (by the customiser id) and each price list (by its id and name) holding a row for the size', () => {
    expect(rowsNamingSizes(7, pricing, [11])).toEqual([
      { type: 'base_pricing_row', id: 7, name: 'base pricing' },
      { type: 'price_list_row', id: 501, name: 'Standard letters' },
    ]);
  });

  it('names each referencer once however many of the sizes it prices', () => {
    expect(rowsNamingSizes(7, pricing, [11, 12])).toEqual([
      { type: 'base_pricing_row', id: 7, name: 'base pricing' },
      { type: 'price_list_row', id: 501, name: 'Standard letters' },
      { type: 'price_list_row', id: 502, name: 'Premium letters' },
    ]);
  });

  it('names nothing for a size no row prices, nor for rows that name no size (area rates)', () => {
    expect(rowsNamingSizes(7, pricing, [13])).toEqual([]);
    expect(rowsNamingSizes(7, { base_pricing: { mode: 'included_in_price_lists', rows: [] }, price_lists: [pricing.price_lists[2]!] }, [11])).toEqual([]);
  });
});
