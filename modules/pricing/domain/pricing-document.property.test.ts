import fc from 'fast-check';
import { applyMergePatch, sameJsonValue } from '../../../shared-kernel/merge-patch';
import { PRICING_MODEL_DISPLAY_NAMES } from '../../catalogue';
import { parsePricingDocument } from '../model/parse-pricing-document';
import type { PricedModel, PriceList } from './pricing-document';
import type { Problem } from '../../../shared-kernel/problems/problem';
import type { PricingDescriptors } from './pricing-rules';
import {
  MODELS, UNSTORABLE_TEXT, baselineFor, documentArbitrary, membersOf, symbolic,
  type Fields, type GeneratedDocument, type Size,
} from '../test-support/pricing-document.arbitraries';
import { bodyOf, defectArbitrary, defectsOf, patchArbitrary, patchFor, type Candidate, type Defect } from '../test-support/planted-defects';
import { ACCEPTED, checkReplacement, domainVerdict, type PricingState } from '../test-support/pricing-verdict';

/**
 * Properties of the pricing document rules over generated documents of every model, valid or carrying
 * one planted defect: the schema of the model, the document rules, the read-only descriptors, the sizes
 * a replacement may not remove, and merge patches. Pure functions, so thousands of documents a second;
 * tests/e2e/pricing/pricing.property.e2e.test.ts checks that the service answers as these do.
 */

/**
 * Runs per property; PRICING_PROPERTY_RUNS changes it for a longer search (`make test-properties` runs
 * 1,000). Not fewer in `make test`: at 50 runs a planted defect kind may go unseen, which the defect test
 * counts as a failure, and the file's time is mostly not its runs.
 */
const NUM_RUNS = Number(process.env.PRICING_PROPERTY_RUNS ?? 200);
const REFERENCED_SIZE_ID = 11;
const CUSTOMISER_ID = 41;

/** A customiser of the model whose pricing is the baseline, as GET shows it once stored. */
function storedBaseline(model: PricedModel): { shown: GeneratedDocument; state: PricingState } {
  const written = baselineFor(model, [REFERENCED_SIZE_ID]);
  let nextSizeId = REFERENCED_SIZE_ID + 1;
  const sizes: Size[] = written.sizes.map((size) => ({ ...size, size_id: size.size_id ?? nextSizeId++ }));
  const idOfKey = new Map(sizes.map((size) => [size.client_key, size.size_id]));
  const keyOfId = new Map(sizes.map((size) => [size.size_id, size.client_key]));
  // Rows are stored by size id; GET names each size by id and by its current client_key.
  const named = (row: Fields): Fields => {
    if (!('size_id' in row) && !('size_key' in row)) return row;
    const sizeId = row.size_id ?? idOfKey.get(row.size_key as string);
    return { ...row, size_id: sizeId, size_key: keyOfId.get(sizeId as number) ?? null };
  };
  const stored = {
    ...written,
    sizes,
    base_pricing: { ...written.base_pricing, rows: written.base_pricing.rows.map(named) },
    price_lists: written.price_lists.map((list, index) => ({ ...list, price_list_id: 21 + index, rows: list.rows.map(named) })),
  };
  const descriptors: PricingDescriptors = {
    object: 'customiser_pricing', customiser_id: CUSTOMISER_ID, pricing_model: model, pricing_model_display_name: PRICING_MODEL_DISPLAY_NAMES[model], currency: 'EUR',
  };
  const shown = { ...descriptors, ...parsePricingDocument(model, stored) } as unknown as GeneratedDocument;
  return {
    shown,
    state: {
      model,
      shown: descriptors,
      existingSizeIds: sizes.map((size) => size.size_id as number),
      existingPriceListIds: stored.price_lists.map((list) => list.price_list_id),
      referencedSizeIds: [REFERENCED_SIZE_ID],
    },
  };
}

/** The pointers of every string in a body that holds a NUL or a lone surrogate. */
function unstorableStrings(value: unknown, pointer = ''): string[] {
  if (typeof value === 'string') return UNSTORABLE_TEXT.test(JSON.stringify(value)) ? [pointer] : [];
  if (Array.isArray(value)) return value.flatMap((item, index) => unstorableStrings(item, `${pointer}/${index}`));
  if (value !== null && typeof value === 'object') return Object.entries(value).flatMap(([name, item]) => unstorableStrings(item, `${pointer}/${name}`));
  return [];
}

const inPointerOrder = <E extends { pointer?: string }>(errors: readonly E[] = []) => [...errors].sort((a, b) => (a.pointer ?? '').localeCompare(b.pointer ?? ''));

const storable = (body: unknown) => unstorableStrings(body).length === 0;

/** A member of the document replaced by the patch's, and base_pricing merged one level down: a merge patch written out by hand. */
function patchedByHand(current: GeneratedDocument, patch: Fields): GeneratedDocument {
  const base = patch.base_pricing === undefined ? current.base_pricing : { ...current.base_pricing, ...(patch.base_pricing as Fields) };
  return { ...current, ...patch, base_pricing: base } as GeneratedDocument;
}

describe.each(MODELS)('pricing document rules of %s, over generated documents', (model) => {
  const { shown, state } = storedBaseline(model);
  const baseline = symbolic(membersOf(shown));
  const referenced = new Set(shown.sizes.flatMap((size, index) => (size.size_id === REFERENCED_SIZE_ID ? [index] : [])));
  const validCandidate: fc.Arbitrary<Candidate> = fc.record({ document: documentArbitrary(model, baseline, referenced), defect: fc.constant(null), descriptors: fc.boolean() });
  const bodyFor = (candidate: Candidate) => bodyOf(model, candidate, shown, baseline, referenced);

  it('accepts every valid document, with or without the descriptors GET shows', () => {
    fc.assert(
      fc.property(validCandidate, (candidate) => {
        const { body } = bodyFor(candidate);
        fc.pre(storable(body));
        expect(domainVerdict(body, state)).toEqual(ACCEPTED);
      }),
      { numRuns: NUM_RUNS },
    );
  });

  it('refuses text no database can store (NUL, a lone surrogate) with validation_failed naming each such string, and nothing else', () => {
    const nulInSizeName = { document: { ...baseline, sizes: baseline.sizes.map((size, index) => (index === 0 ? { ...size, name: 'Neon\u0000' } : size)) }, defect: null, descriptors: false };
    const loneSurrogateInListName = { document: { ...baseline, price_lists: baseline.price_lists.map((list, index) => (index === 0 ? { ...list, name: 'Standard \ud800' } : list)) }, defect: null, descriptors: false };
    fc.assert(
      fc.property(validCandidate, (candidate) => {
        const { body } = bodyFor(candidate);
        const unstorable = unstorableStrings(body);
        fc.pre(unstorable.length > 0);
        const verdict = domainVerdict(body, state);
        expect(verdict).toEqual({ status: 422, code: 'validation_failed', errors: expect.any(Array) });
        expect(verdict.errors!.map((error) => `${error.pointer} ${error.code}`).sort()).toEqual(unstorable.map((pointer) => `${pointer} invalid`).sort());
      }),
      { numRuns: NUM_RUNS, examples: [[nulInSizeName], [loneSurrogateInListName]] },
    );
  });

  it('round-trips: an accepted document, as GET shows it back (descriptors, stored as JSON), is accepted again as the same document', () => {
    fc.assert(
      fc.property(validCandidate, (candidate) => {
        const { body } = bodyFor(candidate);
        fc.pre(storable(body));
        const shownBack = JSON.parse(JSON.stringify({ ...state.shown, ...checkReplacement(body, state) })) as GeneratedDocument;
        expect(checkReplacement(shownBack, state)).toEqual(membersOf(shownBack));
      }),
      { numRuns: NUM_RUNS },
    );
  });

  it('refuses each planted defect with its problem code and exactly the pointer of the defect', () => {
    const keyed = baseline.sizes.find((size) => size.client_key !== null)!;
    // The same size priced twice in base_pricing, once by size_id and once by its client_key.
    const sameSizeTwice = {
      document: { ...baseline, base_pricing: { mode: 'single_base_price_by_size', rows: [{ size_id: keyed.size_id, size_key: null, base_price: { line_1: 1000 } }] } },
      defect: { kind: 'duplicate_base_row' as const, at: 1 },
      descriptors: false,
    };
    const seen = new Set<Defect>();
    fc.assert(
      fc.property(fc.record({ document: documentArbitrary(model, baseline, referenced), defect: defectArbitrary(model), descriptors: fc.boolean() }), (candidate) => {
        const { body, refusal } = bodyFor(candidate);
        fc.pre(storable(body));
        seen.add(candidate.defect.kind);
        const verdict = domainVerdict(body, state);
        expect({ ...verdict, errors: inPointerOrder(verdict.errors) }).toEqual({ ...refusal, errors: inPointerOrder(refusal!.errors) });
      }),
      { numRuns: NUM_RUNS, examples: [[sameSizeTwice]] },
    );
    expect([...seen].sort()).toEqual(defectsOf(model).sort());
  });

  it('checks a merge patch as the document it makes: merging (RFC 7396, null clears) then checking equals checking the document patched by hand', () => {
    fc.assert(
      fc.property(patchArbitrary(model, baseline, referenced), (plan) => {
        const patch = patchFor(model, plan, shown, baseline, referenced);
        const merged = applyMergePatch(membersOf(shown), patch, { nullMeans: 'clear' }) as GeneratedDocument;
        const byHand = patchedByHand(membersOf(shown), patch);
        const verdict = domainVerdict(merged, state);
        expect(verdict).toEqual(domainVerdict(byHand, state));
        if (verdict.status === 200) expect(checkReplacement(merged, state)).toEqual(checkReplacement(byHand, state));
      }),
      { numRuns: NUM_RUNS },
    );
  });

  it('takes price lists sent back exactly as stored as stored, and so answers every body as checking it whole does (issue 15: a PATCH checks only what changed)', () => {
    const storedLists = shown.price_lists as unknown as PriceList[];
    const outcome = (check: () => unknown) => {
      try {
        return { document: check() };
      } catch (error) {
        const { status, code, errors } = error as Problem;
        return { status, code, errors };
      }
    };
    const anyCandidate = fc.oneof(validCandidate, fc.record({ document: documentArbitrary(model, baseline, referenced), defect: defectArbitrary(model), descriptors: fc.boolean() }));
    fc.assert(
      fc.property(anyCandidate, fc.array(fc.boolean(), { maxLength: 4 }), (candidate, sentBack) => {
        const { body } = bodyFor(candidate);
        fc.pre(storable(body));
        const lists = (body as { price_lists?: unknown }).price_lists;
        // Some lists replaced by a stored list sent back as GET shows it: those are the ones taken as stored.
        const withStored = Array.isArray(lists) ? { ...body, price_lists: lists.map((list, index) => (sentBack[index] && storedLists[index] ? structuredClone(storedLists[index]) : list)) } : body;
        const trusting = outcome(() => parsePricingDocument(model, withStored, storedLists));
        expect(trusting).toEqual(outcome(() => parsePricingDocument(model, withStored)));
      }),
      { numRuns: NUM_RUNS },
    );
  });

  it('recognises a patch sending back members as they are as changing nothing (the no-op PATCH writes nothing for)', () => {
    const members = membersOf(shown);
    fc.assert(
      fc.property(fc.subarray(['sizes', 'base_pricing', 'price_lists', 'sheet_pricing'] as const), fc.boolean(), (names, nested) => {
        const patch = Object.fromEntries(names.map((name) => [name, nested && name === 'base_pricing' ? { mode: members.base_pricing.mode } : structuredClone(members[name])]));
        const merged = applyMergePatch(members, patch, { nullMeans: 'clear' });
        expect(sameJsonValue(parsePricingDocument(model, merged), parsePricingDocument(model, members))).toBe(true);
      }),
    );
  });
});
