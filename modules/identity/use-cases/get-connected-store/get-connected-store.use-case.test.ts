import { inMemoryOperationCalls } from '../../../../infra/test-support/in-memory-operation-calls';
import type { RequestCredential } from '../../../../shared-kernel/request-context';
import { AuthenticatedStores } from '../../application/authenticated-stores';
import { GetCurrentStoreService } from '../../application/get-current-store.service';
import { InMemoryStoreRepository } from '../../test-support/in-memory-store.repository';
import GetConnectedStore from './get-connected-store.use-case';

async function setUp() {
  const stores = new InMemoryStoreRepository();
  const store = await stores.add();
  const useCase = new GetConnectedStore(new GetCurrentStoreService(stores, new AuthenticatedStores()));
  return { store, operations: useCase.operations(), calls: inMemoryOperationCalls(useCase.operations()) };
}

describe('the connected store (getConnectedStore, the get_store tool’s operation)', () => {
  it('is a safe read that needs no scope, presented by no route', async () => {
    const { operations } = await setUp();
    expect(operations).toEqual([expect.objectContaining({ operationId: 'getConnectedStore', auth: 'api_key', scopes: [], safe: true })]);
    expect(operations[0]).not.toHaveProperty('path');
  });

  it('answers the connection’s store with the scopes the person granted it', async () => {
    const { store, calls } = await setUp();
    const token: RequestCredential = { kind: 'connector_token', id: 'conn_1', storeId: store.id, scopes: ['orders:read'], wildcard: false, test: false };
    await expect(calls.run('getConnectedStore', { credential: token, path: '/mcp' })).resolves.toMatchObject({
      kind: 'resource', status: 200, data: { object: 'store', id: store.id, integrations: [], scopes: ['orders:read'] },
    });
  });
});
