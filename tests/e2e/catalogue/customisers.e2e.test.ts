import { startTestService, type TestService } from '../../support/test-service';
import { expectProblem } from '../../support/problem-assertions';
import type { SeededCustomiser } from '../../../apps/cli/demo/catalogue.seed';
import { aCustomiser, aStore, bareCustomisers, type BareCustomiser, type BuiltStore } from '../../support/builders';
import { aNewKey, aNewStore } from '../../support/operator';

describe('customisers', () => {
  let service: TestService;
  let store: BuiltStore;
  const keys = () => store.keys;
  const get = (path: string, key = keys().all!) => service.http.get(path).set('Authorization', `Bearer ${key}`);
  const patch = (path: string, body: unknown, key = keys().all!) =>
    service.http.patch(path).set('Authorization', `Bearer ${key}`).set('Content-Type', 'application/json').send(JSON.stringify(body));
  const post = (path: string, body: unknown, idempotencyKey?: string) => {
    const request = service.http.post(path).set('Authorization', `Bearer ${keys().all}`).set('Content-Type', 'application/json');
    return (idempotencyKey ? request.set('Idempotency-Key', idempotencyKey) : request).send(JSON.stringify(body));
  };

  beforeAll(async () => {
    service = await startTestService();
    store = await aStore(service, { customisers: 5 });
  });
  afterAll(() => service.close());

  describe('listing', () => {
    /**
     * More customisers than a page holds (20), some of them inactive, so that listings page and filter;
     * bare, since a listing reads the customisers, not their options.
     */
    let paged: BuiltStore;
    let pagedCustomisers: BareCustomiser[];
    const list = (path: string, key = paged.keys.all!) => get(path, key);

    beforeAll(async () => {
      paged = await aStore(service);
      pagedCustomisers = await bareCustomisers(service, paged, 25);
    });

    it('pages in creation order, oldest first, 20 by default, stable across pages, with links.next', async () => {
      const seen: number[] = [];
      let response = await list('/api/v3/customisers').expect(200);
      expect(response.body.data).toHaveLength(20);
      expect(response.body.pagination.has_more).toBe(true);
      seen.push(...response.body.data.map((c: { id: number }) => c.id));
      const next = new URL(response.body.links.next);
      expect(next.searchParams.get('cursor')).toBe(response.body.pagination.next_cursor);
      response = await list(`${next.pathname}${next.search}`).expect(200);
      seen.push(...response.body.data.map((c: { id: number }) => c.id));
      expect(response.body.pagination).toEqual({ has_more: false, next_cursor: null });
      expect(response.body.links.next).toBeNull();
      expect(seen).toEqual(pagedCustomisers.map((c) => c.id));
      expect([...seen].sort((a, b) => a - b)).toEqual(seen);
    });

    it('honours limit from 1 to 100 and answers 422 invalid_parameter outside it', async () => {
      expect((await list('/api/v3/customisers?limit=1').expect(200)).body.data).toHaveLength(1);
      expect((await list('/api/v3/customisers?limit=100').expect(200)).body.data).toHaveLength(25);
      for (const limit of ['0', '101', 'ten', '2.5']) {
        const problem = expectProblem(await list(`/api/v3/customisers?limit=${limit}`), 422, 'invalid_parameter');
        expect(problem.errors).toEqual([expect.objectContaining({ parameter: 'limit' })]);
      }
    });

    it('filters by active and by pricing model, and keeps filters with the cursor', async () => {
      const inactive = pagedCustomisers.filter((c) => !c.active).map((c) => c.id);
      const listing = await list('/api/v3/customisers?filter[active]=false&limit=100').expect(200);
      expect(listing.body.data.map((c: { id: number }) => c.id)).toEqual(inactive);
      const frameFit = await list('/api/v3/customisers?filter[pricing_model]=frame_fit&limit=2').expect(200);
      expect(frameFit.body.data.every((c: { pricing_model: string }) => c.pricing_model === 'frame_fit')).toBe(true);
      const second = await list(`/api/v3/customisers?filter[pricing_model]=frame_fit&limit=2&cursor=${frameFit.body.pagination.next_cursor}`).expect(200);
      expect(second.body.data.every((c: { pricing_model: string }) => c.pricing_model === 'frame_fit')).toBe(true);
    });

    it('answers an unknown filter with 422 unknown_filter and a bad value with 422 invalid_parameter and allowed_values', async () => {
      const unknown = expectProblem(await list('/api/v3/customisers?filter[status]=live'), 422, 'unknown_filter');
      expect(unknown.errors).toEqual([expect.objectContaining({ parameter: 'filter[status]' })]);
      const retired = expectProblem(await list('/api/v3/customisers?filter[pricing_model]=legacy_fixed_height'), 422, 'invalid_parameter');
      expect(retired.errors).toEqual([expect.objectContaining({ parameter: 'filter[pricing_model]', allowed_values: ['simple_letter', 'advanced_letter', 'frame_fit'] })]);
      const active = expectProblem(await list('/api/v3/customisers?filter[active]=yes'), 422, 'invalid_parameter');
      expect(active.errors).toEqual([expect.objectContaining({ allowed_values: ['true', 'false'] })]);
      expectProblem(await list('/api/v3/customisers?sort=name'), 422, 'unknown_parameter');
    });

    it('refuses a cursor that was altered or is used with other filters (422 invalid_cursor)', async () => {
      const cursor = (await list('/api/v3/customisers?limit=2').expect(200)).body.pagination.next_cursor as string;
      expectProblem(await list(`/api/v3/customisers?limit=2&cursor=${cursor.slice(0, -2)}xx`), 422, 'invalid_cursor');
      expectProblem(await list(`/api/v3/customisers?limit=2&filter[active]=true&cursor=${cursor}`), 422, 'invalid_cursor');
      expectProblem(await list(`/api/v3/customisers?limit=2&cursor=${cursor}`, store.keys.all), 422, 'invalid_cursor');
    });

    it('requires customisers:read; write does not grant read', async () => {
      await list('/api/v3/customisers', paged.keys['customisers:read']).expect(200);
      expectProblem(await list('/api/v3/customisers', paged.keys['customisers:write']), 403, 'insufficient_scope');
    });
  });

  describe('reading and creating', () => {
    it('reads a customiser with its pricing model display name', async () => {
      const customiser = store.customisers[0]!;
      const response = await get(`/api/v3/customisers/${customiser.id}`).expect(200);
      expect(response.body.data).toEqual({
        object: 'customiser', id: customiser.id, name: expect.any(String), active: true, pricing_model: 'simple_letter',
        pricing_model_display_name: 'Simple letter', sign_category: 'neon', product_family: 'neon', selection_mode: 'single_style',
        created_at: expect.any(String), updated_at: expect.any(String), livemode: true,
      });
    });

    it('answers unknown and malformed ids with 404 resource_not_found', async () => {
      expectProblem(await get('/api/v3/customisers/999999'), 404, 'resource_not_found');
      expectProblem(await get('/api/v3/customisers/abc'), 404, 'resource_not_found');
      // Beyond PostgreSQL's integer range: still no such customiser, never a failed query.
      expectProblem(await get('/api/v3/customisers/9999999999'), 404, 'resource_not_found');
    });

    it('creates an inactive customiser with an Idempotency-Key; the retired model cannot be created', async () => {
      const body = { name: 'Shop front', pricing_model: 'frame_fit', sign_category: 'lightbox', product_family: 'lightbox' };
      expectProblem(await post('/api/v3/customisers', body), 400, 'missing_idempotency_key');
      const created = await post('/api/v3/customisers', body, 'create-1').expect(201);
      expect(created.body.data).toMatchObject({ object: 'customiser', name: 'Shop front', active: false, selection_mode: 'single_style' });
      const retired = expectProblem(await post('/api/v3/customisers', { ...body, pricing_model: 'legacy_fixed_height' }, 'create-2'), 422, 'validation_failed');
      expect(retired.errors).toEqual([expect.objectContaining({ pointer: '/pricing_model', code: 'unsupported_value' })]);
    });

    it('documents that a customiser created through the API starts inactive, and how to activate it', async () => {
      const contract = (await service.http.get('/help/openapi.json').expect(200)).body;
      const create = contract.paths['/api/v3/customisers'].post;
      expect(create.description).toMatch(/inactive/);
      expect(create.description).toContain('/api/v3/customisers/{customiser_id}/activate');
      expect(contract.components.schemas.Customiser.properties.active.description).toMatch(/starts inactive.*activate/s);
      const guide = (await service.http.get('/help/quickstart').expect(200)).text;
      expect(guide).toMatch(/creates it <strong>inactive<\/strong>/);
      expect(guide).toContain('/activate');
    });

    it('refuses per_word at creation where it is not available', async () => {
      const body = { name: 'Box', pricing_model: 'frame_fit', sign_category: 'lightbox', product_family: 'lightbox', selection_mode: 'per_word' };
      const problem = expectProblem(await post('/api/v3/customisers', body, 'create-3'), 422, 'selection_mode_not_available');
      expect(problem.reason).toBe('sign_category_styles_one_piece');
    });
  });

  describe('merge patch', () => {
    const customiserPath = () => `/api/v3/customisers/${store.customisers[1]!.id}`;

    it('renames; {} is a no-op; omitted properties stay', async () => {
      const renamed = await patch(customiserPath(), { name: 'Renamed sign' }).expect(200);
      expect(renamed.body.data.name).toBe('Renamed sign');
      const same = await patch(customiserPath(), {}).expect(200);
      expect(same.body.data).toEqual(renamed.body.data);
    });

    it('answers active with 422 validation_failed, pointer /active, code prohibited', async () => {
      const problem = expectProblem(await patch(customiserPath(), { active: false }), 422, 'validation_failed');
      expect(problem.errors).toEqual([expect.objectContaining({ pointer: '/active', code: 'prohibited' })]);
    });

    it('keeps pricing_model, sign_category and product_family fixed (prohibited)', async () => {
      const problem = expectProblem(await patch(customiserPath(), { pricing_model: 'frame_fit', sign_category: 'x', product_family: 'y' }), 422, 'validation_failed');
      expect(problem.errors).toEqual([
        expect.objectContaining({ pointer: '/pricing_model', code: 'prohibited' }),
        expect.objectContaining({ pointer: '/product_family', code: 'prohibited' }),
        expect.objectContaining({ pointer: '/sign_category', code: 'prohibited' }),
      ]);
    });

    it('answers a non-object patch with 422 invalid_document and an unknown field with 422 unknown_field', async () => {
      expectProblem(await patch(customiserPath(), ['name']), 422, 'invalid_document');
      expectProblem(await patch(customiserPath(), 'name'), 422, 'invalid_document');
      const unknown = expectProblem(await patch(customiserPath(), { colour: 'red' }), 422, 'unknown_field');
      expect(unknown.errors).toEqual([expect.objectContaining({ pointer: '/colour' })]);
    });

    it('replays a patch sent again with the same Idempotency-Key', async () => {
      const send = () => patch(customiserPath(), { name: 'Once' }).set('Idempotency-Key', 'patch-once');
      const first = await send().expect(200);
      const again = await send().expect(200);
      expect(again.headers['idempotency-replay']).toBe('true');
      expect(again.body).toEqual(first.body);
    });
  });

  describe('selection mode', () => {
    const settingsOf = async (id: number) => (await get(`/api/v3/customisers/${id}/settings`).expect(200)).body.data;

    it('moves to per_word when permitted and turns multiple fonts and colours on; back to single_style turns them off', async () => {
      const id = store.customisers[2]!.id;
      await patch(`/api/v3/customisers/${id}`, { selection_mode: 'per_word' }).expect(200);
      expect(await settingsOf(id)).toMatchObject({ multiple_fonts: true, multiple_colours: true });
      await patch(`/api/v3/customisers/${id}`, { selection_mode: 'single_style' }).expect(200);
      expect(await settingsOf(id)).toMatchObject({ multiple_fonts: false, multiple_colours: false });
    });

    it('leaves a customiser styling each word by font alone as it is when going back to single_style', async () => {
      const id = store.customisers[3]!.id;
      await patch(`/api/v3/customisers/${id}`, { selection_mode: 'per_word' }).expect(200);
      await patch(`/api/v3/customisers/${id}/settings`, { style_words_by_font_only: true }).expect(200);
      await patch(`/api/v3/customisers/${id}`, { selection_mode: 'single_style' }).expect(200);
      expect(await settingsOf(id)).toMatchObject({ multiple_fonts: true, multiple_colours: true, style_words_by_font_only: true });
    });

    it('refuses per_word on a sign cut as one piece with reason sign_category_styles_one_piece, unchanged', async () => {
      const onePiece = store.customisers.find((c) => !c.per_word_available)!;
      const problem = expectProblem(await patch(`/api/v3/customisers/${onePiece.id}`, { selection_mode: 'per_word' }), 422, 'selection_mode_not_available');
      expect(problem.reason).toBe('sign_category_styles_one_piece');
      expect((await get(`/api/v3/customisers/${onePiece.id}`).expect(200)).body.data.selection_mode).toBe('single_style');
    });

    it('refuses per_word when the store plan lacks it, with reason plan_excludes_per_word_styling', async () => {
      const store = await aNewStore(service, { name: 'Starter', currency: 'EUR', plan: 'starter' });
      const { secret } = await aNewKey(service, store.id, { name: 'k', scopes: ['customisers:write', 'customisers:read'] });
      const created = await service.http.post('/api/v3/customisers').set('Authorization', `Bearer ${secret}`).set('Idempotency-Key', 'starter-1')
        .send({ name: 'Neon', pricing_model: 'simple_letter', sign_category: 'neon', product_family: 'neon' }).expect(201);
      const problem = expectProblem(await patch(`/api/v3/customisers/${created.body.data.id}`, { selection_mode: 'per_word' }, secret), 422, 'selection_mode_not_available');
      expect(problem.reason).toBe('plan_excludes_per_word_styling');
    });

    it('keeps the mode-following flags out of a settings patch', async () => {
      const id = store.customisers[4]!.id;
      const problem = expectProblem(await patch(`/api/v3/customisers/${id}/settings`, { multiple_fonts: true }), 422, 'validation_failed');
      expect(problem.errors).toEqual([expect.objectContaining({ pointer: '/multiple_fonts', code: 'prohibited' })]);
    });
  });

  describe('activation', () => {
    let customiser: SeededCustomiser;

    beforeAll(async () => {
      customiser = await aCustomiser(service, store);
    });

    it('activates and deactivates; active is otherwise read-only', async () => {
      const id = customiser.id;
      expect((await post(`/api/v3/customisers/${id}/deactivate`, {}).expect(200)).body.data.active).toBe(false);
      expect((await get(`/api/v3/customisers?filter[active]=false&limit=100`).expect(200)).body.data.map((c: { id: number }) => c.id)).toContain(id);
      expect((await post(`/api/v3/customisers/${id}/activate`, {}).expect(200)).body.data.active).toBe(true);
    });

    it('takes no body fields', async () => {
      const id = customiser.id;
      const problem = expectProblem(await post(`/api/v3/customisers/${id}/activate`, { active: true }), 422, 'unknown_field');
      expect(problem.errors).toEqual([expect.objectContaining({ parameter: 'active' })]);
    });
  });
});
