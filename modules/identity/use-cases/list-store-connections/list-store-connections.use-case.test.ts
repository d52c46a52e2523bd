import { inMemoryOperationCalls } from '../../../../infra/test-support/in-memory-operation-calls';
import { inMemoryMerchantAdmin } from '../../test-support/in-memory-merchant-admin';
import ListStoreConnections from './list-store-connections.use-case';

async function setUp() {
  const admin = await inMemoryMerchantAdmin();
  return { ...admin, calls: inMemoryOperationCalls(new ListStoreConnections(admin.admin).operations()) };
}

describe('the merchant admin’s Connections page (listStoreConnections)', () => {
  it('answers the store’s connections: the client, who approved it and what it was granted', async () => {
    const { calls, asPerson, connection } = await setUp();
    await expect(calls.run('listStoreConnections', await asPerson())).resolves.toEqual({
      kind: 'collection', nextCursor: null, replayed: false,
      items: [{ object: 'connection', id: connection.id, client_name: 'Claude', approved_by: 'grace@signs.example', scopes: ['orders:read'], last_used_at: null }],
    });
  });

  it('answers 404 for a store the person does not belong to', async () => {
    const { calls, asPerson, other } = await setUp();
    await expect(calls.run('listStoreConnections', await asPerson({ storeId: other.id }))).rejects.toMatchObject({ status: 404, code: 'resource_not_found' });
  });
});
