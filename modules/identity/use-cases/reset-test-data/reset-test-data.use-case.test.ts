import { inMemoryOperationCalls } from '../../../../infra/test-support/in-memory-operation-calls';
import { inMemoryMerchantAdmin } from '../../test-support/in-memory-merchant-admin';
import ResetTestData from './reset-test-data.use-case';

async function setUp() {
  const admin = await inMemoryMerchantAdmin();
  return { ...admin, calls: inMemoryOperationCalls(new ResetTestData(admin.admin).operations()) };
}

describe('the merchant admin’s reset of test data (resetTestData)', () => {
  it('drops the store’s test data and copies its live catalogue again, answering what was copied', async () => {
    const { calls, asPerson, store, stores, copier } = await setUp();
    await expect(calls.run('resetTestData', await asPerson({ test: true }))).resolves.toMatchObject({
      kind: 'resource', status: 200, data: { object: 'test_data_reset', copied: { customisers: 2 } },
    });
    const testStoreId = (await stores.testStoreOf(store.id))!;
    expect(copier.calls).toEqual([`copy ${store.id} → ${testStoreId}`, `drop ${testStoreId}`, `copy ${store.id} → ${testStoreId}`]);
    // The dropped files go once the operation's transaction has committed.
    expect(copier.afterCommit).toEqual([testStoreId]);
  });

  it('answers 404 for a store the person does not belong to, and copies nothing', async () => {
    const { calls, asPerson, other, copier } = await setUp();
    await expect(calls.run('resetTestData', await asPerson({ storeId: other.id }))).rejects.toMatchObject({ status: 404, code: 'resource_not_found' });
    expect(copier.calls).toEqual([]);
  });
});
