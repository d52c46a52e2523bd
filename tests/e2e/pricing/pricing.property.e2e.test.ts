import fc from 'fast-check';
import type { Response } from 'supertest';
import { applyMergePatch } from '../../../shared-kernel/merge-patch';
import { startTestService, type TestService } from '../../support/test-service';
import { expectProblem } from '../../support/problem-assertions';

/**
 * Property tests of the pricing document against the real service: generated documents of every
 * model, valid or carrying one planted defect, through GET, PUT, PATCH and validate.
 *
 * Generators work on a symbolic copy of a known ("baseline") document in which ids are written
 * `$size:<i>` and `$list:<i>` (the i-th size or price list of the baseline); a generated document is
 * rendered against the customiser's current baseline just before it is sent. Every run starts by
 * putting the baseline back, so runs never depend on each other.
 */

type Model = 'simple_letter' | 'advanced_letter' | 'frame_fit';
const MODELS: Model[] = ['simple_letter', 'advanced_letter', 'frame_fit'];
/** Runs per property; PRICING_PROPERTY_RUNS raises it for a longer search. */
const NUM_RUNS = Number(process.env.PRICING_PROPERTY_RUNS ?? 25);
const PROPERTY_TIMEOUT = 120_000;
const UNKNOWN_ID = 987_654_321;

/** An id as generated (a `$size:<i>` or `$list:<i>` symbol) or as the service knows it (a number). */
type Id = number | string | null;
type Fields = Record<string, unknown>;
type LineAmounts = Record<string, number>;

interface Size extends Fields {
  size_id: Id;
  client_key: string | null;
}

interface SizeReference {
  size_id: Id;
  size_key: string | null;
}

interface BaseRow extends SizeReference, Fields {
  base_price: LineAmounts;
}

interface PriceList extends Fields {
  price_list_id: Id;
  name: string;
  rows: Fields[];
}

interface PricingDocument extends Fields {
  sizes: Size[];
  base_pricing: { mode: string; rows: BaseRow[] } & Fields;
  price_lists: PriceList[];
  sheet_pricing: { rows: Fields[] } | null;
}

/** What a sent document may plant to make itself invalid (or, for some, to probe what the service accepts). */
const COMMON_DEFECTS = [
  'negative_price', 'unknown_size_id', 'unknown_row_size', 'unknown_field', 'bad_line_key', 'drop_referenced_size',
  'duplicate_base_row', 'duplicate_client_key', 'unknown_price_list_id', 'rows_when_included', 'changed_descriptor',
] as const;
const MODEL_DEFECTS = {
  simple_letter: [],
  advanced_letter: ['sizing_strategy_on_non_simple', 'sheet_pricing_on_non_simple', 'schedule_on_material_length'],
  frame_fit: ['sizing_strategy_on_non_simple', 'sheet_pricing_on_non_simple', 'second_frame_fit_list'],
} as const;
type Defect = (typeof COMMON_DEFECTS)[number] | (typeof MODEL_DEFECTS)[Model][number];
interface PlantedDefect {
  kind: Defect;
  /** Picks which size, row or list the defect lands on (modulo their count). */
  at: number;
}

const SHIPPING = { calculation: 'physical', volumetric_divisor: 5000, add_weight_to_product: true };
const DESCRIPTORS = ['object', 'customiser_id', 'pricing_model', 'pricing_model_display_name', 'currency'] as const;

// ---------------------------------------------------------------------------------------------
// Arbitraries
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
/** U+0000 or a lone surrogate, as JSON.stringify writes them: a service may refuse such text (but never with a 500). */
const CONTROVERSIAL_TEXT = /\\u(0000|d[89a-f][0-9a-f]{2})/i;
const lineAmounts: fc.Arbitrary<LineAmounts> = fc.record(
  { line_1: money, line_2: money, line_3: money, line_4: money, line_10: money },
  { requiredKeys: [] },
) as fc.Arbitrary<LineAmounts>;
const schedule = fc.array(money, { maxLength: 6 });
const shipping = fc.record({ calculation: fc.constantFrom('physical', 'volumetric'), volumetric_divisor: nullable(decimal), add_weight_to_product: fc.boolean() });
const letterPricingMode = fc.constantFrom('price_by_position', 'price_by_letter');

function sizeFields(model: Model): fc.Arbitrary<Fields> {
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
function sizesArbitrary(model: Model, baseline: PricingDocument, referenced: ReadonlySet<number>): fc.Arbitrary<Size[]> {
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

function basePricingArbitrary(sizes: readonly Nameable[]): fc.Arbitrary<PricingDocument['base_pricing']> {
  return fc.constantFrom('single_base_price_by_size', 'included_in_price_lists').chain((mode): fc.Arbitrary<PricingDocument['base_pricing']> => {
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

function priceListBody(model: Model, sizes: readonly Nameable[]): fc.Arbitrary<PriceListBody> {
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
function priceListsArbitrary(model: Model, baseline: PricingDocument, sizes: readonly Nameable[]): fc.Arbitrary<PriceList[]> {
  const body = priceListBody(model, sizes);
  if (model === 'frame_fit') {
    return fc.tuple(fc.boolean(), body).map(([keep, list]): PriceList[] => [{ ...list, price_list_id: keep ? baseline.price_lists[0]!.price_list_id : null }]);
  }
  const ids = baseline.price_lists.map((list) => list.price_list_id);
  return fc
    .tuple(fc.shuffledSubarray(ids), fc.nat({ max: 2 }))
    .chain(([kept, added]) => fc.tuple(...[...kept, ...Array<Id>(added).fill(null)].map((id) => body.map((list): PriceList => ({ ...list, price_list_id: id })))));
}

function sheetPricingArbitrary(model: Model): fc.Arbitrary<PricingDocument['sheet_pricing']> {
  if (model !== 'simple_letter') return fc.constant(null);
  const row = fc.record({ width_limit_cm: decimal, height_limit_cm: decimal, base_price: money, price_per_sq_cm: decimal });
  return nullable(fc.record({ rows: fc.array(row, { maxLength: 3 }) }));
}

/** The four members of a document, without GET's read-only descriptors. */
const membersOf = ({ sizes, base_pricing, price_lists, sheet_pricing }: PricingDocument): PricingDocument => ({ sizes, base_pricing, price_lists, sheet_pricing });

const nameable = (sizes: readonly Size[]): Nameable[] => sizes.map((size) => ({ id: size.size_id, key: size.client_key }));

/** A valid document of the model, in symbols of the baseline. */
function documentArbitrary(model: Model, baseline: PricingDocument, referenced: ReadonlySet<number>): fc.Arbitrary<PricingDocument> {
  return sizesArbitrary(model, baseline, referenced).chain((sizes) =>
    fc.record({
      sizes: fc.constant(sizes),
      base_pricing: basePricingArbitrary(nameable(sizes)),
      price_lists: priceListsArbitrary(model, baseline, nameable(sizes)),
      sheet_pricing: sheetPricingArbitrary(model),
    }),
  );
}

const defectArbitrary = (model: Model): fc.Arbitrary<PlantedDefect> =>
  fc.record({ kind: fc.constantFrom<Defect>(...COMMON_DEFECTS, ...MODEL_DEFECTS[model]), at: fc.nat({ max: 20 }) });

/** A document, with or without one planted defect, and with or without GET's read-only descriptors. */
interface Candidate {
  document: PricingDocument;
  defect: PlantedDefect | null;
  descriptors: boolean;
}

function candidateArbitrary(model: Model, baseline: PricingDocument, referenced: ReadonlySet<number>): fc.Arbitrary<Candidate> {
  return fc.record({
    document: documentArbitrary(model, baseline, referenced),
    defect: fc.oneof({ weight: 1, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: defectArbitrary(model) }),
    descriptors: fc.boolean(),
  });
}

/** A merge patch: a subset of the four members, each a generated value (base_pricing also partly), sheet_pricing maybe null. */
interface PatchPlan {
  members: ('sizes' | 'base_pricing' | 'price_lists' | 'sheet_pricing')[];
  basePricing: 'whole' | 'mode' | 'rows';
  sheetPricing: 'value' | 'null';
  document: PricingDocument;
  defect: PlantedDefect | null;
}

function patchArbitrary(model: Model, baseline: PricingDocument, referenced: ReadonlySet<number>): fc.Arbitrary<PatchPlan> {
  return fc.record({
    members: fc.subarray(['sizes', 'base_pricing', 'price_lists', 'sheet_pricing'] as PatchPlan['members']),
    basePricing: fc.constantFrom('whole', 'mode', 'rows'),
    sheetPricing: fc.constantFrom('value', 'null'),
    document: documentArbitrary(model, baseline, referenced),
    defect: fc.oneof({ weight: 3, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: defectArbitrary(model) }),
  });
}

// ---------------------------------------------------------------------------------------------
// Planting defects, rendering symbols, normalising ids
// ---------------------------------------------------------------------------------------------

const clone = <T>(value: T): T => structuredClone(value);
const pick = <T>(items: readonly T[], at: number): T | undefined => (items.length === 0 ? undefined : items[at % items.length]);

function referenceTo(size: Size): SizeReference {
  return size.size_id !== null ? { size_id: size.size_id, size_key: null } : { size_id: null, size_key: size.client_key };
}

/** A base row that surely exists (mode by size), for defects that need one. */
function someBaseRow(document: PricingDocument, at: number): BaseRow {
  if (document.base_pricing.rows.length === 0) {
    document.base_pricing.mode = 'single_base_price_by_size';
    document.base_pricing.rows.push({ ...referenceTo(pick(document.sizes, at)!), base_price: { line_1: 1000 } });
  }
  return pick(document.base_pricing.rows, at)!;
}

function plant(model: Model, source: PricingDocument, defect: PlantedDefect | null, referenced: ReadonlySet<number>, baseline: PricingDocument): PricingDocument {
  const document = clone(source);
  if (!defect) return document;
  const { at } = defect;
  const areaRows = () => document.price_lists.flatMap((list) => (model === 'simple_letter' ? [] : list.rows));
  switch (defect.kind) {
    case 'negative_price': {
      const area = pick(areaRows(), at);
      if (area && at % 2 === 1) area.base_price = -1 - at;
      else someBaseRow(document, at).base_price.line_1 = -1 - at;
      break;
    }
    case 'unknown_size_id':
      document.sizes.push({ size_id: UNKNOWN_ID, client_key: null, name: 'Ghost' });
      break;
    case 'unknown_row_size':
      someBaseRow(document, at);
      document.base_pricing.rows.push({ size_id: UNKNOWN_ID, size_key: null, base_price: { line_1: 100 } });
      break;
    case 'unknown_field': {
      const places: Fields[] = [document, ...document.sizes, document.base_pricing, ...document.price_lists, ...document.price_lists.flatMap((list) => list.rows)];
      pick(places, at)!.colour = 'red';
      break;
    }
    case 'bad_line_key':
      someBaseRow(document, at).base_price[at % 2 === 0 ? 'line_0' : 'lines'] = 100;
      break;
    case 'drop_referenced_size': {
      const gone = new Set([...referenced].map((index) => baseline.sizes[index]!.size_id));
      const keep = (row: Fields) => !gone.has(row.size_id as Id);
      document.sizes = document.sizes.filter(keep);
      document.base_pricing.rows = document.base_pricing.rows.filter(keep);
      for (const list of document.price_lists) list.rows = list.rows.filter(keep);
      break;
    }
    case 'duplicate_base_row': {
      const row = someBaseRow(document, at);
      const size = document.sizes.find((candidate) => (row.size_id !== null ? candidate.size_id === row.size_id : candidate.client_key === row.size_key))!;
      // Even: the very same reference twice. Odd: the same size named the other way (by key, by id).
      const other = at % 2 === 1 && size.size_id !== null && size.client_key !== null
        ? (row.size_id !== null ? { size_id: null, size_key: size.client_key } : { size_id: size.size_id, size_key: null })
        : { size_id: row.size_id, size_key: row.size_key };
      document.base_pricing.rows.push({ ...other, base_price: { line_1: 700 } });
      break;
    }
    case 'duplicate_client_key': {
      const key = pick(document.sizes.flatMap((size) => (size.client_key !== null ? [size.client_key] : [])), at) ?? 'twice';
      const twin = { name: 'Twin', size_id: null, client_key: key };
      document.sizes.push(twin, ...(key === 'twice' ? [{ ...twin }] : []));
      break;
    }
    case 'unknown_price_list_id': {
      const list = pick(document.price_lists, at);
      if (list) list.price_list_id = UNKNOWN_ID;
      else document.price_lists.push({ price_list_id: UNKNOWN_ID, name: 'Ghost', ...(model === 'advanced_letter' ? { letter_pricing_method: 'fixed_letter', shipping: SHIPPING } : {}), rows: [] });
      break;
    }
    case 'rows_when_included':
      someBaseRow(document, at);
      document.base_pricing.mode = 'included_in_price_lists';
      break;
    case 'changed_descriptor':
      document[pick(['pricing_model', 'currency', 'customiser_id'], at)!] = pick([MODELS.find((other) => other !== model), 'USD', UNKNOWN_ID], at);
      break;
    case 'sizing_strategy_on_non_simple':
      pick(document.sizes, at)![at % 2 === 0 ? 'sizing_strategy' : 'height_measurement_mode'] = at % 2 === 0 ? 'fixed_width' : 'line_height';
      break;
    case 'sheet_pricing_on_non_simple':
      document.sheet_pricing = { rows: [] };
      break;
    case 'second_frame_fit_list':
      document.price_lists.push({ ...clone(document.price_lists[0]!), price_list_id: null, name: 'Second frame fit' });
      break;
    case 'schedule_on_material_length': {
      const row = pick(document.price_lists.filter((list) => list.letter_pricing_method === 'material_length').flatMap((list) => list.rows), at);
      if (row) row.price_per_letter_by_position = [1200, 1000];
      else document.price_lists.push({ price_list_id: null, name: 'Tube', letter_pricing_method: 'material_length', shipping: SHIPPING, rows: [{ price_per_letter_by_position: [900] }] });
      break;
    }
  }
  return document;
}

const SYMBOL = /^\$(size|list):(\d+)$/;

/** Symbols become the ids of the current baseline, at the same position. */
function render<T>(value: T, current: PricingDocument): T {
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
function symbolic(document: PricingDocument): PricingDocument {
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

/** What two answers are compared by: status, problem code and the pointers of its errors. */
function verdict(response: Response) {
  if (response.status === 200) return { status: 200 };
  const body = response.body as { code?: string; errors?: { pointer?: string }[] };
  return { status: response.status, code: body.code, pointers: (body.errors ?? []).map((error) => error.pointer) };
}

function describeVerdict(response: Response): string {
  return response.status === 200 ? '200' : `${response.status} ${JSON.stringify({ code: response.body?.code, errors: response.body?.errors })}`;
}

// ---------------------------------------------------------------------------------------------
// The known document every run starts from
// ---------------------------------------------------------------------------------------------

function sizeOf(model: Model, name: string, sortOrder: number, widthCm: number): Fields {
  const simple = model === 'simple_letter';
  return {
    name, description: null, sort_order: sortOrder, char_limit: 20, line_limit: 3, min_char: 0, width_cm: widthCm, height_cm: widthCm / 3,
    line_height_cm: null, width_multiplier: null, length_cm: null,
    sizing_strategy: simple ? 'fixed_width' : null, height_measurement_mode: simple ? 'letter_height' : null,
  };
}

/**
 * The baseline, against whatever the customiser holds now: the referenced sizes kept in place (they
 * cannot go), two sizes of its own created afresh, new price lists, and every other size dropped.
 */
function baselineFor(model: Model, current: PricingDocument, referencedSizeIds: readonly number[]): PricingDocument {
  const kept = current.sizes.filter((size) => referencedSizeIds.includes(size.size_id as number));
  const sizes: Size[] = [
    ...kept.map((size, index) => ({ ...sizeOf(model, `Referenced ${index + 1}`, 1, 60), size_id: size.size_id, client_key: null })),
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

// ---------------------------------------------------------------------------------------------
// The properties
// ---------------------------------------------------------------------------------------------

describe('pricing documents: properties over generated documents of every model', () => {
  let service: TestService;
  let seed: Awaited<ReturnType<TestService['seed']>>;
  const store = () => seed.stores[0]!;
  const auth = () => ({ Authorization: `Bearer ${store().keys.all!}` });
  const path = (customiserId: number) => `/api/v3/customisers/${customiserId}/pricing`;

  const get = async (id: number): Promise<PricingDocument> => {
    const response = await service.http.get(path(id)).set(auth());
    expect(response.status).toBe(200);
    return response.body.data as PricingDocument;
  };
  const put = (id: number, body: unknown) => service.http.put(path(id)).set(auth()).set('Content-Type', 'application/json').send(JSON.stringify(body));
  const patch = (id: number, body: unknown) => service.http.patch(path(id)).set(auth()).set('Content-Type', 'application/json').send(JSON.stringify(body));
  const validate = (id: number, body: unknown) => service.http.post(`${path(id)}/validate`).set(auth()).set('Content-Type', 'application/json').send(JSON.stringify(body));

  /** One customiser per model and property, so properties never share a document. */
  const customiser = (model: Model, property: 'a' | 'b' | 'c') => {
    const ofModel = store().customisers.filter((candidate) => candidate.pricing_model === model);
    const chosen = ofModel[{ a: 0, b: 1, c: 2 }[property]];
    if (!chosen) throw new Error(`the seed has too few ${model} customisers`);
    return { id: chosen.id, referencedSizeIds: [chosen.options.referenced.sizes!] };
  };

  /** Puts the baseline back and returns it as GET shows it. */
  const restore = async (model: Model, target: { id: number; referencedSizeIds: number[] }): Promise<PricingDocument> => {
    const response = await put(target.id, baselineFor(model, await get(target.id), target.referencedSizeIds));
    if (response.status !== 200) throw new Error(`restoring the baseline answered ${describeVerdict(response)}`);
    return get(target.id);
  };

  /** The baseline in symbols, what generators start from, and the positions of the referenced sizes. */
  const setUp = async (model: Model, property: 'a' | 'b' | 'c') => {
    const target = customiser(model, property);
    const current = await restore(model, target);
    const referenced = new Set(current.sizes.flatMap((size, index) => (target.referencedSizeIds.includes(size.size_id as number) ? [index] : [])));
    expect(referenced.size).toBe(target.referencedSizeIds.length);
    return { target, baseline: symbolic(current), referenced };
  };

  /** Sends a candidate as a body: rendered against the current baseline, with GET's descriptors if asked. */
  const bodyOf = (model: Model, candidate: Candidate, current: PricingDocument, baseline: PricingDocument, referenced: ReadonlySet<number>) => {
    const document = render(plant(model, candidate.document, candidate.defect, referenced, baseline), current);
    if (!candidate.descriptors) return document;
    return { ...Object.fromEntries(DESCRIPTORS.map((name) => [name, current[name]])), ...document };
  };

  beforeAll(async () => {
    service = await startTestService({
      env: { OPTION_WRITE_BUDGET_PER_MINUTE: '1000000', RATE_LIMIT_PER_KEY_PER_MINUTE: '1000000', RATE_LIMIT_PER_IP_PER_MINUTE: '1000000' },
    });
    seed = await service.seed();
  });
  afterAll(() => service?.close());

  describe.each(MODELS)('%s', (model) => {
    it(
      'any document GET returns survives PUT unchanged (PUT of the GET body answers 200 with the same document, and a new GET equals it)',
      async () => {
        const { target, baseline, referenced } = await setUp(model, 'a');
        // Pinned: the same size priced twice in base_pricing, once by size_id and once by its client_key.
        const keyed = baseline.sizes.find((size) => size.client_key !== null)!;
        const sameSizeTwice: Candidate = {
          document: { ...membersOf(baseline), base_pricing: { mode: 'single_base_price_by_size', rows: [{ size_id: keyed.size_id, size_key: null, base_price: { line_1: 1000 } }] } },
          defect: { kind: 'duplicate_base_row', at: 1 },
          descriptors: false,
        };
        await fc.assert(
          fc.asyncProperty(candidateArbitrary(model, baseline, referenced), async (candidate) => {
            const current = await restore(model, target);
            // Whatever the candidate is, GET afterwards shows a document: the accepted candidate or the baseline.
            const first = await put(target.id, bodyOf(model, candidate, current, baseline, referenced));
            const shown = await get(target.id);
            if (first.status === 200) expect(first.body.data).toEqual(shown);

            const again = await put(target.id, shown);
            expect(describeVerdict(again)).toBe('200');
            expect(again.body.data).toEqual(shown);
            expect(await get(target.id)).toEqual(shown);
          }),
          { numRuns: NUM_RUNS, examples: [[sameSizeTwice]] },
        );
      },
      PROPERTY_TIMEOUT,
    );

    it(
      'validate and PUT agree on every generated document, valid or not (same status, problem code and error pointers), and a refused PUT changes nothing',
      async () => {
        const { target, baseline, referenced } = await setUp(model, 'b');
        // Pinned: valid JSON strings PostgreSQL's jsonb cannot hold, in a size (catalogue row) and in a price list (pricing document).
        const plain = membersOf(baseline);
        const nulInSizeName: Candidate = { document: { ...plain, sizes: plain.sizes.map((size, index) => (index === 0 ? { ...size, name: 'Neon\u0000' } : size)) }, defect: null, descriptors: false };
        const loneSurrogateInListName: Candidate = {
          document: { ...plain, price_lists: plain.price_lists.map((list, index) => (index === 0 ? { ...list, name: 'Standard \ud800' } : list)) },
          defect: null,
          descriptors: false,
        };
        const seen = { accepted: 0, refused: 0, unplantedRefused: [] as string[] };
        await fc.assert(
          fc.asyncProperty(candidateArbitrary(model, baseline, referenced), async (candidate) => {
            const before = await restore(model, target);
            const body = bodyOf(model, candidate, before, baseline, referenced);

            const verdictOfValidate = await validate(target.id, body);
            expect(await get(target.id)).toEqual(before);
            const answer = await put(target.id, body);
            expect(verdict(answer)).toEqual(verdict(verdictOfValidate));

            if (answer.status === 200) {
              seen.accepted += 1;
              expect(verdictOfValidate.body.data).toEqual({ object: 'pricing_validation', customiser_id: target.id, valid: true });
            } else {
              seen.refused += 1;
              expectProblem(answer, answer.status, answer.body.code as string);
              expect(await get(target.id)).toEqual(before);
              if (candidate.defect === null && !CONTROVERSIAL_TEXT.test(JSON.stringify(body))) seen.unplantedRefused.push(describeVerdict(answer));
            }
          }),
          { numRuns: NUM_RUNS, examples: [[nulInSizeName], [loneSurrogateInListName]] },
        );
        // Neither side may be vacuous: generated documents without a planted defect are valid ones.
        expect(seen.unplantedRefused).toEqual([]);
        expect(seen.accepted).toBeGreaterThan(0);
        expect(seen.refused).toBeGreaterThan(0);
      },
      PROPERTY_TIMEOUT,
    );

    it(
      'a merge patch equals a local merge followed by PUT (RFC 7396, null clears; new ids compared by position)',
      async () => {
        const { target, baseline, referenced } = await setUp(model, 'c');
        const patchFor = (plan: PatchPlan, current: PricingDocument): Fields => {
          const document = render(plant(model, plan.document, plan.defect, referenced, baseline), current);
          const members: Fields = {};
          for (const member of plan.members) {
            if (member === 'base_pricing') {
              const { mode, rows } = document.base_pricing;
              members.base_pricing = plan.basePricing === 'whole' ? { mode, rows } : plan.basePricing === 'mode' ? { mode } : { rows };
            } else if (member === 'sheet_pricing') {
              members.sheet_pricing = plan.sheetPricing === 'null' ? null : document.sheet_pricing;
            } else {
              members[member] = document[member];
            }
          }
          return members;
        };

        await fc.assert(
          fc.asyncProperty(patchArbitrary(model, baseline, referenced), async (plan) => {
            const beforePatch = await restore(model, target);
            const patched = await patch(target.id, patchFor(plan, beforePatch));
            const afterPatch = await get(target.id);
            if (patched.status !== 200) expect(afterPatch).toEqual(beforePatch);

            const beforePut = await restore(model, target);
            const merged = applyMergePatch(beforePut, patchFor(plan, beforePut), { nullMeans: 'clear' });
            const replaced = await put(target.id, merged);

            expect(verdict(patched)).toEqual(verdict(replaced));
            if (patched.status === 200) {
              expect(symbolic(patched.body.data as PricingDocument)).toEqual(symbolic(replaced.body.data as PricingDocument));
              expect(afterPatch).toEqual(patched.body.data);
            }
          }),
          { numRuns: NUM_RUNS },
        );
      },
      PROPERTY_TIMEOUT,
    );
  });
});
