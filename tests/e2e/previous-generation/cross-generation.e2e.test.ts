import { startTestService, type TestService } from '../../support/test-service';
import { aStore, type BuiltStore, type StoreWish } from '../../support/builders';
import { bearer, idempotencyKey, orderBody } from '../orders/order-fixtures';
import { customiserOf, legacyProductBody, unique } from './legacy-fixtures';

/** Both generations are adapters over the same services: a write through one is visible through the other at once. */
describe('writes across API generations', () => {
  let service: TestService;
  let store: BuiltStore;
  const legacy = () => bearer(store.keys.legacy!);
  const all = () => bearer(store.keys.all!);
  /** Each test writes through one generation and reads through the other, on a store of its own. */
  const givenAStore = async (wish: StoreWish = {}) => {
    store = await aStore(service, wish);
  };

  beforeAll(async () => {
    service = await startTestService({ env: { OPTION_WRITE_BUDGET_PER_MINUTE: '10000' } });
  });
  afterAll(() => service.close());

  describe('pricing', () => {
    it('shows a pricing document replaced through v2 on GET of v3', async () => {
      await givenAStore({ customisers: [{ pricingModel: 'advanced_letter' }] });
      const id = customiserOf(store, 'advanced_letter').id;
      const document = (await service.http.get(`/api/v2/customisers/${id}/pricing`).set(legacy()).expect(200)).body;
      const [first, ...others] = document.price_lists;
      const changed = { ...document, price_lists: [{ ...first, name: 'Replaced through v2', rows: [{ ...first.rows[0], base_price: 4321 }, ...first.rows.slice(1)] }, ...others] };
      await service.http.put(`/api/v2/customisers/${id}/pricing`).set(legacy()).send(changed).expect(200);
      const v3 = (await service.http.get(`/api/v3/customisers/${id}/pricing`).set(all()).expect(200)).body.data;
      expect(v3.price_lists[0]).toMatchObject({ name: 'Replaced through v2', rows: [expect.objectContaining({ base_price: 4321 }), ...first.rows.slice(1).map(() => expect.anything())] });
    });

    it('shows a v3 merge patch on GET of v2', async () => {
      await givenAStore({ customisers: [{ pricingModel: 'simple_letter' }] });
      const id = customiserOf(store, 'simple_letter').id;
      const v3 = (await service.http.get(`/api/v3/customisers/${id}/pricing`).set(all()).expect(200)).body.data;
      const sizes = v3.sizes.map((size: Record<string, unknown>, index: number) => (index === 0 ? { ...size, name: 'Patched through v3' } : size));
      await service.http.patch(`/api/v3/customisers/${id}/pricing`).set(all()).set('Content-Type', 'application/merge-patch+json').send(JSON.stringify({ sizes })).expect(200);
      const v2 = (await service.http.get(`/api/v2/customisers/${id}/pricing`).set(legacy()).expect(200)).body;
      expect(v2.sizes[0].name).toBe('Patched through v3');
      expect(v2.pricing_model).toBe('FIXED_WIDTH');
    });
  });

  describe('webhooks', () => {
    beforeEach(() => givenAStore());
    const subscribe = async (body: Record<string, unknown>) =>
      (await service.http.post('/api/v3/webhook-subscriptions').set(all()).set('Idempotency-Key', idempotencyKey('subscription')).send(body).expect(201)).body.data;

    it('lists a v3 subscription among the v2 webhooks, its first topic as the topic, and follows v3 turning it off', async () => {
      const subscription = await subscribe({ url: `https://127.0.0.1:9/${unique('v3')}`, topics: ['order:created', 'form:submitted'] });
      const listed = (await service.http.get('/api/v2/webhooks').set(legacy()).expect(200)).body;
      expect(listed.find((webhook: { id: number }) => webhook.id === subscription.id)).toEqual({
        id: subscription.id,
        topic: 'order:created',
        url: subscription.url,
        status: 'active',
        secret: null,
        created_at: subscription.created_at,
        updated_at: subscription.updated_at,
      });
      await service.http.patch(`/api/v3/webhook-subscriptions/${subscription.id}`).set(all()).set('Content-Type', 'application/merge-patch+json').send(JSON.stringify({ enabled: false })).expect(200);
      expect((await service.http.get(`/api/v2/webhooks/${subscription.id}`).set(legacy()).expect(200)).body.status).toBe('disabled');
    });

    it('changes through v2 only the topic it shows, keeping the topics a v3 client added', async () => {
      const subscription = await subscribe({ url: `https://127.0.0.1:9/${unique('topics')}`, topics: ['order:created', 'form:submitted'] });
      const updated = (await service.http.put(`/api/v2/webhooks/${subscription.id}`).set(legacy()).send({ topic: 'product:created' }).expect(200)).body;
      expect(updated.topic).toBe('product:created');
      const v3 = (await service.http.get(`/api/v3/webhook-subscriptions/${subscription.id}`).set(all()).expect(200)).body.data;
      expect(v3).toMatchObject({ topics: ['product:created', 'form:submitted'], enabled: true, description: null });
    });

    it('shows a webhook created through v2 as a v3 subscription to its one topic, disabled as v2 asked; v3 rotates its secret and v2 deletes it', async () => {
      const created = (await service.http.post('/api/v2/webhooks').set(legacy()).send({ topic: 'order:created', url: `https://127.0.0.1:9/${unique('v2')}`, status: 'disabled' }).expect(201)).body;
      const v3 = (await service.http.get(`/api/v3/webhook-subscriptions/${created.id}`).set(all()).expect(200)).body.data;
      expect(v3).toMatchObject({ id: created.id, url: created.url, topics: ['order:created'], enabled: false, disabled_reason: 'disabled_by_merchant' });
      const rotated = (await service.http.post(`/api/v3/webhook-subscriptions/${created.id}/rotate-secret`).set(all()).set('Idempotency-Key', idempotencyKey('rotate')).expect(200)).body.data;
      expect(rotated.secret).not.toBe(created.secret);
      await service.http.delete(`/api/v2/webhooks/${created.id}`).set(legacy()).expect(200);
      await service.http.get(`/api/v3/webhook-subscriptions/${created.id}`).set(all()).expect(404);
    });
  });

  describe('orders and products', () => {
    it('lists an order recorded through v2 among the v3 orders, the same order in both shapes', async () => {
      await givenAStore({ customisers: [{ pricingModel: 'frame_fit' }], commerce: true });
      const order = (await service.http.post('/api/v2/orders').set(legacy()).send(orderBody(store)).expect(201)).body;
      const listed = (await service.http.get('/api/v3/orders').query({ limit: 100 }).set(all()).expect(200)).body.data;
      // v2 answers carry no `livemode`; v3 adds it beside object and id.
      const v3 = listed.find((candidate: { id: number }) => candidate.id === order.order_id);
      expect(v3).toEqual({ object: 'order', id: order.order_id, ...order, livemode: true });
    });

    it('shows a product synchronised through the unversioned route in v3, and an order through v2 finds it by external_id', async () => {
      await givenAStore({ customisers: [{ pricingModel: 'frame_fit' }] });
      const body = legacyProductBody(store);
      const product = (await service.http.post(`/api/customisers/${customiserOf(store, 'frame_fit').id}/products`).set(legacy()).send(body).expect(201)).body;
      const v3 = (await service.http.get(`/api/v3/products/${product.product_id}`).set(all()).expect(200)).body.data;
      expect(v3).toMatchObject({ id: product.product_id, store_product_id: body.external_id, price_amount: 18900, compare_at_amount: 21900, image_url: body.product_image_url });
      const order = (await service.http.post('/api/v2/orders').set(legacy()).send(orderBody(store, { products: [{ external_id: body.external_id, quantity: 1 }] })).expect(201)).body;
      expect(order.products[0]).toMatchObject({ product_id: product.product_id, external_id: body.external_id, price: 18900, unit_price: 18900 });
    });

    it('refuses through v2 a product synchronised through v3 under the same external id', async () => {
      await givenAStore({ customisers: [{ pricingModel: 'frame_fit' }] });
      const storeProductId = unique('v3-product');
      await service.http
        .post(`/api/v3/customisers/${customiserOf(store, 'frame_fit').id}/products`)
        .set(all())
        .set('Idempotency-Key', idempotencyKey('product'))
        .send({ integration_id: legacyProductBody(store).integration_id, store_product_id: storeProductId, title: 'Via v3', price_amount: 100, currency: 'EUR' })
        .expect(201);
      const response = await service.http.post(`/api/customisers/${customiserOf(store, 'frame_fit').id}/products`).set(legacy()).send(legacyProductBody(store, { external_id: storeProductId }));
      expect(response.status).toBe(409);
      expect(response.body.code).toBe('store_product_id_conflict');
    });
  });
});
