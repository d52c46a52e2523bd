import type { StoredPricing } from './pricing-document';

/**
 * A pricing row that names a size, as a 409 `resource_in_use` names it: the document's base pricing (by
 * the customiser's id, which is the document's) or one price list (by its `price_list_id`). Integer ids,
 * as every other referencer of an option row has.
 */
export interface PricingRowReferencer {
  type: 'base_pricing_row' | 'price_list_row';
  id: number;
  name: string;
}

/** The option families a pricing document names rows of: its rows price sizes, and nothing else. */
export const FAMILIES_PRICING_REFERENCES = ['sizes'] as const;

type Rows = Pick<StoredPricing, 'base_pricing' | 'price_lists'>;

const namesOneOf = (sizeIds: ReadonlySet<number>) => (row: object) => {
  const sizeId = (row as { size_id?: unknown }).size_id;
  return typeof sizeId === 'number' && sizeIds.has(sizeId);
};

/**
 * The rows of a stored document that price any of `sizeIds`: its base pricing (one row per size) and each
 * price list holding a row for one of them (simple_letter lists; other models' rows name no size). A
 * referencer of several of the sizes is named once: one base pricing, one entry per price list.
 */
export function rowsNamingSizes(customiserId: number, pricing: Rows, sizeIds: readonly number[]): PricingRowReferencer[] {
  const names = namesOneOf(new Set(sizeIds));
  const referencers: PricingRowReferencer[] = [];
  if (pricing.base_pricing.rows.some(names)) referencers.push({ type: 'base_pricing_row', id: customiserId, name: 'base pricing' });
  for (const list of pricing.price_lists) {
    if (list.rows.some(names)) referencers.push({ type: 'price_list_row', id: list.price_list_id, name: list.name });
  }
  return referencers;
}
