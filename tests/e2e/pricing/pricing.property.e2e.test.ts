import fc from 'fast-check';
import type { Response } from 'supertest';
import { applyMergePatch } from '../../../shared-kernel/merge-patch';
import type { PricedModel } from '../../../modules/pricing';
import { MODELS, baselineFor, membersOf, symbolic, type GeneratedDocument } from '../../../modules/pricing/test-support/pricing-document.arbitraries';
import { bodyOf, candidateArbitrary, patchArbitrary, patchFor, type Candidate } from '../../../modules/pricing/test-support/planted-defects';
import { domainVerdict, type PricingState, type Verdict } from '../../../modules/pricing/test-support/pricing-verdict';
import { aStore, type BuiltStore } from '../../support/builders';
import { startTestService, type TestService } from '../../support/test-service';
import { expectProblem } from '../../support/problem-assertions';

/**
 * The HTTP contract of the pricing operations over generated documents of every model: GET, PUT,
 * PATCH and validate answer as the pure rules do (their properties, over many more documents, are
 * modules/pricing/domain/pricing-document.property.test.ts), a refused write changes nothing, and
 * what is stored comes back unchanged. Every run starts by putting the baseline back, so runs never
 * depend on each other; ids in generated documents are symbols of the baseline's positions.
 */

/** Runs per property; PRICING_HTTP_PROPERTY_RUNS raises it for a longer search. */
const NUM_RUNS = Number(process.env.PRICING_HTTP_PROPERTY_RUNS ?? 4);
/** Generous, and longer for longer searches: a run that outlives its test would meddle with the next one's customiser. */
const PROPERTY_TIMEOUT = Math.max(120_000, NUM_RUNS * 5_000);

/** How the service answered, compared with the verdict of the domain rules. */
function verdict(response: Response): Verdict {
  if (response.status === 200) return { status: 200 };
  const body = response.body as { code?: string; errors?: { pointer?: string; code: string }[] };
  return { status: response.status, code: body.code, errors: (body.errors ?? []).map(({ pointer, code }) => ({ pointer, code })) };
}

function describeVerdict(response: Response): string {
  return response.status === 200 ? '200' : `${response.status} ${JSON.stringify({ code: response.body?.code, errors: response.body?.errors })}`;
}

describe('pricing operations over HTTP answer generated documents of every model as the pricing rules do', () => {
  let service: TestService;
  let store: BuiltStore;
  const auth = () => ({ Authorization: `Bearer ${store.keys.all!}` });
  const path = (customiserId: number) => `/api/v3/customisers/${customiserId}/pricing`;

  const get = async (id: number): Promise<GeneratedDocument> => {
    const response = await service.http.get(path(id)).set(auth());
    expect(response.status).toBe(200);
    return response.body.data as GeneratedDocument;
  };
  const put = (id: number, body: unknown) => service.http.put(path(id)).set(auth()).set('Content-Type', 'application/json').send(JSON.stringify(body));
  const patch = (id: number, body: unknown) => service.http.patch(path(id)).set(auth()).set('Content-Type', 'application/json').send(JSON.stringify(body));
  const validate = (id: number, body: unknown) => service.http.post(`${path(id)}/validate`).set(auth()).set('Content-Type', 'application/json').send(JSON.stringify(body));

  interface Target {
    id: number;
    model: PricedModel;
    referencedSizeIds: number[];
  }

  const customiserOf = (model: PricedModel): Target => {
    const chosen = store.customisers.find((candidate) => candidate.pricing_model === model)!;
    return { id: chosen.id, model, referencedSizeIds: [chosen.options.referenced.sizes!] };
  };

  /** Puts the baseline back and returns it as GET shows it. */
  const restore = async (target: Target): Promise<GeneratedDocument> => {
    const response = await put(target.id, baselineFor(target.model, target.referencedSizeIds));
    if (response.status !== 200) throw new Error(`restoring the baseline answered ${describeVerdict(response)}`);
    return get(target.id);
  };

  /** What the domain rules know of the customiser's pricing, read from what GET shows. */
  const stateOf = (target: Target, current: GeneratedDocument): PricingState => ({
    model: target.model,
    shown: {
      object: 'customiser_pricing',
      customiser_id: current.customiser_id as number,
      pricing_model: target.model,
      pricing_model_display_name: current.pricing_model_display_name as string,
      currency: current.currency as string | null,
    },
    existingSizeIds: current.sizes.map((size) => size.size_id as number),
    existingPriceListIds: current.price_lists.map((list) => list.price_list_id as number),
    referencedSizeIds: target.referencedSizeIds,
  });

  /** The baseline in symbols, what generators start from, and the positions of the referenced sizes. */
  const setUp = async (model: PricedModel) => {
    const target = customiserOf(model);
    const current = await restore(target);
    const referenced = new Set(current.sizes.flatMap((size, index) => (target.referencedSizeIds.includes(size.size_id as number) ? [index] : [])));
    expect(referenced.size).toBe(target.referencedSizeIds.length);
    return { target, baseline: symbolic(membersOf(current)), referenced };
  };

  beforeAll(async () => {
    service = await startTestService({
      env: { OPTION_WRITE_BUDGET_PER_MINUTE: '1000000', RATE_LIMIT_PER_KEY_PER_MINUTE: '1000000', RATE_LIMIT_PER_IP_PER_MINUTE: '1000000' },
    });
    store = await aStore(service, { customisers: 3 });
  });
  afterAll(() => service?.close());

  describe.each(MODELS)('%s', (model) => {
    it(
      'validate and PUT answer each document as the rules do (status, problem code, errors), a refused PUT changes nothing, and what GET shows survives PUT unchanged',
      async () => {
        const { target, baseline, referenced } = await setUp(model);
        const plain = membersOf(baseline);
        // Pinned: the baseline sent back as GET shows it (accepted), and valid JSON strings PostgreSQL
        // cannot hold, in a size (a catalogue row) and in a price list (the pricing document): refused, never a 500.
        const asShown: Candidate = { document: plain, defect: null, descriptors: true };
        const nulInSizeName: Candidate = { document: { ...plain, sizes: plain.sizes.map((size, index) => (index === 0 ? { ...size, name: 'Neon\u0000' } : size)) }, defect: null, descriptors: false };
        const loneSurrogateInListName: Candidate = {
          document: { ...plain, price_lists: plain.price_lists.map((list, index) => (index === 0 ? { ...list, name: 'Standard \ud800' } : list)) },
          defect: null,
          descriptors: false,
        };
        await fc.assert(
          fc.asyncProperty(candidateArbitrary(model, baseline, referenced), async (candidate) => {
            const before = await restore(target);
            const { body } = bodyOf(model, candidate, before, baseline, referenced);
            const expected = domainVerdict(body, stateOf(target, before));

            const validated = await validate(target.id, body);
            expect(verdict(validated)).toEqual(expected);
            expect(await get(target.id)).toEqual(before);
            const answer = await put(target.id, body);
            expect(verdict(answer)).toEqual(expected);

            if (answer.status !== 200) {
              expectProblem(answer, answer.status, answer.body.code as string);
              expect(await get(target.id)).toEqual(before);
              return;
            }
            expect(validated.body.data).toEqual({ object: 'pricing_validation', customiser_id: target.id, valid: true, livemode: true });
            const shown = await get(target.id);
            expect(answer.body.data).toEqual(shown);
            const again = await put(target.id, shown);
            expect(describeVerdict(again)).toBe('200');
            expect(again.body.data).toEqual(shown);
            expect(await get(target.id)).toEqual(shown);
          }),
          { numRuns: NUM_RUNS, examples: [[asShown], [nulInSizeName], [loneSurrogateInListName]] },
        );
      },
      PROPERTY_TIMEOUT,
    );

    it(
      'PATCH answers as the rules do on the locally merged document (RFC 7396, null clears), stores what PUT of that document stores, and a refused PATCH changes nothing',
      async () => {
        const { target, baseline, referenced } = await setUp(model);
        await fc.assert(
          fc.asyncProperty(patchArbitrary(model, baseline, referenced), async (plan) => {
            const beforePatch = await restore(target);
            const body = patchFor(model, plan, beforePatch, baseline, referenced);
            const expected = domainVerdict(applyMergePatch(membersOf(beforePatch), body, { nullMeans: 'clear' }) as GeneratedDocument, stateOf(target, beforePatch));
            const patched = await patch(target.id, body);
            expect(verdict(patched)).toEqual(expected);
            const afterPatch = await get(target.id);
            expect(afterPatch).toEqual(patched.status === 200 ? patched.body.data : beforePatch);

            const beforePut = await restore(target);
            const replaced = await put(target.id, applyMergePatch(beforePut, patchFor(model, plan, beforePut, baseline, referenced), { nullMeans: 'clear' }));
            expect(verdict(replaced)).toEqual(expected);
            if (patched.status === 200) expect(symbolic(patched.body.data as GeneratedDocument)).toEqual(symbolic(replaced.body.data as GeneratedDocument));
          }),
          { numRuns: NUM_RUNS },
        );
      },
      PROPERTY_TIMEOUT,
    );
  });
});
