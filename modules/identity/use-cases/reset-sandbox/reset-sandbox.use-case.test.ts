import { inMemoryOperationCalls } from '../../../../infra/test-support/in-memory-operation-calls';
import { systemCredential } from '../../../../shared-kernel/request-context';
import { InMemoryUnitOfWork } from '../../../../shared-kernel/test-support/in-memory-unit-of-work';
import { TestStoresService } from '../../application/test-stores.service';
import { InMemoryStoreRepository } from '../../test-support/in-memory-store.repository';
import { RecordingTestDataCopier } from '../../test-support/recording-test-data-copier';
import ResetSandbox from './reset-sandbox.use-case';

async function setUp() {
  const stores = new InMemoryStoreRepository();
  const store = await stores.add();
  const copier = new RecordingTestDataCopier();
  const unitOfWork = new InMemoryUnitOfWork();
  const testStores = new TestStoresService(stores, copier, unitOfWork);
  // The pipeline's transaction is the one the service's work runs in.
  const calls = inMemoryOperationCalls(new ResetSandbox(testStores).operations(), unitOfWork);
  const reset = (storeId = store.id) => calls.run('resetSandbox', { credential: systemCredential(0), path: 'sandbox reset', params: { store_id: storeId } });
  return { stores, store, copier, reset };
}

describe('the operator’s sandbox reset (signwright sandbox reset)', () => {
  it('drops the store’s test data and copies the live catalogue again in the operation’s transaction, answering what was copied', async () => {
    const { stores, store, copier, reset } = await setUp();
    const copy = copier.copy.bind(copier);
    const filesGoneAtCopy: number[][] = [];
    copier.copy = async (liveStoreId, testStoreId) => (filesGoneAtCopy.push([...copier.afterCommit]), copy(liveStoreId, testStoreId));
    await expect(reset()).resolves.toEqual({ kind: 'resource', status: 200, replayed: false, data: { store_id: store.id, copied: { customisers: 2 } } });
    const testStoreId = (await stores.testStoreOf(store.id))!;
    expect(copier.calls).toEqual([`drop ${testStoreId}`, `copy ${store.id} → ${testStoreId}`]);
    // The dropped files went once the operation's transaction committed, not when the drop ran.
    expect(filesGoneAtCopy).toEqual([[]]);
    expect(copier.afterCommit).toEqual([testStoreId]);
  });

  it('answers 404 for a store that does not exist, and copies nothing', async () => {
    const { copier, reset } = await setUp();
    await expect(reset(999)).rejects.toMatchObject({ code: 'resource_not_found' });
    expect(copier.calls).toEqual([]);
  });
});
