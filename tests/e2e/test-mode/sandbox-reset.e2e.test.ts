import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { BLOB_STORAGE, type BlobStorage } from '../../../shared-kernel/blob-storage';
import type { BuiltStore } from '../../support/builders';
import { startDeliveringService, type DeliveringService } from '../../support/delivering-service';
import { operatorOf } from '../../support/operator';
import { expectProblem } from '../../support/problem-assertions';
import { runCliInProcess, runCliInProcessJson } from '../../support/run-cli';
import type { TestService } from '../../support/test-service';
import { bearer, idempotencyKey } from '../orders/order-fixtures';
import { storefrontKey } from '../storefront/storefront-fixtures';
import { aTestOrder, aTestProduct, anUploadedShape } from './test-mode-fixtures';

/**
 * `bin/signwright sandbox reset --store ID --json`: the store's test orders, products, quotes, uploads and
 * subscriptions go, its test catalogue is the live one again, and nothing live changes.
 */
describe('sandbox reset', () => {
  let delivering: DeliveringService;
  let service: TestService;
  let store: BuiltStore;
  const test = () => bearer(store.keys.test!);
  const live = () => bearer(store.keys.all!);
  const ids = async (path: string, key: Record<string, string>) => ((await service.http.get(`${path}?limit=100`).set(key).expect(200)).body.data as { id: number | string }[]).map((item) => item.id);
  const env = () => ({ DATABASE_URL: service.database.url!, REDIS_URL: service.config.redisUrl!, REDIS_KEY_PREFIX: service.config.redisKeyPrefix });
  let before: { order: number; product: number; upload: string; subscription: number; testCustomisers: (number | string)[]; liveOrders: (number | string)[] };
  let printed: { store_id: number; copied: Record<string, number> };

  beforeAll(async () => {
    delivering = await startDeliveringService({ stores: [{ customisers: 2, commerce: true }] });
    ({ service } = delivering);
    store = delivering.stores[0]!;
    const product = await aTestProduct(service, store);
    const order = await aTestOrder(service, store, product, '#BEFORE-RESET');
    const upload = await anUploadedShape(service, store.keys.test!);
    const subscription = (await service.http.post('/api/v3/webhook-subscriptions').set(test()).set('Idempotency-Key', idempotencyKey('subscribe')).send({ url: delivering.receiver.url('/hooks/test'), topics: ['order:created'] }).expect(201)).body.data;
    const testCustomisers = await ids('/api/v3/customisers', test());
    // A test write to the test catalogue, which the reset must undo.
    await service.http.post(`/api/v3/customisers/${testCustomisers[0]}/deactivate`).set(test()).set('Idempotency-Key', idempotencyKey('deactivate')).expect(200);
    await service.http.get(`/storefront/v1/customisers/${testCustomisers[1]}`).set(storefrontKey(store.test_storefront_key!)).expect(200);
    before = { order: order.id, product: product.id, upload, subscription: subscription.id, testCustomisers, liveOrders: await ids('/api/v3/orders', live()) };
    expect(await service.container.get<BlobStorage>(BLOB_STORAGE).get(`uploads/${(await testStoreIdOf())}/${upload}`)).toBeDefined();
    printed = await runCliInProcessJson(['sandbox', 'reset', '--store', String(store.id)], env());
  });
  afterAll(() => delivering.close());

  const testStoreIdOf = async () => (await sql<{ id: number }>`select id from identity.stores where live_store_id = ${store.id}`.execute(service.runtime.database.root)).rows[0]!.id;

  it('prints the store and what it copied again', () => {
    expect(printed).toEqual({ store_id: store.id, copied: expect.objectContaining({ customisers: 2, option_rows: expect.any(Number), pricing_documents: 2 }) });
  });

  it('drops the test orders, products, quotes, uploads (with their bytes) and subscriptions', async () => {
    expect(await ids('/api/v3/orders', test())).toEqual([]);
    expect(await ids('/api/v3/products', test())).toEqual([]);
    expect(await ids('/api/v3/quotes', test())).toEqual([]);
    expect(await ids('/api/v3/webhook-subscriptions', test())).toEqual([]);
    expectProblem(await service.http.get(`/api/v3/orders/${before.order}`).set(test()), 404, 'resource_not_found');
    expectProblem(await service.http.get(`/api/v3/uploads/${before.upload}`).set(test()), 404, 'resource_not_found');
    expect(await service.container.get<BlobStorage>(BLOB_STORAGE).get(`uploads/${await testStoreIdOf()}/${before.upload}`)).toBeUndefined();
  });

  it('copies the live catalogue again, under new ids, undoing the test writes; the old ids answer 404, on the storefront too', async () => {
    const now = await ids('/api/v3/customisers', test());
    expect(now).toHaveLength(2);
    expect(now).not.toEqual(expect.arrayContaining([before.testCustomisers[0]]));
    const customisers = (await service.http.get('/api/v3/customisers').set(test()).expect(200)).body.data as { active: boolean }[];
    expect(customisers.map((customiser) => customiser.active)).toEqual([true, true]);
    expectProblem(await service.http.get(`/storefront/v1/customisers/${before.testCustomisers[1]}`).set(storefrontKey(store.test_storefront_key!)), 404, 'resource_not_found');
    await service.http.get(`/storefront/v1/customisers/${now[1]}`).set(storefrontKey(store.test_storefront_key!)).expect(200);
  });

  it('leaves live data as it was', async () => {
    expect(await ids('/api/v3/orders', live())).toEqual(before.liveOrders);
    expect((await ids('/api/v3/customisers', live())).length).toBe(2);
    expect((await ids('/api/v3/quotes', live())).length).toBeGreaterThan(0);
  });

  it('answers 404 for an unknown store, and works again on data already reset', async () => {
    const unknown = await runCliInProcess(['sandbox', 'reset', '--store', '999999', '--json'], env());
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toMatch(/resource_not_found/);
    const again = await operatorOf(service).resource<{ copied: Record<string, number> }>('resetSandbox', { params: { store_id: store.id } });
    expect(again.copied).toMatchObject({ customisers: 2 });
    // The test key still works on the new copy.
    await service.http.post(`/api/v3/customisers/${(await ids('/api/v3/customisers', test()))[0]}/products`).set(test()).set('Idempotency-Key', randomUUID())
      .send({ integration_id: store.integrations.find((integration) => integration.accepts_writes)!.id, store_product_id: 'after-reset', title: 'After', price_amount: 100, currency: 'EUR' }).expect(201);
  });
});
