import { randomUUID } from 'node:crypto';
import type { BuiltStore } from '../../support/builders';
import { startDeliveringService, type DeliveringService } from '../../support/delivering-service';
import { aNewIntegration } from '../../support/operator';
import { outboxDrained } from '../../support/outbox';
import { expectProblem } from '../../support/problem-assertions';
import type { TestService } from '../../support/test-service';
import type { WebhookReceiver } from '../../support/webhook-receiver';
import { bearer, idempotencyKey } from '../orders/order-fixtures';
import { designFor, storefrontKey } from '../storefront/storefront-fixtures';
import { testCopyOf } from './test-mode-fixtures';

/**
 * The test storefront key (`sfk_test_…`): the same /storefront/v1 routes, serving the store's test
 * catalogue; what shoppers do with it lands in test data, and product:created still reaches the
 * integration's URL, saying `livemode: false`.
 */
describe('the test storefront key', () => {
  let delivering: DeliveringService;
  let service: TestService;
  let store: BuiltStore;
  let receiver: WebhookReceiver;
  let live: BuiltStore['customisers'][number];
  let copy: BuiltStore['customisers'][number];
  const callbackPath = '/hooks/create-product';

  beforeAll(async () => {
    delivering = await startDeliveringService({ stores: [{ customisers: [{ pricingModel: 'simple_letter', fontFile: true }] }] });
    ({ service, receiver } = delivering);
    store = delivering.stores[0]!;
    live = store.customisers[0]!;
    copy = await testCopyOf(service, store, live);
    receiver.answer(callbackPath, (request) => ({ status: 200, body: JSON.stringify({ external_id: `shop-${JSON.parse(request.body).product.product_id}` }) }));
    await aNewIntegration(service, store.id, { name: 'Shop', create_product_url: receiver.url(callbackPath) });
  });
  afterAll(() => delivering.close());

  it('is the store’s own test key, apart from its live key', () => {
    expect(store.test_storefront_key).toMatch(/^sfk_test_[A-Za-z0-9_-]{32}$/);
    expect(store.test_storefront_key).not.toBe(store.storefront_key);
  });

  it('serves the test catalogue, and answers 404 for a live customiser as for an unknown one, and the live key likewise for a test one', async () => {
    const read = (id: number, key: string) => service.http.get(`/storefront/v1/customisers/${id}`).set(storefrontKey(key));
    expect((await read(copy.id, store.test_storefront_key!).expect(200)).body.data).toMatchObject({ customiser_id: copy.id });
    expectProblem(await read(live.id, store.test_storefront_key!), 404, 'resource_not_found');
    expectProblem(await read(copy.id, store.storefront_key), 404, 'resource_not_found');
  });

  it('serves the designer page of a test customiser, and a live one’s with the test key as a design not available', async () => {
    const page = await service.http.get(`/storefront/v1/customisers/${copy.id}/designer`).query({ key: store.test_storefront_key }).expect(200);
    expect(page.text).toContain(store.test_storefront_key);
    const liveWithTestKey = await service.http.get(`/storefront/v1/customisers/${live.id}/designer`).query({ key: store.test_storefront_key }).expect(404);
    expect(liveWithTestKey.text).toContain('This design is not available');
  });

  it('makes a test product of a design, and sends product:created to the integration’s URL with livemode false', async () => {
    const designed = (
      await service.http.post(`/storefront/v1/customisers/${copy.id}/designs`).set(storefrontKey(store.test_storefront_key!)).set('Idempotency-Key', randomUUID()).send(designFor(copy)).expect(201)
    ).body.data;
    const [callback] = await receiver.waitFor(callbackPath, 1);
    expect(JSON.parse(callback!.body)).toMatchObject({ product: { product_id: designed.id, customiser_id: copy.id }, livemode: false });
    await service.http.get(`/api/v3/products/${designed.id}`).set(bearer(store.keys.test!)).expect(200);
    expectProblem(await service.http.get(`/api/v3/products/${designed.id}`).set(bearer(store.keys.all!)), 404, 'resource_not_found');
  });

  it('stores a form submission as a test quote, which only the test key lists, and tells only test subscriptions', async () => {
    for (const [key, path] of [[store.keys.test!, '/hooks/test-forms'], [store.keys.all!, '/hooks/live-forms']] as const) {
      await service.http.post('/api/v3/webhook-subscriptions').set(bearer(key)).set('Idempotency-Key', idempotencyKey('subscribe')).send({ url: receiver.url(path), topics: ['form:submitted'] }).expect(201);
    }
    const configuration = (await service.http.get(`/storefront/v1/customisers/${copy.id}`).set(storefrontKey(store.test_storefront_key!)).expect(200)).body.data;
    const email = configuration.forms.find((form: { id: number }) => form.id === copy.forms.other).fields.find((field: { input_type: string }) => field.input_type === 'email');
    const receipt = (
      await service.http.post(`/storefront/v1/forms/${copy.forms.other}/submissions`).set(storefrontKey(store.test_storefront_key!)).send({ answers: [{ field_id: email.field_id, value: 'tester@shopper.example' }] }).expect(201)
    ).body.data;
    const quotes = async (key: string) => ((await service.http.get('/api/v3/quotes').set(bearer(key)).expect(200)).body.data as { id: number }[]).map((quote) => quote.id);
    expect(await quotes(store.keys.test!)).toEqual([receipt.id]);
    expect(await quotes(store.keys.all!)).not.toContain(receipt.id);
    const [delivered] = await receiver.waitFor('/hooks/test-forms', 1);
    expect(JSON.parse(delivered!.body)).toMatchObject({ form_submission: { form_id: copy.forms.other }, livemode: false });
    await outboxDrained(service);
    expect(receiver.at('/hooks/live-forms')).toEqual([]);
  });
});
