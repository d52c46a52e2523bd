import type { NewIntegration } from '../application/ports';
import { InMemoryStoreRepository } from '../test-support/in-memory-store.repository';
import { StoreDirectory } from './store-directory';
import { AuthenticatedStores } from '../application/authenticated-stores';
import { runInRequestContext } from '../../../shared-kernel/request-context';

async function setUp() {
  const stores = new InMemoryStoreRepository();
  const [store, other] = [await stores.add({ plan: 'starter' }), await stores.add({ name: 'Other Signs' })];
  const integrate = (overrides: Partial<NewIntegration> = {}) =>
    stores.integrations.create({ storeId: store.id, type: 'custom', name: 'Shop', enabled: true, createProductUrl: 'https://shop.example/a', signingSecret: 'whsec_a', ...overrides });
  return { stores, store, other, integrate, directory: new StoreDirectory(stores, stores.integrations, new AuthenticatedStores()) };
}

describe('the store directory', () => {
  it('tells other contexts a store’s currency, name, platform, manufacturer and whether its plan styles words', async () => {
    const { directory, store, other } = await setUp();
    await expect(directory.profile(store.id)).resolves.toEqual({
      id: store.id, currency: 'EUR', platform: 'universal', plan: 'starter', perWordStyling: false, name: 'Neon Works', manufacturerEmail: 'maker@signs.example', livemode: true,
    });
    await expect(directory.profile(other.id)).resolves.toMatchObject({ plan: 'professional', perWordStyling: true });
    await expect(directory.profile(99)).rejects.toMatchObject({ status: 404, code: 'resource_not_found' });
  });

  it('answers the calling key’s store as authentication read it in this request, without reading it again (issue 15: one round trip less per pricing request)', async () => {
    const stores = new InMemoryStoreRepository();
    const store = await stores.add({ plan: 'starter' });
    const authenticated = new AuthenticatedStores();
    const directory = new StoreDirectory(stores, stores.integrations, authenticated);
    let reads = 0;
    const findSharedById = stores.findSharedById.bind(stores);
    stores.findSharedById = (id) => ((reads += 1), findSharedById(id));
    await runInRequestContext({ requestId: 'a' }, async () => {
      authenticated.remember({ store: { ...store, currency: 'GBP' }, integrations: [] }, store.id);
      await expect(directory.profile(store.id)).resolves.toMatchObject({ currency: 'GBP' });
    });
    expect(reads).toBe(0);
    // Outside that request the store is read.
    await expect(directory.profile(store.id)).resolves.toMatchObject({ currency: 'EUR' });
    expect(reads).toBe(1);
  });

  it('answers a test store with its live store’s profile and integrations, marked as test data (test mode: a test order names a live integration)', async () => {
    const { stores, directory, store, integrate } = await setUp();
    const custom = await integrate();
    const testStoreId = (await stores.createTestStore(store.id))!;
    await expect(directory.profile(testStoreId)).resolves.toMatchObject({ id: testStoreId, name: 'Neon Works', currency: 'EUR', livemode: false });
    await expect(directory.integrationAcceptsWrites(testStoreId, custom.id)).resolves.toBe(true);
    await expect(directory.productCallback(testStoreId, custom.id)).resolves.toEqual({ integrationId: custom.id, url: 'https://shop.example/a', secret: 'whsec_a' });
    // As a test key's request reads it: the credential names the live store, nothing is looked up.
    stores.modeOf = () => Promise.reject(new Error('the credential already says'));
    await runInRequestContext({ requestId: 'r', credential: { kind: 'api_key', id: '1', storeId: testStoreId, liveStoreId: store.id, scopes: [], wildcard: false, test: true } }, async () => {
      await expect(directory.productCallbackIntegrations(testStoreId, null)).resolves.toEqual([custom.id]);
    });
  });

  it('says only an enabled custom integration of the store itself accepts writes', async () => {
    const { directory, store, other, integrate } = await setUp();
    const custom = await integrate();
    const disabled = await integrate({ enabled: false });
    const platform = await integrate({ type: 'shopify' });
    const elsewhere = await integrate({ storeId: other.id });
    const verdicts = await Promise.all([custom, disabled, platform].map((integration) => directory.integrationAcceptsWrites(store.id, integration.id)));
    expect(verdicts).toEqual([true, false, false]);
    await expect(directory.integrationAcceptsWrites(store.id, elsewhere.id)).resolves.toBe(false);
  });

  it('lists the integrations that receive product:created, the product’s own first', async () => {
    const { directory, store, integrate } = await setUp();
    const first = await integrate();
    await integrate({ createProductUrl: null });
    await integrate({ enabled: false });
    const own = await integrate({ createProductUrl: 'https://shop.example/own' });
    await expect(directory.productCallbackIntegrations(store.id, null)).resolves.toEqual([first.id, own.id]);
    await expect(directory.productCallbackIntegrations(store.id, own.id)).resolves.toEqual([own.id, first.id]);
    await expect(directory.productCallbackIntegrations(store.id, 999)).resolves.toEqual([first.id, own.id]);
  });

  it('answers an integration’s create-product callback with its secret, only while it may receive one', async () => {
    const { directory, store, other, integrate } = await setUp();
    const custom = await integrate({ signingSecret: 'whsec_custom' });
    const withoutUrl = await integrate({ createProductUrl: null });
    const disabled = await integrate({ enabled: false });
    await expect(directory.productCallback(store.id, custom.id)).resolves.toEqual({ integrationId: custom.id, url: 'https://shop.example/a', secret: 'whsec_custom' });
    await expect(directory.productCallback(store.id, withoutUrl.id)).resolves.toBeUndefined();
    await expect(directory.productCallback(store.id, disabled.id)).resolves.toBeUndefined();
    await expect(directory.productCallback(other.id, custom.id)).resolves.toBeUndefined();
  });
});
