import type { FieldErrorCode } from '../../../shared-kernel/problems/field-error-catalogue';
import type { ProblemFieldError } from '../../../shared-kernel/problems/problem';
import type { PriceList, PricedModel, PricingDocument, SizeReference } from './pricing-document';

export interface DocumentContext {
  model: PricedModel;
  existingSizeIds: readonly number[];
  existingPriceListIds: readonly number[];
}

const LINE_KEY = /^line_[1-9]\d*$/;

/** The read-only members GET shows beside the document, in the order it shows them. */
export interface PricingDescriptors {
  object: 'customiser_pricing';
  customiser_id: number;
  pricing_model: PricedModel;
  pricing_model_display_name: string;
  currency: string | null;
}

/**
 * A fetched document may be sent back as it is, so PUT accepts the descriptors GET shows; a changed one
 * is refused (`prohibited`) rather than ignored, so nobody believes they changed the model or currency.
 */
export function descriptorErrors(body: Readonly<Record<string, unknown>>, shown: PricingDescriptors): ProblemFieldError[] {
  return (Object.keys(shown) as (keyof PricingDescriptors)[])
    .filter((name) => name in body && body[name] !== shown[name])
    .map((name) => ({ pointer: `/${name}`, code: 'prohibited', detail: 'Read-only: send it unchanged or leave it out.' }));
}

/**
 * The rules a pricing document of a model must follow beyond field types: which fields the model
 * allows, that references name sizes of this document, that ids name what exists. Every failure
 * names its exact JSON pointer.
 */
export function documentErrors(document: PricingDocument, context: DocumentContext): ProblemFieldError[] {
  const errors: ProblemFieldError[] = [];
  const fail = (pointer: string, detail: string, code: FieldErrorCode = 'invalid') => errors.push({ pointer, code, detail });
  const sizeIds = new Set<number>();
  const sizeKeys = new Set<string>();
  document.sizes.forEach((size, index) => {
    if (size.size_id !== null) {
      if (!context.existingSizeIds.includes(size.size_id)) fail(`/sizes/${index}/size_id`, `No size ${size.size_id} in this customiser.`);
      if (sizeIds.has(size.size_id)) fail(`/sizes/${index}/size_id`, 'Each size appears once.');
      sizeIds.add(size.size_id);
    }
    if (size.client_key !== null) {
      if (sizeKeys.has(size.client_key)) fail(`/sizes/${index}/client_key`, 'client_key is unique within the document.');
      sizeKeys.add(size.client_key);
    }
    if (context.model !== 'simple_letter') {
      if (size.sizing_strategy !== null) fail(`/sizes/${index}/sizing_strategy`, 'Only simple_letter sizes have a sizing strategy; send null.', 'prohibited');
      if (size.height_measurement_mode !== null) fail(`/sizes/${index}/height_measurement_mode`, 'Only simple_letter sizes have a height measurement mode; send null.', 'prohibited');
    }
  });
  const idOfKey = new Map(document.sizes.filter((s) => s.client_key !== null).map((s) => [s.client_key!, s.size_id]));
  /** Which size a row names, whether by id or by key, so one size cannot be priced twice under two names. */
  const names = (reference: SizeReference, pointer: string): string | undefined => {
    const byKey = reference.size_key !== null && sizeKeys.has(reference.size_key) ? `size:${idOfKey.get(reference.size_key) ?? `new:${reference.size_key}`}` : undefined;
    const byId = reference.size_id !== null && sizeIds.has(reference.size_id) ? `size:${reference.size_id}` : undefined;
    if (!byId && !byKey) {
      fail(`${pointer}/size_id`, 'Not a size of this document (by size_id or size_key).');
      return undefined;
    }
    if (byId && byKey && byId !== byKey) {
      fail(`${pointer}/size_key`, 'size_id and size_key name different sizes.');
      return undefined;
    }
    return byId ?? byKey;
  };
  const lines = (amounts: Record<string, unknown>, pointer: string) => {
    for (const key of Object.keys(amounts)) if (!LINE_KEY.test(key)) fail(`${pointer}/${key}`, 'Keys are line_<n>.');
  };

  const base = document.base_pricing;
  if (base.mode === 'included_in_price_lists' && base.rows.length > 0) {
    // A merge patch of the mode alone keeps the stored rows (objects merge, and the merged document is
    // validated whole), so the detail says what to send rather than only what is wrong.
    fail('/base_pricing/rows', 'base_pricing.rows must be empty when mode is included_in_price_lists: send rows: [] with the mode, as in {"base_pricing": {"mode": "included_in_price_lists", "rows": []}} (a patch of the mode alone keeps the stored rows).');
  }
  const baseSizes = new Set<string>();
  base.rows.forEach((row, index) => {
    const size = names(row, `/base_pricing/rows/${index}`);
    lines(row.base_price, `/base_pricing/rows/${index}/base_price`);
    if (size !== undefined && baseSizes.has(size)) fail(`/base_pricing/rows/${index}`, 'One row per size.');
    if (size !== undefined) baseSizes.add(size);
  });

  if (context.model === 'frame_fit' && document.price_lists.length !== 1) fail('/price_lists', 'A frame_fit customiser has exactly one price list.');
  if (context.model !== 'simple_letter' && document.sheet_pricing !== null) fail('/sheet_pricing', 'Only simple_letter customisers have sheet pricing; send null.', 'prohibited');
  const listIds = new Set<number>();
  document.price_lists.forEach((list, index) => {
    const pointer = `/price_lists/${index}`;
    if (list.price_list_id !== null) {
      if (!context.existingPriceListIds.includes(list.price_list_id)) fail(`${pointer}/price_list_id`, `No price list ${list.price_list_id} in this document.`);
      if (listIds.has(list.price_list_id)) fail(`${pointer}/price_list_id`, 'Each price list appears once.');
      listIds.add(list.price_list_id);
    }
    priceListErrors(list, pointer, context.model, { names, lines, fail });
  });
  return errors;
}

interface Checks {
  names(reference: SizeReference, pointer: string): string | undefined;
  lines(amounts: Record<string, unknown>, pointer: string): void;
  fail(pointer: string, detail: string, code?: FieldErrorCode): void;
}

function priceListErrors(list: PriceList, pointer: string, model: PricedModel, checks: Checks): void {
  const priced = new Set<string>();
  list.rows.forEach((row, index) => {
    const at = `${pointer}/rows/${index}`;
    if (model === 'simple_letter' && 'letter_price' in row) {
      const size = checks.names(row, at);
      if (size !== undefined && priced.has(size)) checks.fail(at, 'One row per size in a price list.');
      if (size !== undefined) priced.add(size);
      checks.lines(row.base_price, `${at}/base_price`);
      checks.lines(row.letter_price, `${at}/letter_price`);
      if (row.letter_price_by_position) checks.lines(row.letter_price_by_position, `${at}/letter_price_by_position`);
    }
    if (model === 'advanced_letter' && 'price_per_letter_by_position' in row) {
      if (row.price_per_letter_by_position !== null && list.letter_pricing_method !== 'fixed_letter') {
        checks.fail(`${at}/price_per_letter_by_position`, 'Position schedules belong to fixed_letter price lists; send null.', 'prohibited');
      }
    }
  });
}
