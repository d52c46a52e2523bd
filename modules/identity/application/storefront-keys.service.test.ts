import { InMemoryStorefrontKeyRepository } from '../test-support/in-memory-storefront-key.repository';
import { InMemoryStoreRepository } from '../test-support/in-memory-store.repository';
import { StorefrontKeysService } from './storefront-keys.service';

async function setUp() {
  const stores = new InMemoryStoreRepository();
  const [store, other] = [await stores.add(), await stores.add({ name: 'Other Signs' })];
  const keys = new InMemoryStorefrontKeyRepository();
  const testStores = { ensure: async (liveStoreId: number) => (await stores.createTestStore(liveStoreId)) ?? (await stores.testStoreOf(liveStoreId))! };
  return { stores, store, other, keys, service: new StorefrontKeysService(stores, keys, testStores) };
}

describe('storefront keys', () => {
  it('gives a store one publishable key the first time it is asked for, and the same one after', async () => {
    const { service, store, other } = await setUp();
    const key = await service.keyOf(store.id);
    expect(key).toMatch(/^sfk_[A-Za-z0-9_-]{32}$/);
    await expect(service.keyOf(store.id)).resolves.toBe(key);
    await expect(service.keyOf(other.id)).resolves.not.toBe(key);
  });

  it('gives a store a test storefront key of its own, which serves its test store as test data (test mode)', async () => {
    const { service, store, stores } = await setUp();
    const testKey = await service.keyOf(store.id, { test: true });
    expect(testKey).toMatch(/^sfk_test_[A-Za-z0-9_-]{32}$/);
    await expect(service.keyOf(store.id, { test: true })).resolves.toBe(testKey);
    expect(testKey).not.toBe(await service.keyOf(store.id));
    const testStoreId = (await stores.testStoreOf(store.id))!;
    const { credential } = await service.authenticateStorefront(testKey);
    expect(credential).toMatchObject({ kind: 'storefront_key', storeId: testStoreId, liveStoreId: store.id, test: true });
    expect((await service.authenticateStorefront(await service.keyOf(store.id))).credential).toMatchObject({ storeId: store.id, test: false });
    // Its allowed origins are its own.
    await service.settings(store.id, ['https://staging.shop.example'], { test: true });
    await expect(service.settings(store.id)).resolves.toMatchObject({ allowed_origins: [] });
    await expect(service.settings(store.id, undefined, { test: true })).resolves.toEqual({ storefront_key: testKey, allowed_origins: ['https://staging.shop.example'] });
  });

  it('answers 404 for the test key of a store that does not exist, and of a test store itself', async () => {
    const { service, store, stores } = await setUp();
    await expect(service.keyOf(99, { test: true })).rejects.toMatchObject({ status: 404, code: 'resource_not_found' });
    await service.keyOf(store.id, { test: true });
    await expect(service.keyOf((await stores.testStoreOf(store.id))!, { test: true })).rejects.toMatchObject({ status: 404 });
  });

  it('answers 404 for the key of a store that does not exist', async () => {
    const { service, keys } = await setUp();
    await expect(service.keyOf(99)).rejects.toMatchObject({ status: 404, code: 'resource_not_found' });
    expect(keys.records.size).toBe(0);
  });

  it('allows no origin until the merchant names some, then replaces the list, each origin once', async () => {
    const { service, store } = await setUp();
    await expect(service.settings(store.id)).resolves.toMatchObject({ allowed_origins: [] });
    await service.settings(store.id, ['https://shop.example', 'http://localhost:3000']);
    const settings = await service.settings(store.id, ['https://signs.example', 'https://signs.example']);
    expect(settings).toEqual({ storefront_key: await service.keyOf(store.id), allowed_origins: ['https://signs.example'] });
  });

  it('refuses origins that are not https origins, pointing at each, and keeps the list it had', async () => {
    const { service, store } = await setUp();
    await service.settings(store.id, ['https://shop.example']);
    await expect(service.settings(store.id, ['https://ok.example', 'http://shop.example', 'https://shop.example/page'])).rejects.toMatchObject({
      status: 422,
      code: 'validation_failed',
      errors: [
        { pointer: '/allowed_origins/1', code: 'invalid' },
        { pointer: '/allowed_origins/2', code: 'invalid' },
      ],
    });
    await expect(service.settings(store.id)).resolves.toMatchObject({ allowed_origins: ['https://shop.example'] });
  });

  it('knows the store a key names, and no store for a key it never issued', async () => {
    const { service, store } = await setUp();
    const key = await service.keyOf(store.id);
    await expect(service.storeOf(key)).resolves.toBe(store.id);
    await expect(service.storeOf('sfk_unknown')).resolves.toBeUndefined();
    await expect(service.storeOf(key.replace('sfk_', 'pk_'))).resolves.toBeUndefined();
  });

  it('authenticates a shopper’s browser as a storefront credential of the key’s store, granting no scope', async () => {
    const { service, store } = await setUp();
    const key = await service.keyOf(store.id);
    await service.settings(store.id, ['https://shop.example']);
    await expect(service.authenticateStorefront(key)).resolves.toEqual({
      credential: { kind: 'storefront_key', id: `store-${store.id}`, storeId: store.id, scopes: [], wildcard: false, test: false },
      allowedOrigins: ['https://shop.example'],
    });
    await expect(service.authenticateStorefront('sfk_unknown')).rejects.toMatchObject({ status: 401, code: 'invalid_storefront_key' });
    await expect(service.authenticateStorefront('svc_live_abc')).rejects.toMatchObject({ status: 401, code: 'invalid_storefront_key' });
  });
});
