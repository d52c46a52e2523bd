import fc from 'fast-check';
import type { PricedModel } from '../domain/pricing-document';
import {
  DESCRIPTORS, MODELS, SHIPPING, UNKNOWN_ID, documentArbitrary, referenceTo, render,
  type BaseRow, type Fields, type GeneratedDocument, type Id,
} from './pricing-document.arbitraries';

/** What a document may plant to make itself invalid, each refused by one rule. */
const COMMON_DEFECTS = [
  'negative_price', 'unknown_size_id', 'unknown_row_size', 'unknown_field', 'bad_line_key', 'drop_referenced_size',
  'duplicate_base_row', 'duplicate_client_key', 'unknown_price_list_id', 'rows_when_included', 'changed_descriptor',
] as const;
const MODEL_DEFECTS = {
  simple_letter: [],
  advanced_letter: ['sizing_strategy_on_non_simple', 'sheet_pricing_on_non_simple', 'schedule_on_material_length'],
  frame_fit: ['sizing_strategy_on_non_simple', 'sheet_pricing_on_non_simple', 'second_frame_fit_list'],
} as const;
export type Defect = (typeof COMMON_DEFECTS)[number] | (typeof MODEL_DEFECTS)[PricedModel][number];
export const defectsOf = (model: PricedModel): Defect[] => [...COMMON_DEFECTS, ...MODEL_DEFECTS[model]];

export interface PlantedDefect {
  kind: Defect;
  /** Picks which size, row or list the defect lands on (modulo their count). */
  at: number;
}

/** How the rules must refuse a planted defect: the problem, and the errors naming where the defect is. */
export interface Refusal {
  status: 409 | 422;
  code: 'validation_failed' | 'unknown_field' | 'resource_in_use';
  errors: { pointer: string; code: string }[];
}

const invalid = (pointer: string, code = 'invalid'): Refusal => ({ status: 422, code: 'validation_failed', errors: [{ pointer, code }] });

export const defectArbitrary = (model: PricedModel): fc.Arbitrary<PlantedDefect> =>
  fc.record({ kind: fc.constantFrom<Defect>(...defectsOf(model)), at: fc.nat({ max: 20 }) });

const clone = <T>(value: T): T => structuredClone(value);
const pick = <T>(items: readonly T[], at: number): T | undefined => (items.length === 0 ? undefined : items[at % items.length]);

/** A base row that surely exists (mode by size), for defects that need one, and where it is. */
function someBaseRow(document: GeneratedDocument, at: number): { row: BaseRow; pointer: string } {
  const rows = document.base_pricing.rows;
  if (rows.length === 0) {
    document.base_pricing.mode = 'single_base_price_by_size';
    rows.push({ ...referenceTo(pick(document.sizes, at)!), base_price: { line_1: 1000 } });
  }
  const index = at % rows.length;
  return { row: rows[index]!, pointer: `/base_pricing/rows/${index}` };
}

/** Every row that names a size: base rows, and the rows of simple_letter price lists. */
function rowsNamingSizes(model: PricedModel, document: GeneratedDocument): { row: Fields; pointer: string }[] {
  const base = document.base_pricing.rows.map((row, r) => ({ row, pointer: `/base_pricing/rows/${r}` }));
  if (model !== 'simple_letter') return base;
  return [...base, ...document.price_lists.flatMap((list, l) => list.rows.map((row, r) => ({ row, pointer: `/price_lists/${l}/rows/${r}` })))];
}

/**
 * Plants the defect in a copy of a valid document, and says how the rules must refuse it.
 * `referenced` are the positions of the baseline's sizes other records reference.
 */
export function plant(
  model: PricedModel,
  source: GeneratedDocument,
  defect: PlantedDefect,
  referenced: ReadonlySet<number>,
  baseline: GeneratedDocument,
): { document: GeneratedDocument; refusal: Refusal } {
  const document = clone(source);
  const { at } = defect;
  const refusal = ((): Refusal => {
    switch (defect.kind) {
      case 'negative_price': {
        const areaRows = model === 'simple_letter' ? [] : document.price_lists.flatMap((list, l) => list.rows.map((row, r) => ({ row, pointer: `/price_lists/${l}/rows/${r}` })));
        const area = pick(areaRows, at);
        if (area && at % 2 === 1) {
          area.row.base_price = -1 - at;
          return invalid(`${area.pointer}/base_price`);
        }
        const base = someBaseRow(document, at);
        base.row.base_price.line_1 = -1 - at;
        return invalid(`${base.pointer}/base_price/line_1`);
      }
      case 'unknown_size_id':
        document.sizes.push({ size_id: UNKNOWN_ID, client_key: null, name: 'Ghost' });
        return invalid(`/sizes/${document.sizes.length - 1}/size_id`);
      case 'unknown_row_size':
        someBaseRow(document, at);
        document.base_pricing.rows.push({ size_id: UNKNOWN_ID, size_key: null, base_price: { line_1: 100 } });
        return invalid(`/base_pricing/rows/${document.base_pricing.rows.length - 1}/size_id`);
      case 'unknown_field': {
        const places: { node: Fields; pointer: string }[] = [
          { node: document, pointer: '' },
          ...document.sizes.map((node, s) => ({ node, pointer: `/sizes/${s}` })),
          { node: document.base_pricing, pointer: '/base_pricing' },
          ...document.price_lists.map((node, l) => ({ node, pointer: `/price_lists/${l}` })),
          ...document.price_lists.flatMap((list, l) => list.rows.map((node, r) => ({ node, pointer: `/price_lists/${l}/rows/${r}` }))),
        ];
        const place = pick(places, at)!;
        place.node.colour = 'red';
        return { status: 422, code: 'unknown_field', errors: [{ pointer: `${place.pointer}/colour`, code: 'unknown_field' }] };
      }
      case 'bad_line_key': {
        const base = someBaseRow(document, at);
        const key = at % 2 === 0 ? 'line_0' : 'lines';
        base.row.base_price[key] = 100;
        return invalid(`${base.pointer}/base_price/${key}`);
      }
      case 'drop_referenced_size': {
        const gone = new Set([...referenced].map((index) => baseline.sizes[index]!.size_id));
        const keep = (row: Fields) => !gone.has(row.size_id as Id);
        document.sizes = document.sizes.filter(keep);
        document.base_pricing.rows = document.base_pricing.rows.filter(keep);
        for (const list of document.price_lists) list.rows = list.rows.filter(keep);
        return { status: 409, code: 'resource_in_use', errors: [{ pointer: '/sizes', code: 'resource_in_use' }] };
      }
      case 'duplicate_base_row': {
        const { row } = someBaseRow(document, at);
        const size = document.sizes.find((candidate) => (row.size_id !== null ? candidate.size_id === row.size_id : candidate.client_key === row.size_key))!;
        // Even: the very same reference twice. Odd: the same size named the other way (by key, by id).
        const other = at % 2 === 1 && size.size_id !== null && size.client_key !== null
          ? (row.size_id !== null ? { size_id: null, size_key: size.client_key } : { size_id: size.size_id, size_key: null })
          : { size_id: row.size_id, size_key: row.size_key };
        document.base_pricing.rows.push({ ...other, base_price: { line_1: 700 } });
        return invalid(`/base_pricing/rows/${document.base_pricing.rows.length - 1}`);
      }
      case 'duplicate_client_key': {
        const key = pick(document.sizes.flatMap((size) => (size.client_key !== null ? [size.client_key] : [])), at) ?? 'twice';
        const twin = { name: 'Twin', size_id: null, client_key: key };
        document.sizes.push(twin, ...(key === 'twice' ? [{ ...twin }] : []));
        // The key now names the twin too, so a row naming the first size by its id and that key names two sizes.
        const namingBoth = rowsNamingSizes(model, document).filter(({ row }) => row.size_key === key && row.size_id !== null);
        const { errors } = invalid(`/sizes/${document.sizes.length - 1}/client_key`);
        return { status: 422, code: 'validation_failed', errors: [...errors, ...namingBoth.map(({ pointer }) => ({ pointer: `${pointer}/size_key`, code: 'invalid' }))] };
      }
      case 'unknown_price_list_id': {
        const index = document.price_lists.length === 0 ? undefined : at % document.price_lists.length;
        if (index !== undefined) document.price_lists[index]!.price_list_id = UNKNOWN_ID;
        else document.price_lists.push({ price_list_id: UNKNOWN_ID, name: 'Ghost', ...(model === 'advanced_letter' ? { letter_pricing_method: 'fixed_letter', shipping: SHIPPING } : {}), rows: [] });
        return invalid(`/price_lists/${index ?? document.price_lists.length - 1}/price_list_id`);
      }
      case 'rows_when_included':
        someBaseRow(document, at);
        document.base_pricing.mode = 'included_in_price_lists';
        return invalid('/base_pricing/rows');
      case 'changed_descriptor': {
        const name = pick(['pricing_model', 'currency', 'customiser_id'], at)!;
        document[name] = pick([MODELS.find((other) => other !== model), 'USD', UNKNOWN_ID], at);
        return invalid(`/${name}`, 'prohibited');
      }
      case 'sizing_strategy_on_non_simple': {
        const index = at % document.sizes.length;
        const field = at % 2 === 0 ? 'sizing_strategy' : 'height_measurement_mode';
        document.sizes[index]![field] = at % 2 === 0 ? 'fixed_width' : 'line_height';
        return invalid(`/sizes/${index}/${field}`, 'prohibited');
      }
      case 'sheet_pricing_on_non_simple':
        document.sheet_pricing = { rows: [] };
        return invalid('/sheet_pricing', 'prohibited');
      case 'second_frame_fit_list':
        document.price_lists.push({ ...clone(document.price_lists[0]!), price_list_id: null, name: 'Second frame fit' });
        return invalid('/price_lists');
      case 'schedule_on_material_length': {
        const rows = document.price_lists.flatMap((list, l) => (list.letter_pricing_method === 'material_length' ? list.rows.map((row, r) => ({ row, pointer: `/price_lists/${l}/rows/${r}` })) : []));
        const chosen = pick(rows, at);
        if (chosen) chosen.row.price_per_letter_by_position = [1200, 1000];
        else document.price_lists.push({ price_list_id: null, name: 'Tube', letter_pricing_method: 'material_length', shipping: SHIPPING, rows: [{ price_per_letter_by_position: [900] }] });
        return invalid(`${chosen?.pointer ?? `/price_lists/${document.price_lists.length - 1}/rows/0`}/price_per_letter_by_position`, 'prohibited');
      }
    }
  })();
  return { document, refusal };
}

/** A document, with or without one planted defect, and with or without GET's read-only descriptors. */
export interface Candidate {
  document: GeneratedDocument;
  defect: PlantedDefect | null;
  descriptors: boolean;
}

export function candidateArbitrary(model: PricedModel, baseline: GeneratedDocument, referenced: ReadonlySet<number>): fc.Arbitrary<Candidate> {
  return fc.record({
    document: documentArbitrary(model, baseline, referenced),
    defect: fc.oneof({ weight: 1, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: defectArbitrary(model) }),
    descriptors: fc.boolean(),
  });
}

/**
 * A candidate as a PUT body: defect planted, rendered against the current baseline (as GET shows it),
 * with GET's descriptors if asked; and how the rules must refuse it, when it carries a defect.
 */
export function bodyOf(model: PricedModel, candidate: Candidate, current: GeneratedDocument, baseline: GeneratedDocument, referenced: ReadonlySet<number>) {
  const planted = candidate.defect ? plant(model, candidate.document, candidate.defect, referenced, baseline) : { document: candidate.document, refusal: null };
  const document = render(planted.document, current);
  const body = candidate.descriptors ? { ...Object.fromEntries(DESCRIPTORS.map((name) => [name, current[name]])), ...document } : document;
  return { body, refusal: planted.refusal };
}

type Member = 'sizes' | 'base_pricing' | 'price_lists' | 'sheet_pricing';

/** A merge patch: a subset of the four members, each a generated value (base_pricing also partly), sheet_pricing maybe null. */
export interface PatchPlan {
  members: Member[];
  basePricing: 'whole' | 'mode' | 'rows';
  sheetPricing: 'value' | 'null';
  document: GeneratedDocument;
  defect: PlantedDefect | null;
}

export function patchArbitrary(model: PricedModel, baseline: GeneratedDocument, referenced: ReadonlySet<number>): fc.Arbitrary<PatchPlan> {
  return fc.record({
    members: fc.subarray<Member>(['sizes', 'base_pricing', 'price_lists', 'sheet_pricing']),
    basePricing: fc.constantFrom('whole', 'mode', 'rows'),
    sheetPricing: fc.constantFrom('value', 'null'),
    document: documentArbitrary(model, baseline, referenced),
    defect: fc.oneof({ weight: 3, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: defectArbitrary(model) }),
  });
}

/** The patch body of a plan, rendered against the current baseline. */
export function patchFor(model: PricedModel, plan: PatchPlan, current: GeneratedDocument, baseline: GeneratedDocument, referenced: ReadonlySet<number>): Fields {
  const planted = plan.defect ? plant(model, plan.document, plan.defect, referenced, baseline).document : plan.document;
  const document = render(planted, current);
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
}
