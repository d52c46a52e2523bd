import { startTestService, type TestService } from '../../support/test-service';
import { expectProblem } from '../../support/problem-assertions';
import { aCustomiser, aStore, type BuiltStore } from '../../support/builders';
import { aNewKey, aNewStore, operatorOf } from '../../support/operator';

describe('pricing documents', () => {
  let service: TestService;
  /** A customiser of each pricing model, in the demo's order: the simple-letter one has sheet pricing. */
  let store: BuiltStore;
  const byModel = (model: string) => store.customisers.find((c) => c.pricing_model === model)!;
  const path = (customiserId: number) => `/api/v3/customisers/${customiserId}/pricing`;
  const auth = (key = store.keys.all!) => ({ Authorization: `Bearer ${key}` });
  const get = async (id: number) => (await service.http.get(path(id)).set(auth()).expect(200)).body.data;
  const put = (id: number, body: unknown) => service.http.put(path(id)).set(auth()).send(body as object);
  const patch = (id: number, body: unknown) => service.http.patch(path(id)).set(auth()).set('Content-Type', 'application/json').send(JSON.stringify(body));

  beforeAll(async () => {
    service = await startTestService({ env: { OPTION_WRITE_BUDGET_PER_MINUTE: '10000' } });
    store = await aStore(service, { customisers: 4 });
  });
  afterAll(() => service.close());

  describe('reading', () => {
    it.each(['simple_letter', 'advanced_letter', 'frame_fit'])('returns the %s document with its descriptors and the store currency', async (model) => {
      const document = await get(byModel(model).id);
      expect(document).toMatchObject({ object: 'customiser_pricing', customiser_id: byModel(model).id, pricing_model: model, currency: 'EUR' });
      expect(Object.keys(document)).toEqual(['object', 'customiser_id', 'pricing_model', 'pricing_model_display_name', 'currency', 'sizes', 'base_pricing', 'price_lists', 'sheet_pricing', 'livemode']);
      expect(document.sizes.length).toBeGreaterThanOrEqual(3);
      expect(document.price_lists.every((list: { price_list_id: unknown }) => Number.isInteger(list.price_list_id))).toBe(true);
    });

    it.each(['advanced_letter', 'frame_fit'])('answers a %s document from its stored text as the write that stored it answered it, member for member', async (model) => {
      const id = byModel(model).id;
      const current = await get(id);
      const written = await patch(id, { price_lists: [{ ...current.price_lists[0], name: `Read back ${model}` }, ...current.price_lists.slice(1)] }).expect(200);
      const read = await service.http.get(path(id)).set(auth()).expect(200).expect('Content-Type', /^application\/json/);
      expect(JSON.stringify(read.body.data)).toBe(JSON.stringify(written.body.data));
      expect(Object.keys(read.body)).toEqual(['data', 'links', 'meta']);
    });

    it('gives sizing_strategy and height_measurement_mode only to simple_letter sizes', async () => {
      expect((await get(byModel('simple_letter').id)).sizes.some((size: { sizing_strategy: unknown }) => size.sizing_strategy !== null)).toBe(true);
      for (const model of ['advanced_letter', 'frame_fit']) {
        for (const size of (await get(byModel(model).id)).sizes) expect([size.sizing_strategy, size.height_measurement_mode]).toEqual([null, null]);
      }
    });

    it('gives frame_fit exactly one price list of area-rate rows, advanced_letter a method and shipping', async () => {
      const frameFit = await get(byModel('frame_fit').id);
      expect(frameFit.price_lists).toHaveLength(1);
      expect(frameFit.price_lists[0].rows[0]).toEqual(expect.objectContaining({ price_per_sq_cm: expect.any(Number), width_limit_cm: expect.any(Number) }));
      const advanced = await get(byModel('advanced_letter').id);
      expect(advanced.price_lists.map((list: { letter_pricing_method: string }) => list.letter_pricing_method)).toEqual(['material_length', 'fixed_letter']);
      expect(advanced.price_lists[0].shipping).toEqual({ calculation: 'physical', volumetric_divisor: 5000, add_weight_to_product: true });
    });

    it('answers 422 legacy_pricing_model for the retired model, on every operation', async () => {
      const legacy = byModel('legacy_fixed_height');
      expectProblem(await service.http.get(path(legacy.id)).set(auth()), 422, 'legacy_pricing_model');
      expectProblem(await put(legacy.id, { sizes: [], base_pricing: { mode: 'included_in_price_lists' }, price_lists: [] }), 422, 'legacy_pricing_model');
      expectProblem(await patch(legacy.id, {}), 422, 'legacy_pricing_model');
      expectProblem(await service.http.post(`${path(legacy.id)}/validate`).set(auth()).send({}), 422, 'legacy_pricing_model');
    });

    it("answers another store's customiser exactly as an unknown one", async () => {
      const otherStore = await aStore(service);
      const foreign = await service.http.get(path(byModel('simple_letter').id)).set(auth(otherStore.keys.all!));
      expectProblem(foreign, 404, 'resource_not_found');
      expectProblem(await service.http.get(path(999999)).set(auth()), 404, 'resource_not_found');
    });

    it('reads with pricing:read and writes with pricing:write only', async () => {
      const id = byModel('frame_fit').id;
      await service.http.get(path(id)).set(auth(store.keys['pricing:read']!)).expect(200);
      expectProblem(await service.http.get(path(id)).set(auth(store.keys['pricing:write']!)), 403, 'insufficient_scope');
      expectProblem(await service.http.patch(path(id)).set(auth(store.keys['customisers:write']!)).send({}), 403, 'insufficient_scope');
      await service.http.patch(path(id)).set(auth(store.keys['pricing:write']!)).send({}).expect(200);
    });

    it('shows currency null on a hosted-platform store, where the storefront currency is in charge', async () => {
      const hosted = await aNewStore(service, { name: 'Hosted', currency: 'EUR', platform: 'shopify' });
      const { secret } = await aNewKey(service, hosted.id, { name: 'p', scopes: ['pricing:read'] });
      // The key reads pricing only: the customiser is made by the service itself, acting for the store.
      const customiser = await operatorOf(service, hosted.id).resource<{ id: number }>('createCustomiser', {
        body: { name: 'N', pricing_model: 'frame_fit', sign_category: 'lightbox', product_family: 'lightbox', selection_mode: 'single_style' },
      });
      const document = (await service.http.get(path(customiser.id)).set(auth(secret)).expect(200)).body.data;
      expect(document).toMatchObject({ currency: null, price_lists: [expect.objectContaining({ rows: [] })] });
    });
  });

  describe('merge patch', () => {
    it('treats {} as a no-op: same document, no write, no cache clearing', async () => {
      const id = byModel('advanced_letter').id;
      const before = await get(id);
      await service.runtime.storefrontCache.fill(id, { cached: true }, await service.runtime.storefrontCache.generation(id));
      expect((await patch(id, {}).expect(200)).body.data).toEqual(before);
      expect(await service.runtime.storefrontCache.get(id)).toEqual({ cached: true });
    });

    it('merges objects: {base_pricing: {mode}} keeps the rows, is validated as a whole, and the refusal says to send rows: []', async () => {
      const id = byModel('simple_letter').id;
      const problem = expectProblem(await patch(id, { base_pricing: { mode: 'included_in_price_lists' } }), 422, 'validation_failed');
      expect(problem.errors).toEqual([expect.objectContaining({ pointer: '/base_pricing/rows', code: 'invalid', detail: expect.stringContaining('send rows: [] with the mode') })]);
      const changed = await patch(id, { base_pricing: { mode: 'included_in_price_lists', rows: [] } }).expect(200);
      expect(changed.body.data.base_pricing).toEqual({ mode: 'included_in_price_lists', rows: [] });
    });

    it('removes sheet pricing with {sheet_pricing: null}', async () => {
      const withSheet = byModel('simple_letter');
      expect((await get(withSheet.id)).sheet_pricing).not.toBeNull();
      expect((await patch(withSheet.id, { sheet_pricing: null }).expect(200)).body.data.sheet_pricing).toBeNull();
      expect((await get(withSheet.id)).sheet_pricing).toBeNull();
    });

    it('replaces arrays wholesale: a size with size_id updates in place, one without is created, an omitted one is removed', async () => {
      // Its own: the sizes it keeps would change what the other tests read of the shared frame_fit one.
      const customiser = await aCustomiser(service, store, { pricingModel: 'frame_fit' });
      const document = await get(customiser.id);
      const [referenced, spare, small] = [
        document.sizes.find((s: { size_id: number }) => s.size_id === customiser.options.referenced.sizes),
        document.sizes.find((s: { size_id: number }) => s.size_id === customiser.options.unreferenced.sizes),
        document.sizes.find((s: { client_key: string }) => s.client_key === 'small'),
      ];
      const sizes = [{ ...referenced, name: 'Renamed' }, small, { name: 'Brand new', client_key: 'new', width_cm: 10 }];
      const result = (await patch(customiser.id, { sizes }).expect(200)).body.data;
      expect(result.sizes.map((s: { name: string }) => s.name).sort()).toEqual(['Brand new', 'Renamed', 'Small']);
      expect(result.sizes.find((s: { name: string }) => s.name === 'Renamed').size_id).toBe(referenced.size_id);
      expectProblem(await service.http.get(`/api/v3/customisers/${customiser.id}/sizes/${spare.size_id}`).set(auth()), 404, 'resource_not_found');
      const created = result.sizes.find((s: { name: string }) => s.name === 'Brand new');
      await service.http.get(`/api/v3/customisers/${customiser.id}/sizes/${created.size_id}`).set(auth()).expect(200);
    });

    it('refuses to omit sizes that fonts and presets reference: 409 resource_in_use with pointer /sizes, nothing written', async () => {
      const customiser = byModel('advanced_letter');
      const before = await get(customiser.id);
      const kept = before.sizes.filter((s: { size_id: number }) => s.size_id !== customiser.options.referenced.sizes);
      const problem = expectProblem(await patch(customiser.id, { sizes: kept }), 409, 'resource_in_use');
      expect(problem.errors).toEqual([expect.objectContaining({ pointer: '/sizes' })]);
      expect((problem.referenced_by as { type: string }[]).map((r) => r.type).sort()).toEqual(['font', 'preset']);
      expect(await get(customiser.id)).toEqual(before);
    });

    it('refuses read-only descriptors and unknown members', async () => {
      const id = byModel('frame_fit').id;
      const readOnly = expectProblem(await patch(id, { currency: 'USD', pricing_model: 'simple_letter' }), 422, 'validation_failed');
      expect(readOnly.errors).toEqual([expect.objectContaining({ pointer: '/currency', code: 'prohibited' }), expect.objectContaining({ pointer: '/pricing_model', code: 'prohibited' })]);
      expectProblem(await patch(id, { discounts: [] }), 422, 'unknown_field');
      expectProblem(await patch(id, [1]), 422, 'invalid_document');
    });

    it('clears the storefront cache on a successful write', async () => {
      const id = byModel('frame_fit').id;
      await service.runtime.storefrontCache.fill(id, { stale: true }, await service.runtime.storefrontCache.generation(id));
      await patch(id, { price_lists: [{ ...(await get(id)).price_lists[0], name: 'Renamed list' }] }).expect(200);
      expect(await service.runtime.storefrontCache.get(id)).toBeUndefined();
    });
  });

  describe('the rules of each model, with exact pointers', () => {
    it('names the exact pointer of a bad value deep in a price list', async () => {
      const id = byModel('advanced_letter').id;
      const document = await get(id);
      const rows = [0, 1, 2, 3].map(() => ({ ...document.price_lists[0].rows[0] }));
      rows[3] = { ...rows[3], base_price: -5 };
      const problem = expectProblem(await put(id, { ...document, price_lists: [{ ...document.price_lists[0], rows }, document.price_lists[1]] }), 422, 'validation_failed');
      expect(problem.errors).toEqual([expect.objectContaining({ pointer: '/price_lists/0/rows/3/base_price' })]);
    });

    it('refuses a sizing strategy on a model other than simple_letter', async () => {
      const id = byModel('frame_fit').id;
      const document = await get(id);
      document.sizes[0].sizing_strategy = 'fixed_width';
      const problem = expectProblem(await put(id, document), 422, 'validation_failed');
      expect(problem.errors).toEqual([expect.objectContaining({ pointer: '/sizes/0/sizing_strategy', code: 'prohibited' })]);
    });

    it('refuses sheet pricing outside simple_letter', async () => {
      const id = byModel('advanced_letter').id;
      const problem = expectProblem(await patch(id, { sheet_pricing: { rows: [] } }), 422, 'validation_failed');
      expect(problem.errors).toEqual([expect.objectContaining({ pointer: '/sheet_pricing', code: 'prohibited' })]);
    });

    it('keeps frame_fit at exactly one price list', async () => {
      const id = byModel('frame_fit').id;
      const document = await get(id);
      const two = expectProblem(await patch(id, { price_lists: [...document.price_lists, { ...document.price_lists[0], price_list_id: null, name: 'Second' }] }), 422, 'validation_failed');
      expect(two.errors).toEqual([expect.objectContaining({ pointer: '/price_lists' })]);
      expectProblem(await patch(id, { price_lists: [] }), 422, 'validation_failed');
    });

    it('allows position schedules only on fixed_letter price lists of advanced_letter', async () => {
      const id = byModel('advanced_letter').id;
      const document = await get(id);
      const [material, fixed] = document.price_lists;
      const withSchedule = { ...material, rows: material.rows.map((row: object) => ({ ...row, price_per_letter_by_position: [100, 90] })) };
      const problem = expectProblem(await patch(id, { price_lists: [withSchedule, fixed] }), 422, 'validation_failed');
      expect(problem.errors).toEqual(expect.arrayContaining([expect.objectContaining({ pointer: '/price_lists/0/rows/0/price_per_letter_by_position', code: 'prohibited' })]));
    });

    it('refuses ids that name nothing: an unknown size_id, price_list_id or size reference', async () => {
      const id = byModel('simple_letter').id;
      const document = await get(id);
      const problem = expectProblem(
        await put(id, {
          ...document,
          sizes: [...document.sizes, { size_id: 999999, name: 'Ghost' }],
          price_lists: [{ ...document.price_lists[0], price_list_id: 888888 }],
          base_pricing: { mode: 'single_base_price_by_size', rows: [{ size_key: 'nope', base_price: { line_1: 1 } }] },
        }),
        422,
        'validation_failed',
      );
      const pointers = (problem.errors as { pointer: string }[]).map((error) => error.pointer);
      expect(pointers).toEqual(expect.arrayContaining([`/sizes/${document.sizes.length}/size_id`, '/price_lists/0/price_list_id', '/base_pricing/rows/0/size_id']));
    });

    it('accepts the descriptors back unchanged in a PUT and refuses them changed', async () => {
      const id = byModel('advanced_letter').id;
      const document = await get(id);
      expect((await put(id, document).expect(200)).body.data).toEqual(document);
      const problem = expectProblem(await put(id, { ...document, pricing_model: 'frame_fit' }), 422, 'validation_failed');
      expect(problem.errors).toEqual([expect.objectContaining({ pointer: '/pricing_model', code: 'prohibited' })]);
    });
  });

  describe('validate', () => {
    it('answers pricing_validation valid for a valid document and persists nothing, touches no cache, consumes no key', async () => {
      // Its own: the replace at the end keeps the document it validated.
      const id = (await aCustomiser(service, store, { pricingModel: 'simple_letter' })).id;
      const document = await get(id);
      await service.runtime.storefrontCache.fill(id, { cached: true }, await service.runtime.storefrontCache.generation(id));
      const changed = { ...document, price_lists: [{ ...document.price_lists[0], name: 'Only validated' }] };
      const verdict = await service.http.post(`${path(id)}/validate`).set(auth()).set('Idempotency-Key', 'v-1').send(changed).expect(200);
      expect(verdict.body.data).toEqual({ object: 'pricing_validation', customiser_id: id, valid: true, livemode: true });
      expect(await get(id)).toEqual(document);
      expect(await service.runtime.storefrontCache.get(id)).toEqual({ cached: true });
      const replaced = await service.http.put(path(id)).set(auth()).set('Idempotency-Key', 'v-1').send(changed).expect(200);
      expect(replaced.headers['idempotency-replay']).toBeUndefined();
      expect(replaced.body.data.price_lists[0].name).toBe('Only validated');
    });

    it('answers the same 422 and 409 problems a replace would give', async () => {
      const customiser = byModel('simple_letter');
      const document = await get(customiser.id);
      const invalid = { ...document, sheet_pricing: { rows: [{ width_limit_cm: -1, height_limit_cm: 1, base_price: 1, price_per_sq_cm: 0 }] } };
      const viaValidate = expectProblem(await service.http.post(`${path(customiser.id)}/validate`).set(auth()).send(invalid), 422, 'validation_failed');
      const viaPut = expectProblem(await put(customiser.id, invalid), 422, 'validation_failed');
      expect(viaValidate.errors).toEqual(viaPut.errors);
      const omitting = { ...document, sizes: document.sizes.filter((s: { size_id: number }) => s.size_id !== customiser.options.referenced.sizes), base_pricing: { mode: 'included_in_price_lists', rows: [] }, price_lists: [] };
      const conflictValidate = expectProblem(await service.http.post(`${path(customiser.id)}/validate`).set(auth()).send(omitting), 409, 'resource_in_use');
      const conflictPut = expectProblem(await put(customiser.id, omitting), 409, 'resource_in_use');
      expect(conflictValidate.referenced_by).toEqual(conflictPut.referenced_by);
    });
  });
});
