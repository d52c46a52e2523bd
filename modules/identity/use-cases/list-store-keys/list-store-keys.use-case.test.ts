import { inMemoryOperationCalls } from '../../../../infra/test-support/in-memory-operation-calls';
import { systemCredential } from '../../../../shared-kernel/request-context';
import { inMemoryMerchantAdmin } from '../../test-support/in-memory-merchant-admin';
import ListStoreKeys from './list-store-keys.use-case';

async function setUp() {
  const admin = await inMemoryMerchantAdmin();
  return { ...admin, calls: inMemoryOperationCalls(new ListStoreKeys(admin.admin, admin.clock).operations()) };
}

describe('the merchant admin’s list of a store’s keys (listStoreKeys)', () => {
  it('is a person’s read', async () => {
    const { calls } = await setUp();
    await expect(calls.run('listStoreKeys', { credential: systemCredential(1), path: '/admin/keys' })).rejects.toThrow(/a person's: only the merchant admin/);
  });

  it('answers every key of the session’s store with its standing, never a secret', async () => {
    const { calls, keyOf, store, other, admin, person, asPerson } = await setUp();
    const [kept, revoked] = [await keyOf(store.id), await keyOf(store.id)];
    await keyOf(other.id);
    await admin.revokeKey(person.id, store.id, revoked.id);
    const listed = await calls.run('listStoreKeys', await asPerson());
    expect(listed).toEqual({
      kind: 'collection', nextCursor: null, replayed: false,
      items: [
        { object: 'api_key', id: kept.id, name: 'k', mode: 'live', legacy: false, scopes: ['store:read'], display_prefix: kept.displayPrefix, standing: 'usable', expires_at: null, last_used_at: null },
        expect.objectContaining({ id: revoked.id, standing: 'revoked' }),
      ],
    });
  });

  it('lists the live store’s keys in test mode too, and answers 404 for a store the person does not belong to', async () => {
    const { calls, keyOf, store, other, asPerson } = await setUp();
    const key = await keyOf(store.id);
    await expect(calls.run('listStoreKeys', await asPerson({ test: true }))).resolves.toMatchObject({ items: [{ id: key.id }] });
    await expect(calls.run('listStoreKeys', await asPerson({ storeId: other.id }))).rejects.toMatchObject({ status: 404, code: 'resource_not_found' });
  });
});
