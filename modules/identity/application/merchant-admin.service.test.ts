import { issueApiKeySecret } from '../domain/api-key-secret';
import { InMemoryApiKeyRepository } from '../test-support/in-memory-api-key.repository';
import { inMemoryIdentity } from '../test-support/in-memory-identity';
import { CreateApiKeyService } from './create-api-key.service';
import { LastUsedRecorder } from './last-used-recorder';
import { ListApiKeysService } from './list-api-keys.service';
import { MerchantAdminService } from './merchant-admin.service';
import { RevokeApiKeyService } from './revoke-api-key.service';

async function setUp() {
  const identity = inMemoryIdentity();
  const connected = await identity.connected();
  const other = await identity.stores.add({ name: 'Not theirs' });
  const keys = new InMemoryApiKeyRepository();
  const resets: number[] = [];
  const service = new MerchantAdminService(
    identity.connections,
    new CreateApiKeyService(identity.stores, keys, { ensure: async (storeId) => (await identity.stores.createTestStore(storeId)) ?? (await identity.stores.testStoreOf(storeId))! }),
    new ListApiKeysService(identity.stores, keys, new LastUsedRecorder(keys)),
    new RevokeApiKeyService(keys, identity.clock),
    { reset: async (storeId) => (resets.push(storeId), { customisers: 3 }) },
    identity.clock,
  );
  const keyOf = async (storeId: number) => {
    const issued = issueApiKeySecret('live');
    return keys.create({ storeId, name: 'k', scopes: ['store:read'], digest: issued.digest, displayPrefix: issued.displayPrefix, mode: 'live', legacy: false, expiresAt: null });
  };
  return { ...identity, ...connected, other, keys, keyOf, resets, service };
}

const notFound = { status: 404, code: 'resource_not_found' };

describe('the merchant admin pages', () => {
  it('create a live key for a store of the person’s own', async () => {
    const { service, person, store, clock } = await setUp();
    const expiresAt = new Date(clock.now().getTime() + 86_400_000);
    const { key, secret } = await service.createKey(person.id, store.id, { name: 'Shop sync', scopes: ['orders:read'], expiresAt, test: false });
    expect(secret.startsWith('svc_live_')).toBe(true);
    expect(key).toMatchObject({ storeId: store.id, name: 'Shop sync', scopes: ['orders:read'], expiresAt, mode: 'live', legacy: false });
  });

  it('create a test key, and reset the store’s test data, for a store of the person’s own only (test mode)', async () => {
    const { service, person, store, other, resets } = await setUp();
    const { key, secret } = await service.createKey(person.id, store.id, { name: 'Staging', scopes: ['orders:read'], expiresAt: null, test: true });
    expect(secret.startsWith('svc_test_')).toBe(true);
    expect(key.mode).toBe('test');
    await expect(service.resetTestData(person.id, store.id)).resolves.toEqual({ customisers: 3 });
    await expect(service.resetTestData(person.id, other.id)).rejects.toMatchObject(notFound);
    expect(resets).toEqual([store.id]);
  });

  it('refuse a key without scopes, or expiring now or before', async () => {
    const { service, person, store, clock } = await setUp();
    await expect(service.createKey(person.id, store.id, { name: 'k', scopes: [], expiresAt: null, test: false })).rejects.toMatchObject({
      status: 422, errors: [{ pointer: '/scopes', code: 'required' }],
    });
    await expect(service.createKey(person.id, store.id, { name: 'k', scopes: ['orders:read'], expiresAt: clock.now(), test: false })).rejects.toMatchObject({
      status: 422, errors: [{ pointer: '/expires_at', code: 'invalid' }],
    });
  });

  it('list every key of the store, a revoked one marked so, and revoke a key only once', async () => {
    const { service, person, store, keyOf } = await setUp();
    const [kept, revoked] = [await keyOf(store.id), await keyOf(store.id)];
    await service.revokeKey(person.id, store.id, revoked.id);
    const listed = await service.keys(person.id, store.id);
    expect(listed.map((key) => [key.id, key.revokedAt !== null])).toEqual([[kept.id, false], [revoked.id, true]]);
    await expect(service.revokeKey(person.id, store.id, revoked.id)).rejects.toMatchObject(notFound);
  });

  it('never reach a key of another store, even through a store of the person’s own', async () => {
    const { service, person, store, other, keyOf, keys } = await setUp();
    const theirs = await keyOf(other.id);
    await expect(service.revokeKey(person.id, store.id, theirs.id)).rejects.toMatchObject(notFound);
    expect((await keys.findById(theirs.id))!.revokedAt).toBeNull();
  });

  it('answer 404 for every action on a store the person does not belong to', async () => {
    const { service, person, other } = await setUp();
    await expect(service.keys(person.id, other.id)).rejects.toMatchObject(notFound);
    await expect(service.createKey(person.id, other.id, { name: 'k', scopes: ['orders:read'], expiresAt: null, test: false })).rejects.toMatchObject(notFound);
    await expect(service.connectionsOf(person.id, other.id)).rejects.toMatchObject(notFound);
  });

  it('list the store’s live connections with client and person, and revoke one with its tokens', async () => {
    const { service, person, store, connection, connections, pair, tokens } = await setUp();
    await expect(service.connectionsOf(person.id, store.id)).resolves.toEqual([expect.objectContaining({ id: connection.id, clientName: 'Claude', personEmail: 'grace@signs.example' })]);
    await service.revokeConnection(person.id, store.id, connection.id);
    await expect(service.connectionsOf(person.id, store.id)).resolves.toEqual([]);
    expect((await connections.findPairByAccess(tokens.signed.get(pair.access_token)!.jti))!.revokedAt).not.toBeNull();
    await expect(service.revokeConnection(person.id, store.id, connection.id)).rejects.toMatchObject(notFound);
  });

  it('offer the stores of the person’s companies', async () => {
    const { service, person, store } = await setUp();
    await expect(service.storesOf(person.id)).resolves.toEqual([{ id: store.id, name: 'Neon Works' }]);
  });
});
