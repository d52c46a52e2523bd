import { inMemoryOperationCalls } from '../../../../infra/test-support/in-memory-operation-calls';
import { inMemoryMerchantAdmin } from '../../test-support/in-memory-merchant-admin';
import RevokeStoreKey from './revoke-store-key.use-case';

async function setUp() {
  const admin = await inMemoryMerchantAdmin();
  return { ...admin, calls: inMemoryOperationCalls(new RevokeStoreKey(admin.admin).operations()) };
}

describe('the merchant admin’s revocation of a key (revokeStoreKey)', () => {
  it('revokes a key of the session’s store once; a second time, or another store’s key, is 404', async () => {
    const { calls, asPerson, keyOf, keys, store, other, clock } = await setUp();
    const [key, theirs] = [await keyOf(store.id), await keyOf(other.id)];
    await expect(calls.run('revokeStoreKey', { ...(await asPerson()), params: { key_id: String(key.id) } })).resolves.toMatchObject({
      kind: 'resource', status: 200, data: { object: 'api_key', id: key.id, revoked: true },
    });
    expect((await keys.findById(key.id))!.revokedAt).toEqual(clock.now());
    await expect(calls.run('revokeStoreKey', { ...(await asPerson()), params: { key_id: String(key.id) } })).rejects.toMatchObject({ status: 404 });
    await expect(calls.run('revokeStoreKey', { ...(await asPerson()), params: { key_id: String(theirs.id) } })).rejects.toMatchObject({ status: 404 });
    expect((await keys.findById(theirs.id))!.revokedAt).toBeNull();
  });
});
