import { inMemoryOperationCalls } from '../../../../infra/test-support/in-memory-operation-calls';
import { inMemoryMerchantAdmin } from '../../test-support/in-memory-merchant-admin';
import RevokeStoreConnection from './revoke-store-connection.use-case';

async function setUp() {
  const admin = await inMemoryMerchantAdmin();
  return { ...admin, calls: inMemoryOperationCalls(new RevokeStoreConnection(admin.admin).operations()) };
}

describe('the merchant admin’s revocation of a connection (revokeStoreConnection)', () => {
  it('revokes the connection with its tokens, once; a second time is 404', async () => {
    const { calls, asPerson, connection, connections, tokens, pair } = await setUp();
    const revoke = async () => calls.run('revokeStoreConnection', { ...(await asPerson()), params: { connection_id: String(connection.id) } });
    await expect(revoke()).resolves.toMatchObject({ kind: 'resource', status: 200, data: { object: 'connection', id: connection.id, revoked: true } });
    expect((await connections.findPairByAccess(tokens.signed.get(pair.access_token)!.jti))!.revokedAt).not.toBeNull();
    await expect(revoke()).rejects.toMatchObject({ status: 404, code: 'resource_not_found' });
  });

  it('never revokes a connection through a store the person does not belong to', async () => {
    const { calls, asPerson, connection, other } = await setUp();
    await expect(calls.run('revokeStoreConnection', { ...(await asPerson({ storeId: other.id })), params: { connection_id: String(connection.id) } })).rejects.toMatchObject({ status: 404 });
  });
});
