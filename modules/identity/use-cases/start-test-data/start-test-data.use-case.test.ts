import { inMemoryOperationCalls } from '../../../../infra/test-support/in-memory-operation-calls';
import { inMemoryMerchantAdmin } from '../../test-support/in-memory-merchant-admin';
import StartTestData from './start-test-data.use-case';

async function setUp() {
  const admin = await inMemoryMerchantAdmin();
  return { ...admin, calls: inMemoryOperationCalls(new StartTestData(admin.testStores).operations()) };
}

describe('the merchant admin’s "Start test data" (startTestData)', () => {
  it('makes the store’s test store with a copy of its live catalogue, once, and answers it', async () => {
    const { calls, asPerson, store, stores, copier } = await setUp();
    const started = await calls.run('startTestData', await asPerson());
    const testStoreId = await stores.testStoreOf(store.id);
    expect(started).toMatchObject({ kind: 'resource', status: 200, data: { object: 'test_data', test_store_id: testStoreId } });
    // From test mode too, the session names the live store: the same test store, not copied again.
    await expect(calls.run('startTestData', await asPerson({ test: true }))).resolves.toMatchObject({ data: { test_store_id: testStoreId } });
    expect(copier.copied).toEqual([[store.id, testStoreId]]);
  });
});
