import { sql } from 'kysely';
import { startTestService, type TestService } from '../../support/test-service';
import { expectProblem } from '../../support/problem-assertions';
import { aStore, type BuiltStore } from '../../support/builders';
import { bearer, idempotencyKey, newKey, orderBody } from './order-fixtures';

/** The orders of the spec and CONTRACT section 3: POST, GET list and GET one of `/api/v3/orders`. */
describe('orders', () => {
  let service: TestService;
  // Stores with the demo's products and orders; the other one for numbering and tenancy.
  let shop: BuiltStore;
  let otherShop: BuiltStore;
  let noCurrency: BuiltStore;
  const all = () => bearer(shop.keys.all!);
  const post = (body: unknown, headers: Record<string, string> = all(), key = idempotencyKey()) =>
    service.http.post('/api/v3/orders').set(headers).set('Idempotency-Key', key).send(body as object);
  const create = async (overrides: Record<string, unknown> = {}) => (await post(orderBody(shop, overrides)).expect(201)).body.data;
  const product = async (id: number) => (await service.http.get(`/api/v3/products/${id}`).set(all()).expect(200)).body.data;

  beforeAll(async () => {
    service = await startTestService();
    shop = await aStore(service, { customisers: 1, commerce: true });
    otherShop = await aStore(service, { customisers: 1, commerce: true });
    noCurrency = await aStore(service, { currency: null });
  });
  afterAll(() => service.close());

  describe('POST /api/v3/orders', () => {
    it('records the order and answers 201 with it in the webhook order shape, plus object and id', async () => {
      const body = orderBody(shop);
      const response = await post(body).expect(201);
      const order = response.body.data;
      const published = await product(shop.products[0]!);
      expect(order).toEqual({
        object: 'order',
        id: expect.any(Number),
        order_id: order.id,
        order_number: expect.any(Number),
        external_order_number: '#5001',
        external_id: body.external_id,
        order_total: 26795,
        app_total: 25800,
        currency: 'EUR',
        shipping_line: 'Tracked courier',
        billing_address: { ...body.billing_address, created_at: order.created_at, updated_at: order.updated_at },
        shipping_address: { ...body.shipping_address, created_at: order.created_at, updated_at: order.updated_at },
        customer: { ...body.customer, created_at: order.created_at, updated_at: order.updated_at },
        products: [
          {
            product_id: published.id, title: published.title, description: published.description, description_html: expect.any(String),
            external_id: published.store_product_id,
            external_data: {
              customisations: published.customisations, design: null, artwork: published.artwork,
              dimensions: { width_cm: published.width_cm, height_cm: published.height_cm, length_cm: published.length_cm },
            },
            price: published.price_amount, compare_price: published.compare_at_amount, customiser_id: published.customiser_id, logo_upload_id: null,
            product_image_url: published.image_url ?? '', uploads: [], created_at: published.created_at, updated_at: published.updated_at,
            quantity: 2, unit_price: 12900,
          },
        ],
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        updated_at: order.created_at,
        livemode: true,
      });
      expect(response.body.meta).toEqual({ api_version: 'v3', request_id: response.headers['x-request-id'] });
    });

    it('numbers orders per store, increasing by one', async () => {
      const first = await create();
      const second = await create();
      expect(second.order_number).toBe(first.order_number + 1);
      const other = (await post(orderBody(otherShop), bearer(otherShop.keys.all!)).expect(201)).body.data;
      expect(other.order_number).toBeLessThan(second.order_number);
    });

    it('adds app_total up from unit_price × quantity; a line without price takes the product’s, without quantity one', async () => {
      const [firstId, secondId] = shop.products as [number, number];
      const second = await product(secondId);
      const order = await create({ products: [{ product_id: firstId, quantity: 3, price: 1000 }, { product_id: secondId }] });
      expect(order.app_total).toBe(3000 + second.price_amount);
      expect(order.products.map((line: { quantity: number; unit_price: number; price: number }) => [line.quantity, line.unit_price, line.price])).toEqual([
        [3, 1000, (await product(firstId)).price_amount],
        [1, second.price_amount, second.price_amount],
      ]);
    });

    it('knows a product by the external id the integration sent as store_product_id', async () => {
      const published = await product(shop.products[1]!);
      const order = await create({ products: [{ external_id: published.store_product_id, quantity: 1, price: 500 }] });
      expect(order.products[0]).toMatchObject({ product_id: published.id, external_id: published.store_product_id, unit_price: 500 });
    });

    it('writes order:created with {order: …} in the outbox, in the same transaction', async () => {
      const order = await create();
      const { rows } = await sql<{ type: string; store_id: number; payload: unknown }>`
        select type, store_id, payload from platform.outbox_events where type = 'order:created' and (payload -> 'order' ->> 'order_id')::int = ${order.id}
      `.execute(service.runtime.database.root);
      expect(rows).toHaveLength(1);
      // The outbox holds the order as the webhook sends it; `livemode` is added to the delivery body, not stored.
      const { object: _object, id: _id, livemode: _livemode, ...shape } = order;
      expect(rows[0]).toEqual({ type: 'order:created', store_id: shop.id, payload: { order: shape } });
    });

    it('queues the first order email with the order', async () => {
      const order = await create();
      const { rows } = await sql<{ status: string; reason: string }>`select status, reason from orders.order_emails where order_id = ${order.id}`.execute(service.runtime.database.root);
      expect(rows).toEqual([{ status: 'queued', reason: 'order_created' }]);
    });

    it('replays the same key and body without recording a second order', async () => {
      const key = idempotencyKey();
      const body = orderBody(shop);
      const first = await post(body, all(), key).expect(201);
      const again = await post(body, all(), key).expect(201);
      expect(again.headers['idempotency-replay']).toBe('true');
      expect(again.body.data).toEqual(first.body.data);
      const { rows } = await sql<{ count: number }>`select count(*)::int as count from orders.orders where external_id = ${body.external_id}`.execute(service.runtime.database.root);
      expect(rows[0]!.count).toBe(1);
      expectProblem(await post({ ...body, order_total: 1 }, all(), key), 409, 'idempotency_key_conflict');
    });

    it('answers 409 order_exists with the existing order_id when the integration sends an external_id it already recorded under a new key, and records, emails and announces nothing more', async () => {
      const body = orderBody(shop);
      const first = await create(body);
      const again = await post(body);
      expectProblem(again, 409, 'order_exists');
      expect(again.body).toMatchObject({ order_id: first.id, errors: [{ pointer: '/external_id', code: 'conflict' }] });
      const counts = await sql<{ orders: number; emails: number; events: number }>`
        select (select count(*)::int from orders.orders where external_id = ${body.external_id}) as orders,
               (select count(*)::int from orders.order_emails where order_id = ${first.id}) as emails,
               (select count(*)::int from platform.outbox_events where type = 'order:created' and payload -> 'order' ->> 'external_id' = ${body.external_id}) as events
      `.execute(service.runtime.database.root);
      expect(counts.rows[0]).toEqual({ orders: 1, emails: 1, events: 1 });
      // The counter the refused request took rolled back with it: the next order takes the next number.
      expect((await create()).order_number).toBe(first.order_number + 1);
    });

    it('records one order when the same external_id arrives twice at once under two keys; the other answers order_exists', async () => {
      const body = orderBody(shop);
      const answers = await Promise.all([post(body), post(body)]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
      const created = answers.find((answer) => answer.status === 201)!.body.data;
      expect(answers.find((answer) => answer.status === 409)!.body).toMatchObject({ code: 'order_exists', order_id: created.id });
    });

    it('takes an external_id one store recorded as a new order in another store', async () => {
      const body = orderBody(shop);
      await create(body);
      const key = await newKey(service, otherShop.id, ['orders:write']);
      await post(orderBody(otherShop, { external_id: body.external_id }), bearer(key)).expect(201);
    });

    it('requires an Idempotency-Key', async () => {
      expectProblem(await service.http.post('/api/v3/orders').set(all()).send(orderBody(shop)), 400, 'missing_idempotency_key');
    });

    it('requires integration_id, external_id, currency, order_total, customer.email and a product', async () => {
      const problem = expectProblem(await post({ customer: { first_name: 'Ada' }, products: [] }), 422, 'validation_failed');
      expect((problem.errors as { pointer: string; code: string }[]).map(({ pointer, code }) => [pointer, code])).toEqual([
        ['/currency', 'required'],
        ['/customer/email', 'required'],
        ['/external_id', 'required'],
        ['/integration_id', 'required'],
        ['/order_total', 'required'],
        ['/products', 'invalid'],
      ]);
    });

    it('takes money as integer minor units', async () => {
      const problem = expectProblem(await post(orderBody(shop, { order_total: 268.95 })), 422, 'validation_failed');
      expect(problem.errors).toEqual([expect.objectContaining({ pointer: '/order_total', code: 'invalid' })]);
      const line = expectProblem(await post(orderBody(shop, { products: [{ product_id: shop.products[0], quantity: 1, price: 12.5 }] })), 422, 'validation_failed');
      expect(line.errors).toEqual([expect.objectContaining({ pointer: '/products/0/price', code: 'invalid' })]);
    });

    it('wants each line to name its product once: product_id or external_id', async () => {
      const problem = expectProblem(await post(orderBody(shop, { products: [{ quantity: 1 }, { product_id: shop.products[0], external_id: 'x', quantity: 1 }] })), 422, 'validation_failed');
      expect((problem.errors as { pointer: string; code: string }[]).map(({ pointer, code }) => [pointer, code])).toEqual([
        ['/products/0/product_id', 'required'],
        ['/products/1/external_id', 'prohibited'],
      ]);
    });

    it('answers an unsupported field with 422 unknown_field', async () => {
      const problem = expectProblem(await post(orderBody(shop, { status: 'paid' })), 422, 'unknown_field');
      expect(problem.errors).toEqual([expect.objectContaining({ pointer: '/status', code: 'unknown_field' })]);
    });

    it('refuses another currency than the store’s at /currency', async () => {
      const problem = expectProblem(await post(orderBody(shop, { currency: 'USD' })), 422, 'validation_failed');
      expect(problem.errors).toEqual([expect.objectContaining({ pointer: '/currency', code: 'invalid' })]);
    });

    it('refuses an integration that does not accept writes: disabled, unknown or another store’s', async () => {
      const disabled = shop.integrations.find((integration) => !integration.accepts_writes)!.id;
      const foreign = otherShop.integrations.find((integration) => integration.accepts_writes)!.id;
      for (const integrationId of [disabled, foreign, 999999]) {
        const problem = expectProblem(await post(orderBody(shop, { integration_id: integrationId })), 422, 'validation_failed');
        expect(problem.errors).toEqual([{ pointer: '/integration_id', code: 'integration_does_not_accept_writes', detail: expect.any(String) }]);
      }
    });

    it('refuses products the store does not know, at the reference the line used', async () => {
      const foreignProduct = otherShop.products[0]!;
      const problem = expectProblem(
        await post(orderBody(shop, { products: [{ product_id: shop.products[0], quantity: 1 }, { product_id: foreignProduct, quantity: 1 }, { external_id: 'never-synchronised', quantity: 1 }] })),
        422,
        'validation_failed',
      );
      expect((problem.errors as { pointer: string }[]).map((error) => error.pointer)).toEqual(['/products/1/product_id', '/products/2/external_id']);
    });

    it('names every failed rule at once', async () => {
      const problem = expectProblem(await post(orderBody(shop, { currency: 'GBP', integration_id: 999999, products: [{ product_id: 999999 }] })), 422, 'validation_failed');
      expect((problem.errors as { pointer: string }[]).map((error) => error.pointer)).toEqual(['/currency', '/integration_id', '/products/0/product_id']);
    });

    it('answers 409 store_currency_unavailable for a store without a currency, and records nothing', async () => {
      const key = await newKey(service, noCurrency.id, ['orders:write']);
      const body = orderBody(noCurrency, { products: [{ product_id: shop.products[0], quantity: 1 }] });
      expectProblem(await post(body, bearer(key)), 409, 'store_currency_unavailable');
      const { rows } = await sql<{ count: number }>`select count(*)::int as count from orders.orders where store_id = ${noCurrency.id}`.execute(service.runtime.database.root);
      expect(rows[0]!.count).toBe(0);
    });

    it('needs orders:write; orders:read does not grant it', async () => {
      const problem = expectProblem(await post(orderBody(shop), bearer(shop.keys['orders:read']!)), 403, 'insufficient_scope');
      expect(problem).toMatchObject({ required_scopes: ['orders:write'], granted_scopes: ['orders:read'] });
    });
  });

  describe('GET /api/v3/orders and /api/v3/orders/{order_id}', () => {
    let storeId: number;
    let key: string;
    let ids: number[];
    const list = (query: Record<string, string | number> = {}) => service.http.get('/api/v3/orders').query(query).set(bearer(key));

    beforeAll(async () => {
      // A store of its own, so that the listing holds exactly what this block recorded.
      const own = await aStore(service, { customisers: 1, commerce: true });
      storeId = own.id;
      key = await newKey(service, storeId, ['orders:read', 'orders:write']);
      ids = [...own.orders];
      for (let index = 0; index < 3; index += 1) {
        ids.push((await post(orderBody(own), bearer(key)).expect(201)).body.data.id);
      }
    });

    it('lists the store’s orders oldest first, page by page', async () => {
      const first = await list({ limit: 2 }).expect(200);
      expect(first.body.data.map((order: { id: number }) => order.id)).toEqual(ids.slice(0, 2));
      expect(first.body.data[0]).toMatchObject({ object: 'order', order_id: ids[0] });
      expect(first.body.pagination).toEqual({ has_more: true, next_cursor: expect.any(String) });
      expect(first.body.links.next).toContain('cursor=');
      const seen = [...first.body.data];
      let cursor = first.body.pagination.next_cursor as string | null;
      while (cursor) {
        const next = await list({ limit: 2, cursor }).expect(200);
        seen.push(...next.body.data);
        cursor = next.body.pagination.next_cursor;
      }
      expect(seen.map((order: { id: number }) => order.id)).toEqual(ids);
    });

    it('reads one order as POST answered it', async () => {
      const one = await service.http.get(`/api/v3/orders/${ids[2]}`).set(bearer(key)).expect(200);
      const listed = (await list({ limit: 100 }).expect(200)).body.data.find((order: { id: number }) => order.id === ids[2]);
      expect(one.body.data).toEqual(listed);
    });

    it('filters by created_after and created_before (ISO 8601)', async () => {
      await sql`update orders.orders set created_at = '2026-01-15T12:00:00Z' where id = ${ids[0]!}`.execute(service.runtime.database.root);
      const after = await list({ 'filter[created_after]': '2026-02-01T00:00:00Z' }).expect(200);
      expect(after.body.data.map((order: { id: number }) => order.id)).toEqual(ids.slice(1));
      const before = await list({ 'filter[created_before]': '2026-02-01' }).expect(200);
      expect(before.body.data.map((order: { id: number }) => order.id)).toEqual([ids[0]]);
      const between = await list({ 'filter[created_after]': '2026-01-15T00:00:00+01:00', 'filter[created_before]': '2026-01-16T00:00:00Z' }).expect(200);
      expect(between.body.data.map((order: { id: number }) => order.id)).toEqual([ids[0]]);
    });

    it('answers a filter value that is not ISO 8601 with 422 invalid_parameter naming it', async () => {
      for (const value of ['yesterday', '2026-13-01', '1700000000']) {
        const problem = expectProblem(await list({ 'filter[created_after]': value }), 422, 'invalid_parameter');
        expect(problem.errors).toEqual([expect.objectContaining({ parameter: 'filter[created_after]' })]);
      }
    });

    it('refuses unknown filters and parameters', async () => {
      const filter = expectProblem(await list({ 'filter[status]': 'paid' }), 422, 'unknown_filter');
      expect(filter.errors).toEqual([expect.objectContaining({ parameter: 'filter[status]' })]);
      expectProblem(await list({ sort: 'id' }), 422, 'unknown_parameter');
    });

    it('binds the cursor to the filters it was issued with', async () => {
      const first = await list({ limit: 1, 'filter[created_after]': '2020-01-01T00:00:00Z' }).expect(200);
      const cursor = first.body.pagination.next_cursor as string;
      await list({ limit: 1, cursor, 'filter[created_after]': '2020-01-01T00:00:00Z' }).expect(200);
      expectProblem(await list({ limit: 1, cursor }), 422, 'invalid_cursor');
      expectProblem(await list({ limit: 1, cursor, 'filter[created_after]': '2021-01-01T00:00:00Z' }), 422, 'invalid_cursor');
    });

    it('needs orders:read; orders:write does not grant it', async () => {
      const writeOnly = await newKey(service, storeId, ['orders:write']);
      expectProblem(await service.http.get('/api/v3/orders').set(bearer(writeOnly)), 403, 'insufficient_scope');
      expectProblem(await service.http.get(`/api/v3/orders/${ids[0]}`).set(bearer(writeOnly)), 403, 'insufficient_scope');
    });
  });

  describe('tenancy', () => {
    const comparable = (body: Record<string, unknown>) => {
      const { request_id: _requestId, ...rest } = body;
      return rest;
    };

    it('answers another store’s order exactly as an unknown id, on read and on resend', async () => {
      const foreign = otherShop.orders[0]!;
      const foreignRead = expectProblem(await service.http.get(`/api/v3/orders/${foreign}`).set(all()), 404, 'resource_not_found');
      const unknownRead = expectProblem(await service.http.get('/api/v3/orders/999999').set(all()), 404, 'resource_not_found');
      expect(comparable(foreignRead)).toEqual(comparable(unknownRead));
      const resend = (id: number | string) => service.http.post(`/api/v3/orders/${id}/resend`).set(all()).set('Idempotency-Key', idempotencyKey('resend'));
      const foreignResend = expectProblem(await resend(foreign), 404, 'resource_not_found');
      const unknownResend = expectProblem(await resend(999999), 404, 'resource_not_found');
      expect(comparable(foreignResend)).toEqual(comparable(unknownResend));
      expectProblem(await service.http.get('/api/v3/orders/abc').set(all()), 404, 'resource_not_found');
    });

    it('lists only the calling store’s orders', async () => {
      const listed = (await service.http.get('/api/v3/orders?limit=100').set(bearer(otherShop.keys.all!)).expect(200)).body.data as { id: number }[];
      expect(listed.map((order) => order.id)).toEqual(expect.arrayContaining(otherShop.orders));
      expect(listed.map((order) => order.id)).not.toEqual(expect.arrayContaining([shop.orders[0]]));
    });
  });
});
