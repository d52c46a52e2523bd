import { inMemoryOperationCalls } from '../../../../infra/test-support/in-memory-operation-calls';
import { systemCredential } from '../../../../shared-kernel/request-context';
import { StorefrontKeysService } from '../../application/storefront-keys.service';
import { InMemoryStorefrontKeyRepository } from '../../test-support/in-memory-storefront-key.repository';
import { InMemoryStoreRepository } from '../../test-support/in-memory-store.repository';
import UpdateStorefrontOrigins from './update-storefront-origins.use-case';

async function setUp() {
  const stores = new InMemoryStoreRepository();
  const store = await stores.add();
  const keys = new InMemoryStorefrontKeyRepository();
  const testStores = { ensure: async (liveStoreId: number) => (await stores.createTestStore(liveStoreId)) ?? (await stores.testStoreOf(liveStoreId))! };
  const calls = inMemoryOperationCalls(new UpdateStorefrontOrigins(new StorefrontKeysService(stores, keys, testStores)).operations());
  const update = (body: Record<string, unknown>) =>
    calls.run('updateStorefrontOrigins', { credential: systemCredential(0), path: 'storefront-origins', params: { store_id: store.id }, body });
  return { store, update };
}

describe('the operator’s storefront origins (signwright storefront-origins)', () => {
  it('replaces the origins allowed to use the key when named, and answers them with the key', async () => {
    const { store, update } = await setUp();
    await expect(update({})).resolves.toMatchObject({ data: { store_id: store.id, storefront_key: expect.stringMatching(/^sfk_/), allowed_origins: [] } });
    await expect(update({ allowed_origins: ['https://shop.example'] })).resolves.toMatchObject({ data: { allowed_origins: ['https://shop.example'] } });
    await expect(update({})).resolves.toMatchObject({ data: { allowed_origins: ['https://shop.example'] } });
    // The test storefront key keeps origins of its own.
    await expect(update({ test: true })).resolves.toMatchObject({ data: { storefront_key: expect.stringMatching(/^sfk_test_/), allowed_origins: [] } });
  });

  it('checks the input strictly, and leaves what an origin may be to the use case', async () => {
    const { update } = await setUp();
    await expect(update({ allowed_origins: 'https://shop.example' })).rejects.toMatchObject({ code: 'validation_failed', errors: [expect.objectContaining({ pointer: '/allowed_origins' })] });
    await expect(update({ origins: [] })).rejects.toMatchObject({ code: 'unknown_field' });
    await expect(update({ allowed_origins: ['not an origin'] })).rejects.toMatchObject({ code: 'validation_failed', errors: [expect.objectContaining({ pointer: '/allowed_origins/0' })] });
  });
});
