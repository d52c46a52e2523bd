import { sql } from 'kysely';
import { startTestService, type TestService } from '../../support/test-service';
import { expectProblem } from '../../support/problem-assertions';
import { aStore, type BuiltStore } from '../../support/builders';

describe('product synchronisation', () => {
  let service: TestService;
  let store: BuiltStore;
  /** Another store, with its own custom integration: neither its integration nor its key reaches this store's products. */
  let otherStore: BuiltStore;
  const customiser = () => store.customisers[0]!;
  const path = () => `/api/v3/customisers/${customiser().id}/products`;
  const auth = (key = store.keys['products:write']!) => ({ Authorization: `Bearer ${key}` });
  let counter = 0;
  const body = (overrides: Record<string, unknown> = {}) => ({
    integration_id: store.integrations[0]!.id,
    store_product_id: `ext-${(counter += 1)}`,
    title: 'Good Vibes neon',
    description: 'Warm white, 60 cm',
    price_amount: 24900,
    compare_at_amount: 29900,
    currency: 'EUR',
    width_cm: 60,
    height_cm: 20,
    length_cm: 2,
    customisations: [{ key: 'font', label: 'Font', value: 'Neon Script' }],
    artwork: { preview_image_url: 'https://cdn.example/preview.png', svg_url: 'https://cdn.example/art.svg' },
    ...overrides,
  });
  const sync = (payload: unknown, key = `sync-${(counter += 1)}`, token?: string) =>
    service.http.post(path()).set(auth(token)).set('Idempotency-Key', key).send(payload as object);

  beforeAll(async () => {
    service = await startTestService();
    store = await aStore(service, { customisers: 1 });
    otherStore = await aStore(service);
  });
  afterAll(() => service.close());

  it('records the product and answers 201 Product; the artwork is kept as references', async () => {
    const response = await sync(body({ store_product_id: 'shop-42' })).expect(201);
    expect(response.body.data).toMatchObject({
      object: 'product', id: expect.any(Number), customiser_id: customiser().id, store_product_id: 'shop-42', title: 'Good Vibes neon',
      price_amount: 24900, compare_at_amount: 29900, currency: 'EUR', image_url: 'https://cdn.example/preview.png',
      width_cm: 60, height_cm: 20, length_cm: 2, artwork: { preview_image_url: 'https://cdn.example/preview.png', svg_url: 'https://cdn.example/art.svg' },
    });
    const read = await service.http.get(`/api/v3/products/${response.body.data.id}`).set(auth(store.keys['products:read']!)).expect(200);
    expect(read.body.data).toEqual(response.body.data);
  });

  it('creates the private compatibility projection for manufacturer email and export, and never emits product:created', async () => {
    const id = (await sync(body()).expect(201)).body.data.id;
    const { rows } = await sql<{ projection: Record<string, unknown> }>`select projection from catalogue.product_projections where product_id = ${id}`.execute(service.runtime.database.root);
    expect(rows[0]!.projection).toMatchObject({ product_id: id, name: 'Good Vibes neon', price: 24900, options: 'Font: Neon Script' });
    const events = await sql<{ n: number }>`select count(*)::int as n from platform.outbox_events where type = 'product:created'`.execute(service.runtime.database.root);
    expect(events.rows[0]!.n).toBe(0);
  });

  it('requires an Idempotency-Key and replays an exact repeat', async () => {
    expectProblem(await service.http.post(path()).set(auth()).send(body()), 400, 'missing_idempotency_key');
    const payload = body();
    const first = await sync(payload, 'same-product').expect(201);
    const again = await sync(payload, 'same-product').expect(201);
    expect(again.headers['idempotency-replay']).toBe('true');
    expect(again.body.data.id).toBe(first.body.data.id);
  });

  it('answers 409 store_product_id_conflict for an id already synchronised in the store', async () => {
    await sync(body({ store_product_id: 'dup' })).expect(201);
    expectProblem(await sync(body({ store_product_id: 'dup' })), 409, 'store_product_id_conflict');
  });

  it('serialises concurrent synchronisations: one of two racing copies of an id wins, the other is a conflict', async () => {
    const responses = await Promise.all([sync(body({ store_product_id: 'race' })), sync(body({ store_product_id: 'race' }))]);
    expect(responses.map((r) => r.status).sort()).toEqual([201, 409]);
  });

  it('accepts writes only through an enabled custom integration of the store', async () => {
    for (const integrationId of [store.integrations[1]!.id, otherStore.integrations[0]!.id, 999999]) {
      const problem = expectProblem(await sync(body({ integration_id: integrationId })), 422, 'validation_failed');
      expect(problem.errors).toEqual([expect.objectContaining({ pointer: '/integration_id', code: 'integration_does_not_accept_writes' })]);
    }
  });

  it('requires the store currency, and 409 store_currency_unavailable on a store without one', async () => {
    const problem = expectProblem(await sync(body({ currency: 'USD' })), 422, 'validation_failed');
    expect(problem.errors).toEqual([expect.objectContaining({ pointer: '/currency' })]);
    const noCurrency = await aStore(service, { currency: null, customisers: 1 });
    const response = await service.http
      .post(`/api/v3/customisers/${noCurrency.customisers[0]!.id}/products`)
      .set('Authorization', `Bearer ${noCurrency.keys['products:write']}`)
      .set('Idempotency-Key', 'no-currency')
      .send(body({ integration_id: noCurrency.integrations[0]!.id }));
    expectProblem(response, 409, 'store_currency_unavailable');
  });

  it.each([
    ['plain HTTP', 'http://cdn.example/a.png'],
    ['credentials', 'https://user:pass@cdn.example/a.png'],
    ['more than 255 characters', `https://cdn.example/${'a'.repeat(240)}.png`],
    ['no URL at all', 'preview.png'],
  ])('refuses artwork with %s at its pointer', async (_what, url) => {
    const problem = expectProblem(await sync(body({ artwork: { eps_url: url } })), 422, 'validation_failed');
    expect(problem.errors).toEqual([expect.objectContaining({ pointer: '/artwork/eps_url' })]);
  });

  it('refuses unknown artwork keys and unknown fields', async () => {
    expectProblem(await sync(body({ artwork: { psd_url: 'https://cdn.example/a.psd' } })), 422, 'unknown_field');
    expectProblem(await sync(body({ sku: 'x' })), 422, 'unknown_field');
  });

  it('needs products:write to synchronise and products:read to read; other stores see nothing', async () => {
    expectProblem(await sync(body(), 'scope', store.keys['products:read']!), 403, 'insufficient_scope');
    const id = (await sync(body()).expect(201)).body.data.id;
    expectProblem(await service.http.get(`/api/v3/products/${id}`).set(auth(store.keys['products:write']!)), 403, 'insufficient_scope');
    expectProblem(await service.http.get(`/api/v3/products/${id}`).set(auth(otherStore.keys.all!)), 404, 'resource_not_found');
    const listed = await service.http.get('/api/v3/products?limit=100').set(auth(otherStore.keys.all!)).expect(200);
    expect(listed.body.data.map((p: { id: number }) => p.id)).not.toContain(id);
    expectProblem(await service.http.post(path()).set(auth(otherStore.keys.all!)).set('Idempotency-Key', 'foreign').send(body({ integration_id: otherStore.integrations[0]!.id })), 404, 'resource_not_found');
  });
});
