import { inMemoryOperationCalls } from '../../../../infra/test-support/in-memory-operation-calls';
import { systemCredential } from '../../../../shared-kernel/request-context';
import { InMemoryUnitOfWork } from '../../../../shared-kernel/test-support/in-memory-unit-of-work';
import { CreateApiKeyService } from '../../application/create-api-key.service';
import { LastUsedRecorder } from '../../application/last-used-recorder';
import { ListApiKeysService } from '../../application/list-api-keys.service';
import { TestStoresService } from '../../application/test-stores.service';
import { InMemoryApiKeyRepository } from '../../test-support/in-memory-api-key.repository';
import { InMemoryStoreRepository } from '../../test-support/in-memory-store.repository';
import { RecordingTestDataCopier } from '../../test-support/recording-test-data-copier';
import ListApiKeys from '../list-api-keys/list-api-keys.use-case';
import CreateApiKey from './create-api-key.use-case';

async function setUp() {
  const stores = new InMemoryStoreRepository();
  const store = await stores.add();
  const keys = new InMemoryApiKeyRepository();
  const testStores = new TestStoresService(stores, new RecordingTestDataCopier(), new InMemoryUnitOfWork());
  const calls = inMemoryOperationCalls([
    ...new CreateApiKey(new CreateApiKeyService(stores, keys, testStores)).operations(),
    ...new ListApiKeys(new ListApiKeysService(stores, keys, new LastUsedRecorder(keys))).operations(),
  ]);
  const asOperator = { credential: systemCredential(0), path: 'keys create' };
  return { store, calls, asOperator };
}

describe('the operator’s key creation (signwright keys create)', () => {
  it('answers the new key’s secret once; the keys listed never show it', async () => {
    const { store, calls, asOperator } = await setUp();
    const created = await calls.run('createApiKey', { ...asOperator, params: { store_id: store.id }, body: { name: 'ci', scopes: ['store:read'] } });
    expect(created).toMatchObject({ kind: 'resource', status: 201, data: { name: 'ci', scopes: ['store:read'], mode: 'live', secret: expect.stringMatching(/^svc_live_/) } });
    const listed = await calls.run('listApiKeys', { ...asOperator, params: { store_id: store.id } });
    expect(listed).toMatchObject({ kind: 'collection', items: [{ name: 'ci', revoked_at: null }], nextCursor: null });
    expect(JSON.stringify(listed)).not.toContain((created as { data: { secret: string } }).data.secret);
  });

  it('checks the input strictly, and leaves what a key may be to the use case, which names what it refuses', async () => {
    const { store, calls, asOperator } = await setUp();
    const create = (body: Record<string, unknown>) => calls.run('createApiKey', { ...asOperator, params: { store_id: store.id }, body: { name: 'ci', ...body } });
    await expect(create({ secret: 'mine' })).rejects.toMatchObject({ code: 'unknown_field' });
    await expect(create({ scopes: 'store:read' })).rejects.toMatchObject({ code: 'validation_failed', errors: [expect.objectContaining({ pointer: '/scopes' })] });
    await expect(create({ scopes: ['store:read'], expires_at: 'next week' })).rejects.toMatchObject({
      code: 'validation_failed',
      errors: [{ pointer: '/expires_at', code: 'invalid', detail: 'Not an ISO 8601 time.' }],
    });
    await expect(calls.run('createApiKey', { ...asOperator, params: { store_id: 999 }, body: { name: 'ci' } })).rejects.toMatchObject({ code: 'resource_not_found' });
  });
});
