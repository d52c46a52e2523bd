import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { Webhook } from 'standardwebhooks';
import { verifyWebhook } from '../../../modules/webhooks';
import { EVENT_OUTBOX, type EventOutbox } from '../../../shared-kernel/events/domain-event';
import { BLOB_STORAGE, type BlobStorage } from '../../../shared-kernel/blob-storage';
import { ContractValidator } from '../../support/contract-validator';
import { eventually } from '../../support/eventually';
import { outboxDrained } from '../../support/outbox';
import { startDeliveringService, type DeliveringService } from '../../support/delivering-service';
import { expectProblem } from '../../support/problem-assertions';
import { aStore, type BuiltStore } from '../../support/builders';
import { aNewIntegration, operatorOf } from '../../support/operator';
import { runRecurringJob } from '../../support/recurring-jobs';
import type { TestService } from '../../support/test-service';
import type { WebhookReceiver, ReceivedRequest } from '../../support/webhook-receiver';
import { bearer, idempotencyKey, orderBody } from '../orders/order-fixtures';
import { customiserOf, designFor, storefrontKey } from '../storefront/storefront-fixtures';
import { subscribeThroughApi } from './subscription-fixtures';

/** The fields of the spec's product payload (Events table, product:created), each product of order:created carries. */
const PRODUCT_PAYLOAD_FIELDS = [
  'product_id', 'title', 'description', 'description_html', 'external_id', 'external_data', 'price', 'compare_price', 'customiser_id',
  'logo_upload_id', 'product_image_url', 'uploads', 'created_at', 'updated_at',
];

/** Deliveries from the outbox to real HTTP receivers, with the workers on BullMQ (spec, Events; CONTRACT 4). */
describe('webhook delivery', () => {
  let service: TestService;
  let store: BuiltStore;
  let otherStore: BuiltStore;
  let receiver: WebhookReceiver;
  let paths = 0;
  const all = () => bearer(store.keys.all!);
  const newPath = () => `/hooks/${(paths += 1)}`;

  const subscribe = (path: string, topics = ['order:created'], owner = store) => subscribeThroughApi(service, owner, receiver.url(path), topics);
  const createOrder = async (owner = store) =>
    (await service.http.post('/api/v3/orders').set(bearer(owner.keys.all!)).set('Idempotency-Key', idempotencyKey()).send(orderBody(owner)).expect(201)).body.data;
  const deliveriesOf = async (subscriptionId: number) =>
    (await service.http.get(`/api/v3/webhook-subscriptions/${subscriptionId}/deliveries`).set(all()).expect(200)).body.data;
  const deliveryWhere = (subscriptionId: number, accept: (delivery: Record<string, unknown>) => boolean, what: string, timeoutMs?: number) =>
    eventually(async () => (await deliveriesOf(subscriptionId)).find(accept), what, timeoutMs);
  const subscriptionOf = async (id: number) => (await service.http.get(`/api/v3/webhook-subscriptions/${id}`).set(all()).expect(200)).body.data;

  let delivering: DeliveringService;

  beforeAll(async () => {
    // Orders name the stores' products; the form submissions are on the customiser's form.
    const ordering = { customisers: 1, commerce: true };
    delivering = await startDeliveringService({ stores: [ordering, ordering] });
    ({ service, receiver } = delivering);
    [store, otherStore] = delivering.stores as [BuiltStore, BuiltStore];
  });
  afterAll(() => delivering.close());

  describe('order:created', () => {
    let subscription: { id: number; secret: string };
    let order: Record<string, unknown>;
    let request: ReceivedRequest;
    const path = '/hooks/orders';

    beforeAll(async () => {
      subscription = await subscribe(path);
      order = await createOrder();
      request = (await receiver.waitFor(path, 1))[0]!;
    });

    it('POSTs {order: …}, the order in the shape the API answers, as JSON', () => {
      // The API's `livemode` is the delivery body's, beside the order rather than inside it.
      const { object: _object, id: _id, livemode, ...shape } = order;
      expect(request.headers['content-type']).toBe('application/json');
      expect(JSON.parse(request.body)).toEqual({ order: shape, livemode });
      expect(livemode).toBe(true);
    });

    it('signs it as CONTRACT section 4 says, verifiable by our helper and by the stock standardwebhooks library', () => {
      const { headers } = request;
      expect(headers['x-webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+={0,2}$/);
      expect(Math.abs(Number(headers['x-webhook-timestamp']) - Date.now() / 1000)).toBeLessThan(60);
      for (const name of ['id', 'timestamp', 'signature']) expect(headers[`webhook-${name}`]).toBe(headers[`x-webhook-${name}`]);
      expect(verifyWebhook({ headers, body: request.body, secret: subscription.secret }).id).toBe(headers['x-webhook-id']);
      const stock = new Webhook(subscription.secret).verify(request.body, {
        'webhook-id': String(headers['webhook-id']),
        'webhook-timestamp': String(headers['webhook-timestamp']),
        'webhook-signature': String(headers['webhook-signature']),
      });
      expect(stock).toEqual(JSON.parse(request.body));
    });

    it('logs the delivery with its attempt: time, request body, status code and answer, duration, no error, no retry', async () => {
      const delivery = await deliveryWhere(subscription.id, (entry) => entry.status === 'delivered', 'the delivered delivery');
      expect(delivery).toEqual({
        object: 'webhook_delivery',
        id: expect.any(Number),
        subscription_id: subscription.id,
        event_id: request.headers['x-webhook-id'],
        topic: 'order:created',
        test_event: false,
        status: 'delivered',
        attempts_made: 1,
        next_attempt_at: null,
        delivered_at: expect.any(String),
        failure_reason: null,
        created_at: expect.any(String),
        updated_at: expect.any(String),
        attempts: [
          {
            attempted_at: expect.any(String), request_body: request.body, status_code: 200, response_body: '{"ok":true}', response_body_truncated: false,
            duration_ms: expect.any(Number), error: null, next_retry_at: null,
          },
        ],
        livemode: true,
      });
    });

    it('reaches only subscriptions of the store naming the topic, and never disabled ones', async () => {
      const other = newPath();
      const disabled = newPath();
      const elsewhere = newPath();
      const otherTopic = await subscribe(other, ['form:submitted']);
      const off = await subscribe(disabled);
      await service.http.patch(`/api/v3/webhook-subscriptions/${off.id}`).set(all()).send({ enabled: false }).expect(200);
      const otherStoreSubscription = await subscribe(elsewhere, ['order:created'], otherStore);
      const before = receiver.at(path).length;
      await createOrder();
      await receiver.waitFor(path, before + 1);
      // An event's deliveries are recorded in one transaction: once one arrived, the others would be in the log.
      const otherStoreLog = (await service.http.get(`/api/v3/webhook-subscriptions/${otherStoreSubscription.id}/deliveries`).set(bearer(otherStore.keys.all!)).expect(200)).body.data;
      expect([await deliveriesOf(otherTopic.id), await deliveriesOf(off.id), otherStoreLog]).toEqual([[], [], []]);
      expect([receiver.at(other), receiver.at(disabled), receiver.at(elsewhere)]).toEqual([[], [], []]);
    });
  });

  describe('retries', () => {
    it('retries a failed attempt after about 5 s with the same id and body, and logs both attempts', async () => {
      const path = newPath();
      receiver.answer(path, (request) => (receiver.at(path).indexOf(request) === 0 ? { status: 500, body: 'down for a moment' } : { status: 200, body: '{"ok":true}' }));
      const subscription = await subscribe(path);
      await createOrder();
      const [first, second] = await receiver.waitFor(path, 2, 20_000);
      expect(second!.headers['x-webhook-id']).toBe(first!.headers['x-webhook-id']);
      expect(second!.body).toBe(first!.body);
      const waited = second!.receivedAt.getTime() - first!.receivedAt.getTime();
      expect(waited).toBeGreaterThanOrEqual(4_900);
      const delivery = await deliveryWhere(subscription.id, (entry) => entry.status === 'delivered', 'the retried delivery');
      const [failed, delivered] = delivery.attempts as Record<string, unknown>[];
      expect(failed).toMatchObject({ status_code: 500, error: null });
      const planned = Date.parse(String(failed!.next_retry_at)) - Date.parse(String(failed!.attempted_at));
      expect(planned).toBeGreaterThanOrEqual(5_000);
      expect(planned).toBeLessThanOrEqual(6_500);
      expect(delivered).toMatchObject({ status_code: 200, next_retry_at: null });
      expect(delivery.attempts_made).toBe(2);
    });

    it("waits at least as long as the receiver's Retry-After asks", async () => {
      const path = newPath();
      receiver.answer(path, { status: 503, headers: { 'Retry-After': '120' } });
      const subscription = await subscribe(path);
      await createOrder();
      const delivery = await deliveryWhere(subscription.id, (entry) => (entry.attempts as unknown[]).length === 1, 'the first attempt');
      const [attempt] = delivery.attempts as { attempted_at: string; next_retry_at: string; status_code: number }[];
      expect(attempt!.status_code).toBe(503);
      expect(Date.parse(attempt!.next_retry_at) - Date.parse(attempt!.attempted_at)).toBeGreaterThanOrEqual(120_000);
      expect(delivery).toMatchObject({ status: 'pending', next_attempt_at: attempt!.next_retry_at });
    });

    it('disables the subscription on a 410 Gone, and then records nothing more for it', async () => {
      const path = newPath();
      receiver.answer(path, { status: 410 });
      const subscription = await subscribe(path);
      await createOrder();
      const delivery = await deliveryWhere(subscription.id, (entry) => entry.status === 'failed', 'the failed delivery');
      expect(delivery).toMatchObject({ attempts_made: 1, failure_reason: expect.stringContaining('410'), next_attempt_at: null });
      expect(await subscriptionOf(subscription.id)).toMatchObject({ enabled: false, disabled_reason: 'receiver_gone', disabled_at: expect.any(String) });
      await createOrder();
      // Relayed means the recorder has seen the order: a delivery for the subscription would be in its log now.
      await outboxDrained(service);
      expect(receiver.at(path)).toHaveLength(1);
      expect(await deliveriesOf(subscription.id)).toHaveLength(1);
    });
  });

  describe('secret rotation', () => {
    it('sends both signatures during the overlap: the new secret and the previous one each verify', async () => {
      const path = newPath();
      const subscription = await subscribe(path);
      const rotated = (await service.http.post(`/api/v3/webhook-subscriptions/${subscription.id}/rotate-secret`).set(all()).set('Idempotency-Key', idempotencyKey()).expect(200)).body.data;
      await createOrder();
      const [request] = await receiver.waitFor(path, 1);
      expect(String(request!.headers['x-webhook-signature']).split(' ')).toHaveLength(2);
      for (const secret of [rotated.secret, subscription.secret]) expect(verifyWebhook({ headers: request!.headers, body: request!.body, secret }).id).toBe(request!.headers['x-webhook-id']);
    });
  });

  describe('redelivery', () => {
    it('sends a delivered event again with the same id and body, and logs the new attempt', async () => {
      const path = newPath();
      const subscription = await subscribe(path);
      await createOrder();
      const [first] = await receiver.waitFor(path, 1);
      const delivery = await deliveryWhere(subscription.id, (entry) => entry.status === 'delivered', 'the delivery');
      const accepted = await service.http.post(`/api/v3/webhook-subscriptions/${subscription.id}/deliveries/${delivery.id}/redeliver`).set(all()).expect(202);
      expect(accepted.body.data).toMatchObject({ id: delivery.id, status: 'pending' });
      const [, again] = await receiver.waitFor(path, 2);
      expect([again!.headers['x-webhook-id'], again!.body]).toEqual([first!.headers['x-webhook-id'], first!.body]);
      const redelivered = await deliveryWhere(subscription.id, (entry) => entry.status === 'delivered' && entry.attempts_made === 2, 'the redelivery');
      expect(redelivered.attempts).toHaveLength(2);
    });

    it('is refused while the subscription is disabled, and 404 for a delivery of another subscription', async () => {
      const path = newPath();
      const subscription = await subscribe(path);
      const other = await subscribe(newPath());
      await createOrder();
      const delivery = await deliveryWhere(subscription.id, (entry) => entry.status === 'delivered', 'the delivery');
      expectProblem(await service.http.post(`/api/v3/webhook-subscriptions/${other.id}/deliveries/${delivery.id}/redeliver`).set(all()), 404, 'resource_not_found');
      await service.http.patch(`/api/v3/webhook-subscriptions/${subscription.id}`).set(all()).send({ enabled: false }).expect(200);
      const problem = expectProblem(await service.http.post(`/api/v3/webhook-subscriptions/${subscription.id}/deliveries/${delivery.id}/redeliver`).set(all()), 409, 'webhook_subscription_disabled');
      expect(problem.reason).toBe('disabled_by_merchant');
    });
  });

  describe('the delivery log', () => {
    it('lists newest first, pages with a cursor and filters by status', async () => {
      const path = newPath();
      receiver.answer(path, (request) => (JSON.parse(request.body).order.external_id.endsWith('-fail') ? { status: 400 } : { status: 200, body: '{"ok":true}' }));
      const subscription = await subscribe(path);
      for (let index = 0; index < 3; index += 1) await createOrder();
      await service.http.post('/api/v3/orders').set(all()).set('Idempotency-Key', idempotencyKey()).send(orderBody(store, { external_id: `ext-${randomUUID()}-fail` })).expect(201);
      await eventually(async () => {
        const deliveries = await deliveriesOf(subscription.id);
        return deliveries.length === 4 && deliveries.every((delivery: { attempts: unknown[] }) => delivery.attempts.length > 0) ? true : undefined;
      }, 'four attempted deliveries');
      const first = (await service.http.get(`/api/v3/webhook-subscriptions/${subscription.id}/deliveries?limit=3`).set(all()).expect(200)).body;
      const ids = first.data.map((delivery: { id: number }) => delivery.id);
      expect(ids).toEqual([...ids].sort((a: number, b: number) => b - a));
      const rest = (await service.http.get(`/api/v3/webhook-subscriptions/${subscription.id}/deliveries?limit=3&cursor=${encodeURIComponent(first.pagination.next_cursor)}`).set(all()).expect(200)).body;
      expect(rest.data).toHaveLength(1);
      expect(rest.data[0].id).toBeLessThan(Math.min(...ids));
      const pending = (await service.http.get(`/api/v3/webhook-subscriptions/${subscription.id}/deliveries?filter[status]=pending`).set(all()).expect(200)).body.data;
      expect(pending.map((delivery: { attempts: { status_code: number }[] }) => delivery.attempts[0]!.status_code)).toEqual([400]);
      const problem = expectProblem(await service.http.get(`/api/v3/webhook-subscriptions/${subscription.id}/deliveries?filter[status]=lost`).set(all()), 422, 'invalid_parameter');
      expect(problem.errors).toEqual([expect.objectContaining({ parameter: 'filter[status]', allowed_values: ['pending', 'delivered', 'failed'] })]);
      expectProblem(await service.http.get(`/api/v3/webhook-subscriptions/${subscription.id}/deliveries?filter[topic]=x`).set(all()), 422, 'unknown_filter');
    });
  });

  describe('the delivery log’s retention', () => {
    it('drops finished deliveries after 30 days, with their attempts, and keeps pending ones', async () => {
      const path = newPath();
      receiver.answer(path, (request) => (receiver.at(path).indexOf(request) === 0 ? { status: 200, body: '{"ok":true}' } : { status: 500 }));
      const subscription = await subscribe(path);
      await createOrder();
      await deliveryWhere(subscription.id, (entry) => entry.status === 'delivered', 'the delivered delivery');
      await createOrder();
      await deliveryWhere(subscription.id, (entry) => entry.status === 'pending' && (entry.attempts as unknown[]).length === 1, 'the failing delivery');
      await sql`update webhooks.deliveries set updated_at = now() - interval '31 days' where subscription_id = ${subscription.id}`.execute(service.runtime.database.root);
      // As the worker's hourly job does it.
      await runRecurringJob(service, 'purge-delivery-log');
      const left = await deliveriesOf(subscription.id);
      expect(left.map((delivery: { status: string }) => delivery.status)).toEqual(['pending']);
    });
  });

  describe('form:submitted (deprecated, still firing)', () => {
    it('fires on every new form submission with the submission as the body', async () => {
      const path = newPath();
      const subscription = await subscribe(path, ['form:submitted']);
      const customiser = store.customisers[0]!;
      const contact = { name: 'Grace', email: 'grace@example.com', phone: null };
      const record = async () => {
        const { id } = await operatorOf(service, store.id).resource<{ id: number }>('recordQuote', { body: { customiser_id: customiser.id, form_id: customiser.forms.other, answers: [], contact } });
        return (await service.http.get(`/api/v3/quotes/${id}`).set(all()).expect(200)).body.data as { created_at: string };
      };
      const quotes = [await record(), await record()];
      const requests = await receiver.waitFor(path, 2);
      const bodies = requests.map((request) => JSON.parse(request.body)).sort((a, b) => a.form_submission.submitted_at.localeCompare(b.form_submission.submitted_at));
      expect(bodies).toEqual(
        quotes.map((quote) => ({
          form_submission: { form_id: customiser.forms.other, customiser_id: customiser.id, answers: [], files: [], contact, submitted_at: quote.created_at },
          livemode: true,
        })),
      );
      for (const request of requests) expect(verifyWebhook({ headers: request.headers, body: request.body, secret: subscription.secret })).toBeDefined();
    });
  });

  describe('product:created to the custom integration’s create-product URL', () => {
    const emitProductCreated = async (productId: number) => {
      const product = (await service.http.get(`/api/v3/products/${productId}`).set(all()).expect(200)).body.data;
      await service.runtime.database.run(() =>
        service.container.get<EventOutbox>(EVENT_OUTBOX).add([
          {
            id: randomUUID(),
            type: 'product:created',
            storeId: store.id,
            occurredAt: new Date(),
            payload: { product: { product_id: productId, title: product.title, external_id: '', customiser_id: product.customiser_id } },
          },
        ]),
      );
    };

    it('stores the integration’s {external_id} answer on the product, and orders may name the product by it', async () => {
      const path = newPath();
      const answered = `shop-product-${randomUUID()}`;
      receiver.answer(path, { status: 200, body: JSON.stringify({ external_id: answered }) });
      const integration = await aNewIntegration(service, store.id, { name: 'Shop with callback', create_product_url: receiver.url(path) });
      const productId = store.products[1]!;
      await emitProductCreated(productId);
      const [request] = await receiver.waitFor(path, 1);
      expect(verifyWebhook({ headers: request!.headers, body: request!.body, secret: integration.signing_secret })).toBeDefined();
      expect(JSON.parse(request!.body).product.product_id).toBe(productId);
      const order = await eventually(async () => {
        const response = await service.http
          .post('/api/v3/orders')
          .set(all())
          .set('Idempotency-Key', idempotencyKey())
          .send(orderBody(store, { integration_id: integration.id, products: [{ external_id: answered, quantity: 1, price: 100 }] }));
        return response.status === 201 ? response.body.data : undefined;
      }, 'an order naming the product by the answered external_id');
      expect(order.products[0]).toMatchObject({ product_id: productId, external_id: answered });
    });

    it('retries an answer without an external_id, logging why', async () => {
      const path = newPath();
      receiver.answer(path, (request) => (receiver.at(path).indexOf(request) === 0 ? { status: 200, body: '{"ok":true}' } : { status: 200, body: '{"external_id":"second-try"}' }));
      await aNewIntegration(service, otherStore.id, { name: 'Callback', create_product_url: receiver.url(path) });
      const productId = otherStore.products[0]!;
      await service.runtime.database.run(() =>
        service.container.get<EventOutbox>(EVENT_OUTBOX).add([{ id: randomUUID(), type: 'product:created', storeId: otherStore.id, occurredAt: new Date(), payload: { product: { product_id: productId } } }]),
      );
      await receiver.waitFor(path, 2, 20_000);
      const { rows } = await sql<{ status: string; errors: (string | null)[] }>`
        select d.status, array_agg(a.error order by a.id) as errors from webhooks.deliveries d join webhooks.delivery_attempts a on a.delivery_id = d.id
        where d.integration_id is not null and d.store_id = ${otherStore.id} group by d.id`.execute(service.runtime.database.root);
      await eventually(async () => {
        const product = (await service.http.get(`/api/v3/products/${productId}`).set(bearer(otherStore.keys.all!)).expect(200)).body.data;
        return product.store_product_id === 'second-try' ? true : undefined;
      }, 'the stored external_id');
      expect(rows[0]!.errors[0]).toMatch(/external_id/);
    });
  });

  /**
   * order:created as a receiver written from the spec reads it (spec, Resources: "Order as delivered by
   * webhook"): each product is the product payload of product:created plus uploads[].path, with the line's
   * quantity and unit price beside it, and the whole body keeps the schema the service publishes.
   */
  describe('order:created products, as the spec’s order table writes them', () => {
    let store: BuiltStore;
    let designed: Record<string, unknown>;
    let productCreated: Record<string, unknown>;
    let order: Record<string, unknown>;
    let delivered: Record<string, unknown>;
    const all = () => bearer(store.keys.all!);
    const callbackPath = '/products/create-product';
    const ordersPath = '/products/orders';

    beforeAll(async () => {
      // A customiser whose font has a file, so a finished design is drawn and the drawing is stored.
      store = await aStore(service, { customisers: [{ pricingModel: 'simple_letter', fontFile: true }], commerce: true });
      // The store's own events pass before the integration is made: its callback sees only the designed product.
      await outboxDrained(service);
      receiver.answer(callbackPath, (request) => ({ status: 200, body: JSON.stringify({ external_id: `shop-${JSON.parse(request.body).product.product_id}` }) }));
      await aNewIntegration(service, store.id, { name: 'Shop', create_product_url: receiver.url(callbackPath) });
      await service.http
        .post('/api/v3/webhook-subscriptions')
        .set(all())
        .set('Idempotency-Key', idempotencyKey('subscribe'))
        .send({ url: receiver.url(ordersPath), topics: ['order:created'] })
        .expect(201);

      const customiser = customiserOf({ stores: [store] }, 'simple_letter');
      designed = (
        await service.http
          .post(`/storefront/v1/customisers/${customiser.id}/designs`)
          .set(storefrontKey(store.storefront_key))
          .set('Idempotency-Key', randomUUID())
          .send(designFor(customiser, { lines: ['Open late'] }))
          .expect(201)
      ).body.data;
      productCreated = JSON.parse((await receiver.waitFor(callbackPath, 1))[0]!.body).product;
      // The integration's answer is stored on the product, and the order names the product by it.
      await eventually(async () => {
        const product = (await service.http.get(`/api/v3/products/${designed.id}`).set(all()).expect(200)).body.data;
        return product.store_product_id === `shop-${designed.id}` ? true : undefined;
      }, 'the integration’s external_id on the product');

      const body = orderBody(store, {
        order_total: 30000,
        products: [{ external_id: `shop-${designed.id}`, quantity: 2, price: 9000 }, { product_id: store.products[0]!, quantity: 1 }],
      });
      order = (await service.http.post('/api/v3/orders').set(all()).set('Idempotency-Key', idempotencyKey()).send(body).expect(201)).body.data;
      delivered = JSON.parse((await receiver.waitFor(ordersPath, 1))[0]!.body);
    });

    it('delivers a body that keeps the published order:created schema, field for field', async () => {
      const document = (await service.http.get('/help/openapi.json').expect(200)).body;
      expect(new ContractValidator(document).checkWebhook('order:created', delivered)).toEqual([]);
    });

    it('gives each product every field of the product payload, plus uploads[].path, quantity and unit_price', () => {
      const products = (delivered.order as { products: Record<string, unknown>[] }).products;
      // Members in any order: the outbox keeps the body as jsonb, which orders keys its own way.
      for (const product of products) expect(Object.keys(product).sort()).toEqual([...PRODUCT_PAYLOAD_FIELDS, 'quantity', 'unit_price'].sort());
      expect(products.map((product) => [product.quantity, product.unit_price])).toEqual([[2, 9000], [1, expect.any(Number)]]);
      expect(products[0]).toMatchObject({ product_id: designed.id, price: designed.price_amount, external_id: `shop-${designed.id}` });
    });

    it('is the product payload product:created delivered, with the integration’s id and each upload’s stored path', () => {
      const [product] = (delivered.order as { products: Record<string, unknown>[] }).products;
      const { uploads, external_id, updated_at: _updated, quantity: _quantity, unit_price: _price, ...rest } = product!;
      const { uploads: createdUploads, external_id: createdExternalId, updated_at: _createdUpdated, ...createdRest } = productCreated;
      expect(rest).toEqual(createdRest);
      expect([createdExternalId, external_id]).toEqual(['', `shop-${designed.id}`]);
      expect((uploads as Record<string, unknown>[]).map(({ path: _path, ...upload }) => upload)).toEqual(createdUploads);
    });

    it('names the stored path of the design’s drawing: the bytes kept there are the bytes served at its url', async () => {
      const [product] = (delivered.order as { products: { uploads: { url: string; type: string; path: string }[]; product_image_url: string }[] }).products;
      const [drawing] = product!.uploads;
      expect(drawing).toEqual({ url: product!.product_image_url, type: 'product_image', path: expect.stringMatching(/^design-previews\/[A-Za-z0-9_-]{32}\.svg$/) });
      const stored = await service.container.get<BlobStorage>(BLOB_STORAGE).get(drawing!.path);
      const served = await service.http.get(new URL(drawing!.url).pathname).expect(200);
      expect(stored).toBeDefined();
      expect(stored!.equals(Buffer.from(served.body))).toBe(true);
    });

    it('lists no uploads for a synchronised product, whose artwork the service only references', () => {
      const [, synchronised] = (delivered.order as { products: Record<string, unknown>[] }).products;
      expect(synchronised).toMatchObject({ product_id: store.products[0], uploads: [], external_data: expect.objectContaining({ design: null }) });
    });

    it('answers the same order from the API, with object and id', async () => {
      const read = (await service.http.get(`/api/v3/orders/${order.id}`).set(all()).expect(200)).body.data;
      // The API's `livemode` is the delivery body's, beside the order rather than inside it.
      const { object: _object, id: _id, livemode, ...shape } = read;
      expect(delivered).toEqual({ order: shape, livemode });
      expect(livemode).toBe(true);
      expect(order).toEqual(read);
    });
  });
});
