import fc from 'fast-check';
import type { PricedModel } from '../domain/pricing-document';

/**
 * Generated pricing documents of every model, shared by the unit properties (against the domain rules)
 * and the end-to-end ones (against the service).
 *
 * Generators work on a symbolic copy of a known ("baseline") document in which ids are written
 * `$size:<i>` and `$list:<i>` (the i-th size or price list of the baseline); a generated document is
 * rendered against the ids the baseline has now just before it is checked or sent, so the same
 * generated document means the same thing whichever ids a store gave the baseline this time.
 */

export const MODELS: PricedModel[] = ['simple_letter', 'advanced_letter', 'frame_fit'];
/** An id no store hands out in a test: a size or price list that does not exist. */
export const UNKNOWN_ID = 987_654_321;
export const SHIPPING = { calculation: 'physical', volumetric_divisor: 5000, add_weight_to_product: true };
/** The read-only members GET shows beside the document, which PUT may send back. */
export const DESCRIPTORS = ['object', 'customiser_id', 'pricing_model', 'pricing_model_display_name', 'currency'] as const;

/** An id as generated (a `$size:<i>` or `$list:<i>` symbol) or as a store knows it (a number). */
export type Id = number | string | null;
export type Fields = Record<string, unknown>;
type LineAmounts = Record<string, number>;

export interface Size extends Fields {
  size_id: Id;
  client_key: string | null;
}

export interface SizeReference {
  size_id: Id;
  size_key: string | null;
}

export interface BaseRow extends SizeReference, Fields {
  base_price: LineAmounts;
}

export interface PriceList extends Fields {
  price_list_id: Id;
  name: string;
  rows: Fields[];
}

/** A document as a client writes it: loosely typed, since defects are planted in it. */
export interface GeneratedDocument extends Fields {
  sizes: Size[];
  base_pricing: { mode: string; rows: BaseRow[] } & Fields;
  price_lists: PriceList[];
  sheet_pricing: { rows: Fields[] } | null;
}

// ---------------------------------------------------------------------------------------------
// Values
// ---------------------------------------------------------------------------------------------

const money = fc.nat({ max: 500_000 });
/** Decimal amounts and centimetres: mostly "shop" values with two decimals, sometimes any double. */
const decimal = fc.oneof(
  { weight: 3, arbitrary: fc.integer({ min: 0, max: 100_000 }).map((cents) => cents / 100) },
  { weight: 1, arbitrary: fc.double({ min: 0, max: 10_000, noNaN: true }) },
);
const nullable = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: null });
const modifier = fc.double({ min: -5, max: 5, noNaN: true });
/**
 * Text as a client may send it, every one a valid JSON string: mostly printable ASCII, sometimes any
 * Unicode, now and then control characters (U+0000 among them) or a lone UTF-16 surrogate.
 */
const rawUnit = fc.oneof(fc.constantFrom('\u0000', '\u001f', '\ud800', '\udc00'), fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }));
const text = fc
  .oneof(
    { weight: 6, arbitrary: fc.string({ minLength: 1, maxLength: 40 }) },
    { weight: 2, arbitrary: fc.string({ minLength: 1, maxLength: 20, unit: 'grapheme' }) },
    { weight: 1, arbitrary: fc.string({ minLength: 1, maxLength: 8, unit: rawUnit }) },
  )
  .filter((value) => value.trim().length > 0);
/** U+0000 or a lone surrogate, as JSON.stringify writes them: text no PostgreSQL column can hold. */
export const UNSTORABLE_TEXT = /\\u(0000|d[89a-f][0-9a-f]{2})/i;
const lineAmounts: fc.Arbitrary<LineAmounts> = fc.record(
  { line_1: money, line_2: money, line_3: money, line_4: money, line_10: money },
  { requiredKeys: [] },
) as fc.Arbitrary<LineAmounts>;
const schedule = fc.array(money, { maxLength: 6 });
const shipping = fc.record({ calculation: fc.constantFrom('physical', 'volumetric'), volumetric_divisor: nullable(decimal), add_weight_to_product: fc.boolean() });
const letterPricingMode = fc.constantFrom('price_by_position', 'price_by_letter');

function sizeFields(model: PricedModel): fc.Arbitrary<Fields> {
  const simple = model === 'simple_letter';
  return fc.record({
    name: text,
    description: nullable(fc.string({ maxLength: 80 })),
    sort_order: fc.nat({ max: 50 }),
    char_limit: nullable(fc.integer({ min: 1, max: 200 })),
    line_limit: nullable(fc.integer({ min: 1, max: 8 })),
    min_char: fc.nat({ max: 10 }),
    width_cm: nullable(decimal),
    height_cm: nullable(decimal),
    line_height_cm: nullable(decimal),
    width_multiplier: nullable(decimal),
    length_cm: nullable(decimal),
    sizing_strategy: simple ? nullable(fc.constantFrom('fixed_width', 'fixed_height')) : fc.constant(null),
    height_measurement_mode: simple ? nullable(fc.constantFrom('line_height', 'letter_height')) : fc.constant(null),
  });
}

const areaRow = {
  base_price: money,
  width_limit_cm: nullable(decimal),
  height_limit_cm: nullable(decimal),
  length_limit_cm: nullable(decimal),
  price_per_sq_cm: decimal,
  fixed_length_cm: nullable(decimal),
  width_modifier: modifier,
  height_modifier: modifier,
  length_modifier: modifier,
};

// ---------------------------------------------------------------------------------------------
// Valid documents
// ---------------------------------------------------------------------------------------------

/** A size a row can name: by id where it has one, by its client_key where it has one. */
interface Nameable {
  id: Id;
  key: string | null;
}

function reference(size: Nameable): fc.Arbitrary<SizeReference> {
  const ways: SizeReference[] = [];
  if (size.id !== null) ways.push({ size_id: size.id, size_key: null });
  if (size.key !== null) ways.push({ size_id: null, size_key: size.key });
  if (size.id !== null && size.key !== null) ways.push({ size_id: size.id, size_key: size.key });
  return fc.constantFrom(...ways);
}

/** Sizes: those fonts and presets reference always kept, others kept or dropped, some edited, some added. */
function sizesArbitrary(model: PricedModel, baseline: GeneratedDocument, referenced: ReadonlySet<number>): fc.Arbitrary<Size[]> {
  const indices = baseline.sizes.map((_, index) => index);
  return fc
    .record({
      kept: fc.subarray(indices.filter((index) => !referenced.has(index))),
      edits: fc.tuple(...indices.map(() => nullable(sizeFields(model)))),
      added: fc.array(sizeFields(model), { maxLength: 3 }),
    })
    .chain(({ kept, edits, added }) => {
      const sizes: Size[] = [
        ...indices
          .filter((index) => referenced.has(index) || kept.includes(index))
          .map((index) => {
            const size = baseline.sizes[index]!;
            return { ...(edits[index] ?? size), size_id: size.size_id, client_key: size.client_key };
          }),
        ...added.map((fields, index) => ({ ...fields, size_id: null, client_key: `new-${index}` })),
      ];
      return fc.shuffledSubarray(sizes, { minLength: sizes.length, maxLength: sizes.length });
    });
}

function basePricingArbitrary(sizes: readonly Nameable[]): fc.Arbitrary<GeneratedDocument['base_pricing']> {
  return fc.constantFrom('single_base_price_by_size', 'included_in_price_lists').chain((mode): fc.Arbitrary<GeneratedDocument['base_pricing']> => {
    if (mode === 'included_in_price_lists' || sizes.length === 0) return fc.constant({ mode, rows: [] });
    return fc
      .shuffledSubarray([...sizes])
      .chain((priced) => fc.tuple(...priced.map((size) => fc.tuple(reference(size), lineAmounts).map(([ref, base_price]): BaseRow => ({ ...ref, base_price })))))
      .map((rows) => ({ mode, rows }));
  });
}

function simpleLetterRow(size: Nameable): fc.Arbitrary<Fields> {
  return fc
    .record({
      ref: reference(size),
      base_price: lineAmounts,
      letter_price: lineAmounts,
      letter_price_by_position: nullable(fc.record({ line_1: schedule, line_2: schedule, line_3: schedule }, { requiredKeys: [] })),
    })
    .map(({ ref, ...row }) => ({ ...ref, ...row }));
}

type PriceListBody = Fields & { name: string; rows: Fields[] };

function priceListBody(model: PricedModel, sizes: readonly Nameable[]): fc.Arbitrary<PriceListBody> {
  if (model === 'simple_letter') {
    // One row per size in a price list: a second row for the same size would make the price ambiguous.
    const rows: fc.Arbitrary<Fields[]> =
      sizes.length === 0 ? fc.constant([]) : fc.shuffledSubarray([...sizes], { maxLength: Math.min(4, sizes.length) }).chain((priced) => fc.tuple(...priced.map(simpleLetterRow)));
    return fc.record({ name: text, letter_pricing_mode: letterPricingMode, rows });
  }
  if (model === 'frame_fit') return fc.record({ name: text, shipping, rows: fc.array(fc.record(areaRow), { maxLength: 4 }) });
  return fc.constantFrom('material_length', 'fixed_letter').chain((method) =>
    fc.record({
      name: text,
      letter_pricing_mode: letterPricingMode,
      letter_pricing_method: fc.constant(method),
      shipping,
      rows: fc.array(
        fc.record({
          ...areaRow,
          max_price_multiplier: nullable(decimal),
          price_per_cm: decimal,
          price_per_letter: money,
          price_per_letter_by_position: method === 'fixed_letter' ? nullable(schedule) : fc.constant(null),
        }),
        { maxLength: 4 },
      ),
    }),
  );
}

/** Existing lists kept with their id (or dropped), new ones without; frame_fit has exactly one. */
function priceListsArbitrary(model: PricedModel, baseline: GeneratedDocument, sizes: readonly Nameable[]): fc.Arbitrary<PriceList[]> {
  const body = priceListBody(model, sizes);
  if (model === 'frame_fit') {
    return fc.tuple(fc.boolean(), body).map(([keep, list]): PriceList[] => [{ ...list, price_list_id: keep ? baseline.price_lists[0]!.price_list_id : null }]);
  }
  const ids = baseline.price_lists.map((list) => list.price_list_id);
  return fc
    .tuple(fc.shuffledSubarray(ids), fc.nat({ max: 2 }))
    .chain(([kept, added]) => fc.tuple(...[...kept, ...Array<Id>(added).fill(null)].map((id) => body.map((list): PriceList => ({ ...list, price_list_id: id })))));
}

function sheetPricingArbitrary(model: PricedModel): fc.Arbitrary<GeneratedDocument['sheet_pricing']> {
  if (model !== 'simple_letter') return fc.constant(null);
  const row = fc.record({ width_limit_cm: decimal, height_limit_cm: decimal, base_price: money, price_per_sq_cm: decimal });
  return nullable(fc.record({ rows: fc.array(row, { maxLength: 3 }) }));
}

const nameable = (sizes: readonly Size[]): Nameable[] => sizes.map((size) => ({ id: size.size_id, key: size.client_key }));

/**
 * A valid document of the model, in symbols of the baseline, whose text may still hold what no
 * database can store (see UNSTORABLE_TEXT). `referenced` are the positions of the sizes other
 * records reference, which a valid document keeps.
 */
export function documentArbitrary(model: PricedModel, baseline: GeneratedDocument, referenced: ReadonlySet<number>): fc.Arbitrary<GeneratedDocument> {
  return sizesArbitrary(model, baseline, referenced).chain((sizes) =>
    fc.record({
      sizes: fc.constant(sizes),
      base_pricing: basePricingArbitrary(nameable(sizes)),
      price_lists: priceListsArbitrary(model, baseline, nameable(sizes)),
      sheet_pricing: sheetPricingArbitrary(model),
    }),
  );
}

// ---------------------------------------------------------------------------------------------
// The baseline, symbols and ids
// ---------------------------------------------------------------------------------------------

/** The four members of a document, without GET's read-only descriptors. */
export const membersOf = ({ sizes, base_pricing, price_lists, sheet_pricing }: GeneratedDocument): GeneratedDocument => ({ sizes, base_pricing, price_lists, sheet_pricing });

export function referenceTo(size: Size): SizeReference {
  return size.size_id !== null ? { size_id: size.size_id, size_key: null } : { size_id: null, size_key: size.client_key };
}

function sizeOf(model: PricedModel, name: string, sortOrder: number, widthCm: number): Fields {
  const simple = model === 'simple_letter';
  return {
    name, description: null, sort_order: sortOrder, char_limit: 20, line_limit: 3, min_char: 0, width_cm: widthCm, height_cm: widthCm / 3,
    line_height_cm: null, width_multiplier: null, length_cm: null,
    sizing_strategy: simple ? 'fixed_width' : null, height_measurement_mode: simple ? 'letter_height' : null,
  };
}

/**
 * The known document every run starts from: the sizes other records reference (which cannot go), two
 * sizes of its own created afresh, new price lists; sent as a replacement, it drops every other size.
 */
export function baselineFor(model: PricedModel, referencedSizeIds: readonly number[]): GeneratedDocument {
  const sizes: Size[] = [
    ...referencedSizeIds.map((sizeId, index) => ({ ...sizeOf(model, `Referenced ${index + 1}`, 1, 60), size_id: sizeId, client_key: null })),
    { ...sizeOf(model, 'Base A', 2, 90), size_id: null, client_key: 'base-a' },
    { ...sizeOf(model, 'Base B', 3, 120), size_id: null, client_key: 'base-b' },
  ];
  const references = sizes.map(referenceTo);
  const lines = (base: number) => ({ line_1: base, line_2: Math.round(base * 1.6) });
  const area = { base_price: 3500, width_limit_cm: 50, height_limit_cm: 30, length_limit_cm: 400, price_per_sq_cm: 0.08, fixed_length_cm: null, width_modifier: 1, height_modifier: 1, length_modifier: 1 };
  if (model === 'simple_letter') {
    return {
      sizes,
      base_pricing: { mode: 'single_base_price_by_size', rows: references.map((ref, index) => ({ ...ref, base_price: lines(4900 + index * 1000) })) },
      price_lists: ['Standard', 'Premium'].map((name, list) => ({
        price_list_id: null,
        name,
        letter_pricing_mode: 'price_by_position',
        rows: references.map((ref, index) => ({ ...ref, base_price: lines(0), letter_price: lines(450 + index * 150 + list * 100), letter_price_by_position: list === 0 ? { line_1: [600, 550] } : null })),
      })),
      sheet_pricing: { rows: [{ width_limit_cm: 100, height_limit_cm: 50, base_price: 2500, price_per_sq_cm: 0.04 }] },
    };
  }
  if (model === 'frame_fit') {
    return { sizes, base_pricing: { mode: 'included_in_price_lists', rows: [] }, price_lists: [{ price_list_id: null, name: 'Frame fit', shipping: SHIPPING, rows: [area] }], sheet_pricing: null };
  }
  return {
    sizes,
    base_pricing: { mode: 'included_in_price_lists', rows: [] },
    price_lists: [
      { price_list_id: null, name: 'By tube length', letter_pricing_method: 'material_length', shipping: SHIPPING, rows: [{ ...area, price_per_cm: 0.45, max_price_multiplier: 2 }] },
      { price_list_id: null, name: 'Per letter', letter_pricing_method: 'fixed_letter', shipping: SHIPPING, rows: [{ ...area, price_per_letter: 900, price_per_letter_by_position: [1200, 1000] }] },
    ],
    sheet_pricing: null,
  };
}

const SYMBOL = /^\$(size|list):(\d+)$/;

/** Symbols become the ids of the current baseline, at the same position. */
export function render<T>(value: T, current: GeneratedDocument): T {
  const walk = (node: unknown): unknown => {
    if (typeof node === 'string') {
      const match = SYMBOL.exec(node);
      if (!match) return node;
      const index = Number(match[2]);
      return match[1] === 'size' ? current.sizes[index]!.size_id : current.price_lists[index]!.price_list_id;
    }
    if (Array.isArray(node)) return node.map(walk);
    if (node !== null && typeof node === 'object') return Object.fromEntries(Object.entries(node).map(([name, child]) => [name, walk(child)]));
    return node;
  };
  return walk(value) as T;
}

/** Ids become symbols of their position: what two documents with different new ids can be compared by. */
export function symbolic(document: GeneratedDocument): GeneratedDocument {
  const sizeAt = new Map(document.sizes.map((size, index) => [size.size_id, `$size:${index}`]));
  const listAt = new Map(document.price_lists.map((list, index) => [list.price_list_id, `$list:${index}`]));
  const size = (id: Id) => (id === null ? null : (sizeAt.get(id) ?? `unknown size ${id}`));
  const withSize = <R extends Fields>(row: R): R => ('size_id' in row ? { ...row, size_id: size(row.size_id as Id) } : row);
  return {
    ...document,
    sizes: document.sizes.map((entry) => ({ ...entry, size_id: size(entry.size_id) })),
    base_pricing: { ...document.base_pricing, rows: document.base_pricing.rows.map(withSize) },
    price_lists: document.price_lists.map((list) => ({ ...list, price_list_id: listAt.get(list.price_list_id) ?? `unknown list ${list.price_list_id}`, rows: list.rows.map(withSize) })),
  };
}
