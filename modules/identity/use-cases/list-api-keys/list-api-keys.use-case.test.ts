import { inMemoryOperationCalls } from '../../../../infra/test-support/in-memory-operation-calls';
import { systemCredential, type RequestCredential } from '../../../../shared-kernel/request-context';
import { LastUsedRecorder } from '../../application/last-used-recorder';
import { ListApiKeysService } from '../../application/list-api-keys.service';
import { InMemoryApiKeyRepository } from '../../test-support/in-memory-api-key.repository';
import { InMemoryStoreRepository } from '../../test-support/in-memory-store.repository';
import ListApiKeys from './list-api-keys.use-case';

async function setUp() {
  const stores = new InMemoryStoreRepository();
  const store = await stores.add();
  const keys = new InMemoryApiKeyRepository();
  const calls = inMemoryOperationCalls(new ListApiKeys(new ListApiKeysService(stores, keys, new LastUsedRecorder(keys))).operations());
  return { store, calls };
}

describe('the operator’s list of a store’s keys (signwright keys list)', () => {
  it('answers 404 for a store that does not exist', async () => {
    const { calls } = await setUp();
    await expect(calls.run('listApiKeys', { credential: systemCredential(0), path: 'keys list', params: { store_id: 999 } })).rejects.toMatchObject({ code: 'resource_not_found' });
  });

  it('runs for the service’s own credential only: no key, however wide, is the operator', async () => {
    const { store, calls } = await setUp();
    const legacyKey: RequestCredential = { kind: 'api_key', id: 'key:1', storeId: store.id, scopes: [], wildcard: true, test: false };
    await expect(calls.run('listApiKeys', { credential: legacyKey, params: { store_id: store.id }, path: '/api/v3/keys' })).rejects.toThrow(/operator/);
  });
});
