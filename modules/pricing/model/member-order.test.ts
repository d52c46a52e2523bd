import { z } from '../../../shared-kernel/validation/zod';
import { inMemberOrder, memberOrderOf } from './member-order';
import { PRICING_DOCUMENT_SCHEMAS } from './pricing-document-shape';
import { parsePricingDocument } from './parse-pricing-document';

describe('putting a stored document back in declared member order', () => {
  const schema = z.strictObject({
    b: z.number(),
    a: z.array(z.strictObject({ y: z.string(), x: z.number().nullable().default(null) })).default([]),
    amounts: z.record(z.string(), z.number()).nullable(),
  });
  const order = memberOrderOf(schema);

  it('orders members as the schema declares them, down through arrays, wrappers and nested objects', () => {
    const ordered = inMemberOrder({ amounts: null, a: [{ x: 1, y: 'one' }], b: 2 }, order);
    expect(JSON.stringify(ordered)).toBe('{"b":2,"a":[{"y":"one","x":1}],"amounts":null}');
  });

  it('keeps the members of a record as they are, and leaves out members the schema does not declare', () => {
    const ordered = inMemberOrder({ amounts: { line_2: 2, line_1: 1 }, stray: true, b: 1 }, order);
    expect(JSON.stringify(ordered)).toBe('{"b":1,"amounts":{"line_2":2,"line_1":1}}');
  });

  it('gives a stored document the order a parse would give it, without parsing', () => {
    const stored = {
      price_lists: [{ rows: [], shipping: { add_weight_to_product: false, volumetric_divisor: null, calculation: 'physical' }, name: 'Frame fit', price_list_id: 4 }],
      sheet_pricing: null,
      base_pricing: { rows: [{ base_price: { line_1: 1 }, size_key: null, size_id: 1 }], mode: 'single_base_price_by_size' },
      sizes: [{ height_measurement_mode: null, sizing_strategy: null, length_cm: null, width_multiplier: null, line_height_cm: null, height_cm: 10, width_cm: null, min_char: 0, line_limit: null, char_limit: null, sort_order: 0, description: null, name: 'S', client_key: null, size_id: 1 }],
    };
    expect(JSON.stringify(inMemberOrder(stored, memberOrderOf(PRICING_DOCUMENT_SCHEMAS.frame_fit)))).toBe(JSON.stringify(parsePricingDocument('frame_fit', stored)));
  });
});
