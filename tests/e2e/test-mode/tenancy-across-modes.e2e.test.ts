import { collectRoutes } from '../../../apps/api/api-app';
import type { AnyRoute } from '../../../infra/http/route';
import type { BuiltStore } from '../../support/builders';
import { startDeliveringService, type DeliveringService } from '../../support/delivering-service';
import { eventually } from '../../support/eventually';
import { outboxDrained } from '../../support/outbox';
import type { TestService } from '../../support/test-service';
import { bearer, idempotencyKey, orderBody } from '../orders/order-fixtures';
import { storefrontKey } from '../storefront/storefront-fixtures';
import { aTestOrder, aTestProduct, anUploadedShape, testCopyOf } from './test-mode-fixtures';

type Ids = Record<string, string | number>;

/**
 * Test mode's tenancy, for every Store API route outside the catalogue (whose own suite probes every
 * customiser route in both modes): a test key on live ids, and a live key on test ids, answer 404
 * resource_not_found as for unknown ids, and nothing of either mode changes. The routes are read from
 * the application, so a route added later is probed without editing this file.
 */
describe('tenancy across modes: every route outside the catalogue', () => {
  let delivering: DeliveringService;
  let service: TestService;
  let store: BuiltStore;
  let routes: AnyRoute[];
  const ids: { live: Ids; test: Ids } = { live: {}, test: {} };
  const keyOf = (mode: 'live' | 'test') => (mode === 'live' ? store.keys.all! : store.keys.test!);
  const listed = async (path: string, mode: 'live' | 'test') => ((await service.http.get(path).set(bearer(keyOf(mode))).expect(200)).body.data as { id: number }[]).map((item) => item.id);

  async function subscribeAndDeliver(mode: 'live' | 'test', order: () => Promise<unknown>): Promise<void> {
    const subscription = (
      await service.http.post('/api/v3/webhook-subscriptions').set(bearer(keyOf(mode))).set('Idempotency-Key', idempotencyKey('subscribe'))
        .send({ url: delivering.receiver.url(`/hooks/${mode}`), topics: ['order:created'] }).expect(201)
    ).body.data;
    await order();
    ids[mode].subscription_id = subscription.id;
    ids[mode].delivery_id = (await eventually(async () => (await listed(`/api/v3/webhook-subscriptions/${subscription.id}/deliveries`, mode))[0], `a ${mode} delivery`))!;
  }

  beforeAll(async () => {
    delivering = await startDeliveringService({ stores: [{ customisers: 1, commerce: true }], env: { RATE_LIMIT_PER_KEY_PER_MINUTE: '100000' } });
    ({ service } = delivering);
    store = delivering.stores[0]!;
    routes = collectRoutes(service.container).filter((route) => route.auth === 'api_key' && route.path.includes('{') && !route.path.startsWith('/api/v3/customisers/'));

    const quote = (await service.http.get(`/api/v3/quotes/${store.quotes[0]!}`).set(bearer(keyOf('live'))).expect(200)).body.data;
    Object.assign(ids.live, { order_id: store.orders[0]!, product_id: store.products[0]!, quote_id: quote.id, upload_id: await anUploadedShape(service, keyOf('live')) });
    await subscribeAndDeliver('live', () => service.http.post('/api/v3/orders').set(bearer(keyOf('live'))).set('Idempotency-Key', idempotencyKey()).send(orderBody(store)).expect(201));

    const product = await aTestProduct(service, store);
    const copy = await testCopyOf(service, store, store.customisers[0]!);
    const configuration = (await service.http.get(`/storefront/v1/customisers/${copy.id}`).set(storefrontKey(store.test_storefront_key!)).expect(200)).body.data;
    const email = configuration.forms.find((form: { id: number }) => form.id === copy.forms.other).fields.find((field: { input_type: string }) => field.input_type === 'email');
    const testQuote = (
      await service.http.post(`/storefront/v1/forms/${copy.forms.other}/submissions`).set(storefrontKey(store.test_storefront_key!)).send({ answers: [{ field_id: email.field_id, value: 'probe@shopper.example' }] }).expect(201)
    ).body.data;
    let testOrder = 0;
    await subscribeAndDeliver('test', async () => (testOrder = (await aTestOrder(service, store, product, '#PROBE')).id));
    Object.assign(ids.test, { order_id: testOrder, product_id: product.id, quote_id: testQuote.id, upload_id: await anUploadedShape(service, keyOf('test')) });
    await outboxDrained(service);
  });
  afterAll(() => delivering.close());

  const fill = (route: AnyRoute, values: Ids) =>
    route.path.replace(/\{([a-z_]+)\}/g, (_match, placeholder: string) => {
      if (!(placeholder in values)) throw new Error(`The cross-mode tenancy test has no id for {${placeholder}} (${route.path}); give it one of each mode.`);
      return String(values[placeholder]);
    });
  const bodyOf = (route: AnyRoute) => (route.body?.safeParse({ topic: 'order:created' }).success ? { topic: 'order:created' } : route.body ? {} : undefined);

  /** Everything each mode shows of itself, to prove the probes changed nothing. */
  const snapshot = async () => {
    const of = async (mode: 'live' | 'test') => ({
      orders: (await service.http.get('/api/v3/orders?limit=100').set(bearer(keyOf(mode))).expect(200)).body.data,
      deliveries: await listed(`/api/v3/webhook-subscriptions/${ids[mode].subscription_id}/deliveries?limit=100`, mode),
      subscription: (await service.http.get(`/api/v3/webhook-subscriptions/${ids[mode].subscription_id}`).set(bearer(keyOf(mode))).expect(200)).body.data,
    });
    return { live: await of('live'), test: await of('test') };
  };

  it('probes the routes of orders, products, quotes, uploads and webhook subscriptions', () => {
    const probed = routes.map((route) => route.path);
    for (const path of ['/api/v3/orders/{order_id}', '/api/v3/orders/{order_id}/resend', '/api/v3/products/{product_id}', '/api/v3/quotes/{quote_id}', '/api/v3/quotes/{quote_id}/files/{upload_id}', '/api/v3/uploads/{upload_id}', '/api/v3/webhook-subscriptions/{subscription_id}/deliveries/{delivery_id}/redeliver']) {
      expect(probed).toContain(path);
    }
  });

  it.each([
    ['a test key on live ids', 'test', 'live'],
    ['a live key on test ids', 'live', 'test'],
  ] as const)('answers 404 resource_not_found on every route for %s, and changes nothing', async (_name, caller, owner) => {
    const before = await snapshot();
    const failures: string[] = [];
    for (const route of routes) {
      const request = service.http[route.method](fill(route, ids[owner])).set(bearer(keyOf(caller))).set('Idempotency-Key', idempotencyKey('probe'));
      const body = bodyOf(route);
      const response = await (body === undefined ? request : request.send(body));
      if (response.status !== 404 || response.body?.code !== 'resource_not_found') failures.push(`${route.method.toUpperCase()} ${route.path}: ${response.status} ${response.body?.code ?? ''}`);
    }
    expect(failures).toEqual([]);
    // The ids are real: the owning mode's key reads each of them (an upload is the quote's file only in the demo's live quote).
    const unreadable: string[] = [];
    for (const route of routes.filter((candidate) => candidate.method === 'get' && !candidate.path.includes('/files/'))) {
      const response = await service.http.get(fill(route, ids[owner])).set(bearer(keyOf(owner)));
      if (response.status !== 200) unreadable.push(`${route.path}: ${response.status}`);
    }
    expect(unreadable).toEqual([]);
    await outboxDrained(service);
    expect(await snapshot()).toEqual(before);
  });
});
