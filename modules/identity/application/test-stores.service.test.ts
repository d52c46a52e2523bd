import { InMemoryUnitOfWork } from '../../../shared-kernel/test-support/in-memory-unit-of-work';
import { InMemoryStoreRepository } from '../test-support/in-memory-store.repository';
import { RecordingTestDataCopier } from '../test-support/recording-test-data-copier';
import { TestStoresService } from './test-stores.service';

async function setUp() {
  const stores = new InMemoryStoreRepository();
  const store = await stores.add();
  const copier = new RecordingTestDataCopier();
  const unitOfWork = new InMemoryUnitOfWork();
  return { stores, store, copier, unitOfWork, service: new TestStoresService(stores, copier, unitOfWork) };
}

describe('a store’s test store (test mode)', () => {
  it('is made once, with a copy of the live catalogue', async () => {
    const { service, store, copier } = await setUp();
    const testStoreId = await service.ensure(store.id);
    await expect(service.ensure(store.id)).resolves.toBe(testStoreId);
    expect(copier.copied).toEqual([[store.id, testStoreId]]);
  });

  it('is reset by dropping its data, then copying the live catalogue again, and only then the bytes and caches go (sandbox reset)', async () => {
    const { service, store, copier, unitOfWork } = await setUp();
    const testStoreId = await service.ensure(store.id);
    // In the transaction of the operation that asks, as the pipeline runs it.
    await expect(unitOfWork.run(() => service.reset(store.id))).resolves.toEqual({ customisers: 2 });
    expect(copier.calls).toEqual([`copy ${store.id} → ${testStoreId}`, `drop ${testStoreId}`, `copy ${store.id} → ${testStoreId}`]);
    expect(copier.afterCommit).toEqual([testStoreId]);
  });

  it('lets the bytes and caches go only once the transaction of whoever reset it commits (an operation’s)', async () => {
    const { store, copier, service, unitOfWork } = await setUp();
    await unitOfWork.run(async () => {
      await service.reset(store.id);
      expect(copier.afterCommit).toEqual([]);
    });
    expect(copier.afterCommit).toHaveLength(1);
  });

  it('makes the test store of a store that has none on a reset, copying the live catalogue once', async () => {
    const { service, store, stores, copier } = await setUp();
    await service.reset(store.id);
    const testStoreId = (await stores.testStoreOf(store.id))!;
    expect(copier.calls).toEqual([`drop ${testStoreId}`, `copy ${store.id} → ${testStoreId}`]);
  });

  it('answers 404 for the reset of an unknown store, or of a test store itself, and copies nothing', async () => {
    const { service, store, copier } = await setUp();
    const testStoreId = await service.ensure(store.id);
    await expect(service.reset(999)).rejects.toMatchObject({ status: 404, code: 'resource_not_found' });
    await expect(service.reset(testStoreId)).rejects.toMatchObject({ status: 404, code: 'resource_not_found' });
    expect(copier.calls).toEqual([`copy ${store.id} → ${testStoreId}`]);
  });
});
