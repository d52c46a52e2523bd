import type { Container } from 'inversify';
import type { PricedModel } from '../../../modules/pricing';
import type { SeededCustomiser } from './catalogue.seed';
import { demoCalls } from './demo-calls';

const SHIPPING = { calculation: 'physical', volumetric_divisor: 5000, add_weight_to_product: true };

/** A realistic pricing document for every customiser of a priced model; sheet pricing on the first simple-letter one. */
export async function seedPricing(container: Container, storeId: number, customisers: readonly SeededCustomiser[]): Promise<void> {
  let sheetGiven = false;
  for (const customiser of customisers) {
    if (customiser.pricing_model === 'legacy_fixed_height') continue;
    const withSheet: boolean = customiser.pricing_model === 'simple_letter' && !sheetGiven;
    sheetGiven ||= withSheet;
    await seedCustomiserPricing(container, storeId, customiser, withSheet);
  }
}

/** The pricing document as GET …/pricing shows it: the members the demo reads. */
interface ShownPricing {
  sizes: { size_id: number | null }[];
  price_lists: { price_list_id: number | null }[];
}

/**
 * Replaces a customiser's pricing document with a realistic one of its model (not legacy fixed height), as
 * a client does: read, then put (in one transaction).
 */
export async function seedCustomiserPricing(container: Container, storeId: number, customiser: SeededCustomiser, withSheet: boolean): Promise<void> {
  const calls = demoCalls(container, storeId);
  const params = { customiser_id: String(customiser.id) };
  const priced = await calls.together(async () => {
    const current = await calls.resource<ShownPricing>('getCustomiserPricing', { params });
    const model = customiser.pricing_model as PricedModel;
    const sizeIds = current.sizes.map((size) => size.size_id!);
    const document = pricedDocument(model, sizeIds, customiser.options.unreferenced.sizes, current.price_lists[0]?.price_list_id ?? null, withSheet);
    return calls.resource<ShownPricing>('replaceCustomiserPricing', { params, body: document });
  });
  // The document adds a size (`small`): the printed fixture lists every size the customiser has.
  customiser.options.sizes = priced.sizes.map((size) => size.size_id!).sort((a, b) => a - b);
}

/**
 * A document of the model over the customiser's sizes plus a new one (`small`). Its rows price every size
 * but the one the fixture prints as unreferenced: pricing rows reference the sizes they price.
 */
function pricedDocument(model: PricedModel, sizeIds: number[], unreferencedSizeId: number | undefined, firstListId: number | null, withSheet: boolean): Record<string, unknown> {
  const simple = model === 'simple_letter';
  const sizes = [
    ...sizeIds.map((id, index) => ({
      size_id: id,
      name: ['Medium', 'Huge'][index] ?? `Size ${index + 1}`,
      sort_order: index + 1,
      char_limit: 20 + index * 10,
      line_limit: 3,
      width_cm: 60 + index * 60,
      height_cm: 20 + index * 20,
      ...(simple ? { sizing_strategy: 'fixed_width', height_measurement_mode: 'letter_height' } : {}),
    })),
    { client_key: 'small', name: 'Small', sort_order: 0, char_limit: 12, line_limit: 2, width_cm: 40, height_cm: 15, ...(simple ? { sizing_strategy: 'fixed_height', height_measurement_mode: 'line_height', line_height_cm: 8 } : {}) },
  ];
  // Each size keeps the prices of its place among all sizes, whichever sizes are priced.
  const references = [...sizeIds.map((size_id) => ({ size_id })), { size_key: 'small' }];
  const priced = <T>(rows: T[]) => rows.filter((_row, index) => unreferencedSizeId === undefined || sizeIds[index] !== unreferencedSizeId);
  const lines = (base: number) => ({ line_1: base, line_2: Math.round(base * 1.6), line_3: Math.round(base * 2.1) });
  if (model === 'simple_letter') {
    return {
      sizes,
      base_pricing: { mode: 'single_base_price_by_size', rows: priced(references.map((reference, index) => ({ ...reference, base_price: lines(4900 + index * 3000) }))) },
      price_lists: [
        {
          price_list_id: firstListId,
          name: 'Standard letters',
          letter_pricing_mode: 'price_by_position',
          rows: priced(
            references.map((reference, index) => ({
              ...reference,
              base_price: lines(0),
              letter_price: lines(450 + index * 150),
              letter_price_by_position: { line_1: [600 + index * 100, 550, 500, 450] },
            })),
          ),
        },
      ],
      sheet_pricing: withSheet ? { rows: [{ width_limit_cm: 100, height_limit_cm: 50, base_price: 2500, price_per_sq_cm: 0.04 }, { width_limit_cm: 200, height_limit_cm: 100, base_price: 4000, price_per_sq_cm: 0.03 }] } : null,
    };
  }
  const areaRows = [
    { base_price: 3500, width_limit_cm: 50, height_limit_cm: 30, length_limit_cm: 400, price_per_sq_cm: 0.08, width_modifier: 1, height_modifier: 1, length_modifier: 1 },
    { base_price: 6000, width_limit_cm: 120, height_limit_cm: 60, length_limit_cm: 1200, price_per_sq_cm: 0.06, width_modifier: 1.1, height_modifier: 1, length_modifier: 1 },
    // No limits: whatever a shopper types still has a price (made to order beyond the listed sizes).
    { base_price: 9000, width_limit_cm: null, height_limit_cm: null, length_limit_cm: null, price_per_sq_cm: 0.05, width_modifier: 1, height_modifier: 1, length_modifier: 1 },
  ];
  if (model === 'frame_fit') {
    return { sizes, base_pricing: { mode: 'included_in_price_lists', rows: [] }, price_lists: [{ price_list_id: firstListId, name: 'Frame fit', shipping: SHIPPING, rows: areaRows }], sheet_pricing: null };
  }
  return {
    sizes,
    base_pricing: { mode: 'included_in_price_lists', rows: [] },
    price_lists: [
      { name: 'By tube length', letter_pricing_method: 'material_length', shipping: SHIPPING, rows: areaRows.map((row) => ({ ...row, price_per_cm: 0.45, max_price_multiplier: 2 })) },
      { name: 'Per letter', letter_pricing_method: 'fixed_letter', shipping: SHIPPING, rows: areaRows.map((row, index) => ({ ...row, price_per_letter: 900 + index * 300, price_per_letter_by_position: [1200, 1000, 900] })) },
    ],
    sheet_pricing: null,
  };
}
