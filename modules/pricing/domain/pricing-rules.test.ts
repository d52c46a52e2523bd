import { descriptorErrors, documentErrors, type PricingDescriptors } from './pricing-rules';
import type { PricingDocument, PricingSize } from './pricing-document';
import { planSizes } from './size-plan';

const size = (overrides: Partial<PricingSize> = {}): PricingSize => ({
  size_id: null, client_key: null, name: 'S', description: null, sort_order: 0, char_limit: null, line_limit: null, min_char: 0,
  width_cm: null, height_cm: null, line_height_cm: null, width_multiplier: null, length_cm: null, sizing_strategy: null, height_measurement_mode: null,
  ...overrides,
});

const document = (overrides: Partial<PricingDocument> = {}): PricingDocument => ({
  sizes: [size({ size_id: 1 }), size({ client_key: 'new' })],
  base_pricing: { mode: 'single_base_price_by_size', rows: [{ size_id: 1, size_key: null, base_price: { line_1: 100 } }, { size_id: null, size_key: 'new', base_price: { line_1: 200 } }] },
  price_lists: [],
  sheet_pricing: null,
  ...overrides,
});

const pointers = (doc: PricingDocument, model: 'simple_letter' | 'advanced_letter' | 'frame_fit' = 'simple_letter') =>
  documentErrors(doc, { model, existingSizeIds: [1, 2], existingPriceListIds: [10] }).map((error) => `${error.pointer}:${error.code}`);

describe('pricing document rules', () => {
  it('accepts rows naming sizes by id or by the client_key of a new size', () => {
    expect(pointers(document())).toEqual([]);
  });

  it('names unknown and repeated sizes, and duplicate client keys', () => {
    expect(pointers(document({ sizes: [size({ size_id: 7 }), size({ size_id: 1 }), size({ size_id: 1 }), size({ client_key: 'a' }), size({ client_key: 'a' })], base_pricing: { mode: 'included_in_price_lists', rows: [] } }))).toEqual([
      '/sizes/0/size_id:invalid',
      '/sizes/2/size_id:invalid',
      '/sizes/4/client_key:invalid',
    ]);
  });

  it('keeps base rows empty when base prices are included in price lists, one row per size, and line_<n> keys', () => {
    const rows: PricingDocument['base_pricing']['rows'] = [{ size_id: 1, size_key: null, base_price: { line_1: 1, lines_2: 2 } }, { size_id: 1, size_key: null, base_price: {} }];
    expect(pointers(document({ base_pricing: { mode: 'single_base_price_by_size', rows } }))).toEqual(['/base_pricing/rows/0/base_price/lines_2:invalid', '/base_pricing/rows/1:invalid']);
    expect(pointers(document({ base_pricing: { mode: 'included_in_price_lists', rows } }))).toContain('/base_pricing/rows:invalid');
  });

  it('tells a client whose rows stay beside included_in_price_lists to send rows: [] with the mode', () => {
    const rows: PricingDocument['base_pricing']['rows'] = [{ size_id: 1, size_key: null, base_price: { line_1: 1 } }];
    const errors = documentErrors(document({ base_pricing: { mode: 'included_in_price_lists', rows } }), { model: 'simple_letter', existingSizeIds: [1, 2], existingPriceListIds: [10] });
    expect(errors.find((error) => error.pointer === '/base_pricing/rows')?.detail).toContain('send rows: [] with the mode');
  });

  it('reserves sizing fields and sheet pricing for simple_letter and one price list for frame_fit', () => {
    const doc = document({ sizes: [size({ size_id: 1, sizing_strategy: 'fixed_width' })], base_pricing: { mode: 'included_in_price_lists', rows: [] }, sheet_pricing: { rows: [] } });
    expect(pointers(doc, 'frame_fit')).toEqual(['/sizes/0/sizing_strategy:prohibited', '/price_lists:invalid', '/sheet_pricing:prohibited']);
    expect(pointers(doc, 'simple_letter')).toEqual([]);
  });

  it('allows a position schedule only on a fixed_letter price list', () => {
    const row = { base_price: 0, width_limit_cm: null, height_limit_cm: null, length_limit_cm: null, price_per_sq_cm: 0, fixed_length_cm: null, width_modifier: 1, height_modifier: 1, length_modifier: 1, max_price_multiplier: null, price_per_cm: 0, price_per_letter: 0, price_per_letter_by_position: [1, 2] };
    const list = (method: 'material_length' | 'fixed_letter') => ({ price_list_id: 10, name: 'L', letter_pricing_method: method, rows: [row] });
    const base = { base_pricing: { mode: 'included_in_price_lists' as const, rows: [] } };
    expect(pointers(document({ ...base, price_lists: [list('material_length')] }), 'advanced_letter')).toEqual(['/price_lists/0/rows/0/price_per_letter_by_position:prohibited']);
    expect(pointers(document({ ...base, price_lists: [list('fixed_letter')] }), 'advanced_letter')).toEqual([]);
  });

  it('plans sizes: updates those with an id, creates those without, removes the omitted', () => {
    const plan = planSizes([size({ size_id: 2 }), size({ client_key: 'x' })], [1, 2, 3]);
    expect(plan.update.map((entry) => entry.size.size_id)).toEqual([2]);
    expect(plan.create.map((entry) => entry.index)).toEqual([1]);
    expect(plan.remove).toEqual([1, 3]);
  });
});

describe('one size, one row', () => {
  it('refuses a size priced twice, once by id and once by the key of that same size', () => {
    const doc = document({
      sizes: [size({ size_id: 1, client_key: 'medium' })],
      base_pricing: { mode: 'single_base_price_by_size', rows: [{ size_id: 1, size_key: null, base_price: {} }, { size_id: null, size_key: 'medium', base_price: {} }] },
    });
    expect(pointers(doc)).toEqual(['/base_pricing/rows/1:invalid']);
  });

  it('refuses a row whose size_id and size_key name different sizes', () => {
    const doc = document({
      sizes: [size({ size_id: 1 }), size({ client_key: 'new' })],
      base_pricing: { mode: 'single_base_price_by_size', rows: [{ size_id: 1, size_key: 'new', base_price: {} }] },
    });
    expect(pointers(doc)).toEqual(['/base_pricing/rows/0/size_key:invalid']);
  });
});

describe('the read-only descriptors a fetched document carries', () => {
  const shown: PricingDescriptors = { object: 'customiser_pricing', customiser_id: 41, pricing_model: 'frame_fit', pricing_model_display_name: 'Frame fit', currency: 'EUR' };

  it('accepts them sent back unchanged, or left out', () => {
    expect(descriptorErrors({ ...shown, sizes: [] }, shown)).toEqual([]);
    expect(descriptorErrors({ sizes: [] }, shown)).toEqual([]);
  });

  it('names each changed one as prohibited, a null currency where the store has one included', () => {
    const errors = descriptorErrors({ ...shown, pricing_model: 'simple_letter', currency: null }, shown);
    expect(errors.map((error) => `${error.pointer}:${error.code}`)).toEqual(['/pricing_model:prohibited', '/currency:prohibited']);
  });
});
