import { inMemoryOperationCalls } from '../../../../infra/test-support/in-memory-operation-calls';
import { systemCredential } from '../../../../shared-kernel/request-context';
import { StorefrontKeysService } from '../../application/storefront-keys.service';
import { InMemoryStorefrontKeyRepository } from '../../test-support/in-memory-storefront-key.repository';
import { InMemoryStoreRepository } from '../../test-support/in-memory-store.repository';
import GetStorefrontKey from './get-storefront-key.use-case';

async function setUp() {
  const stores = new InMemoryStoreRepository();
  const store = await stores.add();
  const keys = new InMemoryStorefrontKeyRepository();
  const testStores = { ensure: async (liveStoreId: number) => (await stores.createTestStore(liveStoreId)) ?? (await stores.testStoreOf(liveStoreId))! };
  const calls = inMemoryOperationCalls(new GetStorefrontKey(new StorefrontKeysService(stores, keys, testStores)).operations());
  const get = (body: Record<string, unknown> = {}, storeId = store.id) =>
    calls.run('getStorefrontKey', { credential: systemCredential(0), path: 'storefront-key', params: { store_id: storeId }, body });
  return { store, get };
}

describe('the operator’s storefront key (signwright storefront-key)', () => {
  it('answers the store’s publishable key, made once, or its test storefront key', async () => {
    const { store, get } = await setUp();
    const first = await get();
    expect(first).toMatchObject({ kind: 'resource', status: 200, data: { store_id: store.id, storefront_key: expect.stringMatching(/^sfk_(?!test_)/) } });
    await expect(get()).resolves.toMatchObject({ data: (first as { data: object }).data });
    await expect(get({ test: true })).resolves.toMatchObject({ data: { store_id: store.id, storefront_key: expect.stringMatching(/^sfk_test_/) } });
  });

  it('checks the input strictly, and answers 404 for a store that does not exist', async () => {
    const { get } = await setUp();
    await expect(get({ test: true, live: false })).rejects.toMatchObject({ code: 'unknown_field' });
    await expect(get({}, 999)).rejects.toMatchObject({ code: 'resource_not_found' });
  });
});
