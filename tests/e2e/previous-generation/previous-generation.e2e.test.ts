import { startTestService, type TestService } from '../../support/test-service';
import { expectProblem } from '../../support/problem-assertions';
import { aCustomiser, aStore, type BuiltStore } from '../../support/builders';
import { bearer, idempotencyKey, orderBody } from '../orders/order-fixtures';
import { customiserOf, expectDeprecationHeaders, legacyOperations, legacyProductBody, unique } from './legacy-fixtures';

/** The deprecated previous generation (CONTRACT section 3, spec Versioning 4 and 5): who may call it, what it answers. */
describe('previous-generation API', () => {
  let service: TestService;
  let store: BuiltStore;
  let otherStore: BuiltStore;
  const legacy = () => bearer(store.keys.legacy!);
  const operations = () => legacyOperations(service, store);

  // One store for the file: its tests write only what they name uniquely and read back what they wrote.
  beforeAll(async () => {
    service = await startTestService({ env: { OPTION_WRITE_BUDGET_PER_MINUTE: '10000' } });
    // Every pricing model, with products to order; an inactive customiser is listed all the same.
    store = await aStore(service, { customisers: 4, commerce: true });
    await aCustomiser(service, store, { active: false, priced: false });
    otherStore = await aStore(service);
  });
  afterAll(() => service.close());

  describe('deprecation headers', () => {
    it('answers every previous-generation operation, for the legacy key, with Deprecation, Sunset and the migration guide Link', async () => {
      for (const operation of operations()) {
        const response = await operation.call(store.keys.legacy!);
        expect({ operation: operation.name, status: response.status }).toEqual({ operation: operation.name, status: operation.status });
        expectDeprecationHeaders(response);
      }
    });

    it('carries the headers on problems too: a refused key, a missing key, an unknown id, a body that is not JSON', async () => {
      for (const operation of operations()) expectDeprecationHeaders(await operation.call(store.keys.all!));
      const missing = await service.http.get('/api/v2/customisers');
      expectProblem(missing, 401, 'missing_api_key');
      expectDeprecationHeaders(missing);
      const unknown = await service.http.get('/api/v2/webhooks/999999999').set(legacy());
      expectProblem(unknown, 404, 'resource_not_found');
      expectDeprecationHeaders(unknown);
      const malformed = await service.http.post('/api/v2/orders').set(legacy()).set('Content-Type', 'application/json').send('{"integration_id":');
      expectProblem(malformed, 400, 'malformed_json');
      expectDeprecationHeaders(malformed);
    });

    it('leaves v3 answers without deprecation headers', async () => {
      const response = await service.http.get('/api/v3/stores/me').set(bearer(store.keys.all!)).expect(200);
      expect([response.headers.deprecation, response.headers.sunset, response.headers.link]).toEqual([undefined, undefined, undefined]);
    });

    it('marks every previous-generation operation deprecated in the published contract, with the legacy key scheme', async () => {
      const document = (await service.http.get('/help/openapi.json').expect(200)).body;
      const paths = ['/api/v2/customisers', '/api/v2/customisers/{customiser_id}/pricing', '/api/v2/webhooks', '/api/v2/webhooks/{webhook_id}', '/api/v2/orders', '/api/customisers/{customiser_id}/products'];
      const operationsOf = (path: string) => Object.values(document.paths[path] as Record<string, { deprecated: boolean; security: unknown; responses: Record<string, unknown> }>);
      expect(paths.flatMap(operationsOf)).toHaveLength(10);
      for (const operation of paths.flatMap(operationsOf)) {
        expect(operation).toMatchObject({ deprecated: true, security: [{ legacyApiKey: [] }] });
        expect(Object.keys(operation.responses)).toContain('403');
      }
      expect(document.paths['/api/v3/customisers'].get.deprecated).toBe(false);
    });
  });

  describe('legacy keys only', () => {
    it('refuses a scoped key holding every scope on every operation with 403 legacy_key_required, writing nothing', async () => {
      const webhooks = async () => (await service.http.get('/api/v2/webhooks').set(legacy()).expect(200)).body as { url: string }[];
      const made = (list: { url: string }[]) => list.filter((webhook) => webhook.url.includes('/created-')).length;
      const before = await webhooks();
      for (const operation of operations()) {
        const response = await operation.call(store.keys.all!);
        const problem = expectProblem(response, 403, 'legacy_key_required');
        expect(problem.detail).toMatch(/legacy keys/);
      }
      const after = await webhooks();
      // GET, PUT and DELETE of one webhook each made theirs with the legacy key first; the refused DELETE removed none, the refused POST made none.
      expect(after).toHaveLength(before.length + 3);
      expect(made(after)).toBe(made(before));
    });

    it('refuses single-scope, test and other stores’ scoped keys alike', async () => {
      for (const key of [store.keys['customisers:read']!, store.keys.test!, otherStore.keys.all!]) {
        expectProblem(await service.http.get('/api/v2/customisers').set(bearer(key)), 403, 'legacy_key_required');
      }
    });

    it('still answers 401 for revoked and expired keys, before anything else', async () => {
      expectProblem(await service.http.get('/api/v2/customisers').set(bearer(store.keys.revoked!)), 401, 'invalid_api_key');
      expectProblem(await service.http.get('/api/v2/customisers').set(bearer(store.keys.expired!)), 401, 'expired_api_key');
    });

    it('lets the legacy key keep working on v3, every scope satisfied', async () => {
      await service.http.get('/api/v3/stores/me').set(legacy()).expect(200);
      await service.http.get('/api/v3/quotes').set(legacy()).expect(200);
      await service.http.get(`/api/v3/customisers/${customiserOf(store, 'frame_fit').id}/pricing`).set(legacy()).expect(200);
    });
  });

  describe('plain JSON in the older vocabulary', () => {
    it('lists every customiser of the store in one plain array, pricing models named FIXED_WIDTH, MATERIAL_LENGTH, FRAME_FIT', async () => {
      const response = await service.http.get('/api/v2/customisers').set(legacy()).expect(200).expect('Content-Type', /^application\/json/);
      expect(Array.isArray(response.body)).toBe(true);
      const names = { simple_letter: 'FIXED_WIDTH', advanced_letter: 'MATERIAL_LENGTH', frame_fit: 'FRAME_FIT', legacy_fixed_height: 'FIXED_HEIGHT' } as Record<string, string>;
      expect(response.body.map((customiser: { id: number; pricing_model: string }) => [customiser.id, customiser.pricing_model])).toEqual(
        store.customisers.map((customiser) => [customiser.id, names[customiser.pricing_model]]),
      );
      expect(Object.keys(response.body[0])).toEqual(['id', 'name', 'active', 'pricing_model', 'sign_category', 'product_family', 'created_at', 'updated_at']);
    });

    it.each([
      ['simple_letter', 'FIXED_WIDTH'],
      ['advanced_letter', 'MATERIAL_LENGTH'],
      ['frame_fit', 'FRAME_FIT'],
    ])('shows the %s document as v3 does, without the envelope, object and display name, its model named %s', async (model, name) => {
      const id = customiserOf(store, model).id;
      const v2 = (await service.http.get(`/api/v2/customisers/${id}/pricing`).set(legacy()).expect(200)).body;
      const v3 = (await service.http.get(`/api/v3/customisers/${id}/pricing`).set(bearer(store.keys.all!)).expect(200)).body.data;
      // v2 answers carry no `livemode` (test mode is a v3 matter): it is left out of v3's side too.
      const { object: _object, pricing_model_display_name: _display, livemode: _livemode, ...rest } = v3;
      expect(v2).toEqual({ ...rest, pricing_model: name });
      expect(Object.keys(v2)).toEqual(['customiser_id', 'pricing_model', 'currency', 'sizes', 'base_pricing', 'price_lists', 'sheet_pricing']);
    });

    it('answers the retired model with the 422 legacy_pricing_model problem', async () => {
      expectProblem(await service.http.get(`/api/v2/customisers/${customiserOf(store, 'legacy_fixed_height').id}/pricing`).set(legacy()), 422, 'legacy_pricing_model');
    });

    it('takes descriptors back on PUT only unchanged, the model in its older name; v3 words are unknown there', async () => {
      const id = customiserOf(store, 'frame_fit').id;
      const document = (await service.http.get(`/api/v2/customisers/${id}/pricing`).set(legacy()).expect(200)).body;
      await service.http.put(`/api/v2/customisers/${id}/pricing`).set(legacy()).send(document).expect(200);
      const renamed = expectProblem(await service.http.put(`/api/v2/customisers/${id}/pricing`).set(legacy()).send({ ...document, pricing_model: 'frame_fit' }), 422, 'validation_failed');
      expect(renamed.errors).toEqual([expect.objectContaining({ pointer: '/pricing_model', code: 'prohibited' })]);
      const v3Words = expectProblem(await service.http.put(`/api/v2/customisers/${id}/pricing`).set(legacy()).send({ ...document, object: 'customiser_pricing' }), 422, 'unknown_field');
      expect(v3Words.errors).toEqual([expect.objectContaining({ pointer: '/object' })]);
      // Only once the pricing is found: a customiser that does not exist is still the first thing told.
      expectProblem(await service.http.put('/api/v2/customisers/999999999/pricing').set(legacy()).send({ ...document, object: 'customiser_pricing' }), 404, 'resource_not_found');
    });

    it('creates a webhook as {id, topic, url, status, secret}, the secret in the creating answer only', async () => {
      const url = `https://127.0.0.1:9/${unique('vocabulary')}`;
      const created = (await service.http.post('/api/v2/webhooks').set(legacy()).send({ topic: 'product:created', url }).expect(201)).body;
      expect(created).toEqual({
        id: expect.any(Number),
        topic: 'product:created',
        url,
        status: 'active',
        secret: expect.stringMatching(/^whsec_/),
        created_at: expect.any(String),
        updated_at: expect.any(String),
      });
      expect((await service.http.get(`/api/v2/webhooks/${created.id}`).set(legacy()).expect(200)).body).toEqual({ ...created, secret: null });
      const listed = (await service.http.get('/api/v2/webhooks').set(legacy()).expect(200)).body;
      expect(listed.find((webhook: { id: number }) => webhook.id === created.id)).toEqual({ ...created, secret: null });
    });

    it('turns a webhook disabled and active again with PUT status, and refuses unknown topics and read-only fields', async () => {
      const id = (await service.http.post('/api/v2/webhooks').set(legacy()).send({ topic: 'order:created', url: `https://127.0.0.1:9/${unique('status')}` }).expect(201)).body.id;
      expect((await service.http.put(`/api/v2/webhooks/${id}`).set(legacy()).send({ status: 'disabled' }).expect(200)).body.status).toBe('disabled');
      expect((await service.http.put(`/api/v2/webhooks/${id}`).set(legacy()).send({ status: 'active' }).expect(200)).body.status).toBe('active');
      const topic = expectProblem(await service.http.put(`/api/v2/webhooks/${id}`).set(legacy()).send({ topic: 'order:shipped' }), 422, 'validation_failed');
      expect(topic.errors).toEqual([expect.objectContaining({ pointer: '/topic' })]);
      expectProblem(await service.http.put(`/api/v2/webhooks/${id}`).set(legacy()).send({ secret: 'whsec_mine' }), 422, 'validation_failed');
      const removed = (await service.http.delete(`/api/v2/webhooks/${id}`).set(legacy()).expect(200)).body;
      expect(removed).toMatchObject({ id, topic: 'order:created', status: 'active', secret: null });
      expectProblem(await service.http.get(`/api/v2/webhooks/${id}`).set(legacy()), 404, 'resource_not_found');
    });

    it('records an order and answers it in the order:created webhook’s shape', async () => {
      const body = orderBody(store);
      const order = (await service.http.post('/api/v2/orders').set(legacy()).send(body).expect(201)).body;
      expect(order).toMatchObject({ order_id: expect.any(Number), order_number: expect.any(Number), external_id: body.external_id, order_total: 26795, currency: 'EUR' });
      expect(order).not.toHaveProperty('object');
      expect(order).not.toHaveProperty('id');
      expect(order).not.toHaveProperty('data');
    });

    it('refuses an order its integration already recorded, under a new key, with v3’s 409 order_exists (which the contract declares)', async () => {
      const body = orderBody(store);
      const first = (await service.http.post('/api/v2/orders').set(legacy()).send(body).expect(201)).body;
      const again = expectProblem(await service.http.post('/api/v2/orders').set(legacy()).send(body), 409, 'order_exists');
      expect(again).toMatchObject({ order_id: first.order_id, errors: [{ pointer: '/external_id', code: 'conflict' }] });
    });

    it('replays an order sent again with the same Idempotency-Key instead of recording it twice', async () => {
      const body = orderBody(store);
      const key = idempotencyKey('legacy-order');
      const first = (await service.http.post('/api/v2/orders').set(legacy()).set('Idempotency-Key', key).send(body).expect(201)).body;
      const again = await service.http.post('/api/v2/orders').set(legacy()).set('Idempotency-Key', key).send(body).expect(201);
      expect(again.headers['idempotency-replay']).toBe('true');
      expect(again.body).toEqual(first);
      expectDeprecationHeaders(again);
    });

    it('synchronises a product from external_id, price, compare_price and product_image_url, and answers in those words', async () => {
      const body = legacyProductBody(store);
      const id = customiserOf(store, 'simple_letter').id;
      const product = (await service.http.post(`/api/customisers/${id}/products`).set(legacy()).send(body).expect(201)).body;
      expect(product).toEqual({
        product_id: expect.any(Number),
        customiser_id: id,
        integration_id: body.integration_id,
        external_id: body.external_id,
        title: 'Open late neon',
        description: 'Pink, 60 cm',
        price: 18900,
        compare_price: 21900,
        currency: 'EUR',
        product_image_url: 'https://cdn.example/open-late.png',
        width_cm: 60,
        height_cm: 25,
        length_cm: null,
        created_at: expect.any(String),
        updated_at: expect.any(String),
      });
      expectProblem(await service.http.post(`/api/customisers/${id}/products`).set(legacy()).send(body), 409, 'store_product_id_conflict');
      const insecure = expectProblem(await service.http.post(`/api/customisers/${id}/products`).set(legacy()).send(legacyProductBody(store, { product_image_url: 'http://cdn.example/a.png' })), 422, 'validation_failed');
      expect(insecure.errors).toEqual([expect.objectContaining({ pointer: '/product_image_url' })]);
      expectProblem(await service.http.post(`/api/customisers/${id}/products`).set(legacy()).send(legacyProductBody(store, { price_amount: 1 })), 422, 'unknown_field');
    });
  });
});
