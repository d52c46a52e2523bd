import { FAMILIES_PRICING_REFERENCES } from '../../../modules/pricing';
import { startTestService, type TestService } from '../../support/test-service';
import { expectProblem } from '../../support/problem-assertions';
import { aStore, type BuiltStore } from '../../support/builders';

type Referencer = { type: string; id: number | string; name: string | null };

/**
 * Issue 33: a pricing document's rows reference the option rows they price. Deleting a row a document
 * prices is refused with 409 naming the pricing rows, nothing changes, and the delete succeeds once the
 * document no longer prices it; the document stays writable throughout.
 */
describe('deletes of option rows a pricing document references', () => {
  let service: TestService;
  let store: BuiltStore;
  let created = 0;
  const all = () => ({ Authorization: `Bearer ${store.keys.all}` });
  const byModel = (model: string) => store.customisers.find((customiser) => customiser.pricing_model === model)!;
  const rows = (customiserId: number, family: string) => `/api/v3/customisers/${customiserId}/${family}`;
  const pricing = (customiserId: number) => `/api/v3/customisers/${customiserId}/pricing`;
  const getPricing = async (customiserId: number) => (await service.http.get(pricing(customiserId)).set(all()).expect(200)).body.data;
  const patchPricing = (customiserId: number, patch: unknown) =>
    service.http.patch(pricing(customiserId)).set(all()).set('Content-Type', 'application/json').send(JSON.stringify(patch));
  const remove = (customiserId: number, family: string, id: number, key: string) =>
    service.http.delete(`${rows(customiserId, family)}/${id}`).set(all()).set('Idempotency-Key', key);

  beforeAll(async () => {
    service = await startTestService({ env: { OPTION_WRITE_BUDGET_PER_MINUTE: '10000' } });
    store = await aStore(service, { customisers: 3 });
  });
  afterAll(() => service.close());

  /** A new row of the family that nothing but the customiser's pricing document references, and the pricing rows that now do. */
  async function aPricedRow(family: (typeof FAMILIES_PRICING_REFERENCES)[number], model: string): Promise<{ customiserId: number; id: number; pricedBy: Referencer[] }> {
    const customiserId = byModel(model).id;
    switch (family) {
      case 'sizes': {
        const id = (await service.http.post(rows(customiserId, 'sizes')).set(all()).set('Idempotency-Key', `size-${model}-${(created += 1)}`).send({ name: `Priced ${model}`, char_limit: 10, line_limit: 1 }).expect(201)).body.data.id as number;
        const document = await getPricing(customiserId);
        const base = { mode: 'single_base_price_by_size', rows: [...document.base_pricing.rows, { size_id: id, base_price: { line_1: 9900 } }] };
        if (model !== 'simple_letter') {
          await patchPricing(customiserId, { base_pricing: base }).expect(200);
          return { customiserId, id, pricedBy: [{ type: 'base_pricing_row', id: customiserId, name: 'base pricing' }] };
        }
        const [list, ...others] = document.price_lists;
        const priced = { ...list, rows: [...list.rows, { size_id: id, base_price: { line_1: 0 }, letter_price: { line_1: 500 } }] };
        await patchPricing(customiserId, { base_pricing: base, price_lists: [priced, ...others] }).expect(200);
        return {
          customiserId,
          id,
          pricedBy: [{ type: 'base_pricing_row', id: customiserId, name: 'base pricing' }, { type: 'price_list_row', id: list.price_list_id, name: list.name }],
        };
      }
      default:
        throw new Error(`No way to price a ${family satisfies never} row is known to this test`);
    }
  }

  const cases = FAMILIES_PRICING_REFERENCES.flatMap((family) => (['simple_letter', 'advanced_letter'] as const).map((model) => [family, model] as const));

  it.each(cases)('refuses to delete a %s row the %s pricing document prices: 409 naming the pricing rows, nothing deleted, the document still writable', async (family, model) => {
    const { customiserId, id, pricedBy } = await aPricedRow(family, model);
    const row = (await service.http.get(`${rows(customiserId, family)}/${id}`).set(all()).expect(200)).body.data;
    const document = await getPricing(customiserId);

    const problem = expectProblem(await remove(customiserId, family, id, `refused-${family}-${model}`), 409, 'resource_in_use');
    expect(problem.referenced_by).toEqual(pricedBy);
    expect(problem.referenced_by_count).toBe(pricedBy.length);

    expect((await service.http.get(`${rows(customiserId, family)}/${id}`).set(all()).expect(200)).body.data).toEqual(row);
    expect(await getPricing(customiserId)).toEqual(document);
    // The spec's valid no-op stays one: nothing dangles.
    await patchPricing(customiserId, {}).expect(200);
  });

  it.each(cases)('deletes a %s row once the %s pricing document no longer prices it, under the key the 409 did not consume', async (family, model) => {
    const { customiserId, id } = await aPricedRow(family, model);
    const key = `after-${family}-${model}`;
    expectProblem(await remove(customiserId, family, id, key), 409, 'resource_in_use');
    const document = await getPricing(customiserId);
    const unpriced = <T extends { size_id?: number | null }>(list: T[]) => list.filter((entry) => entry.size_id !== id);
    await patchPricing(customiserId, {
      base_pricing: { ...document.base_pricing, rows: unpriced(document.base_pricing.rows) },
      price_lists: document.price_lists.map((list: { rows: { size_id?: number }[] }) => ({ ...list, rows: unpriced(list.rows) })),
    }).expect(200);

    const receipt = await remove(customiserId, family, id, key).expect(200);
    expect(receipt.body.data).toMatchObject({ id, deleted: true });
    expectProblem(await service.http.get(`${rows(customiserId, family)}/${id}`).set(all()), 404, 'resource_not_found');
    await patchPricing(customiserId, {}).expect(200);
  });

  it('lets a pricing write drop a size together with the rows that price it: its own rows do not hold it back', async () => {
    const { customiserId, id } = await aPricedRow('sizes', 'simple_letter');
    const document = await getPricing(customiserId);
    const without = <T extends { size_id?: number | null }>(list: T[]) => list.filter((entry) => entry.size_id !== id);
    const written = await patchPricing(customiserId, {
      sizes: without(document.sizes),
      base_pricing: { ...document.base_pricing, rows: without(document.base_pricing.rows) },
      price_lists: document.price_lists.map((list: { rows: { size_id?: number }[] }) => ({ ...list, rows: without(list.rows) })),
    }).expect(200);
    expect(written.body.data.sizes.map((size: { size_id: number }) => size.size_id)).not.toContain(id);
    expectProblem(await service.http.get(`${rows(customiserId, 'sizes')}/${id}`).set(all()), 404, 'resource_not_found');
  });

  it('still refuses, with 422 at the row, a pricing write that drops a size its own rows keep pricing', async () => {
    const { customiserId, id } = await aPricedRow('sizes', 'simple_letter');
    const document = await getPricing(customiserId);
    const problem = expectProblem(await patchPricing(customiserId, { sizes: document.sizes.filter((size: { size_id: number }) => size.size_id !== id) }), 422, 'validation_failed');
    expect((problem.errors as { pointer: string }[]).map((error) => error.pointer)).toContain(`/base_pricing/rows/${document.base_pricing.rows.findIndex((row: { size_id: number }) => row.size_id === id)}/size_id`);
    await service.http.get(`${rows(customiserId, 'sizes')}/${id}`).set(all()).expect(200);
  });
});
