import { issueApiKeySecret } from '../domain/api-key-secret';
import { InMemoryApiKeyRepository } from '../test-support/in-memory-api-key.repository';
import { InMemoryStoreRepository } from '../test-support/in-memory-store.repository';
import { LastUsedRecorder } from './last-used-recorder';
import { ListApiKeysService } from './list-api-keys.service';

async function setUp() {
  const stores = new InMemoryStoreRepository();
  const [mine, theirs] = [await stores.add(), await stores.add({ name: 'Other Signs' })];
  const keys = new InMemoryApiKeyRepository();
  const addKey = async (storeId: number, name: string) => {
    const issued = issueApiKeySecret('live');
    return keys.create({ storeId, name, scopes: ['store:read'], digest: issued.digest, displayPrefix: issued.displayPrefix, mode: 'live', legacy: false, expiresAt: null });
  };
  const lastUsed = new LastUsedRecorder(keys);
  return { mine, theirs, addKey, lastUsed, service: new ListApiKeysService(stores, keys, lastUsed) };
}

describe('listing a store’s API keys', () => {
  it('lists the store’s own keys, oldest first, and none of another store', async () => {
    const { service, mine, theirs, addKey } = await setUp();
    await addKey(mine.id, 'first');
    await addKey(theirs.id, 'not mine');
    await addKey(mine.id, 'second');
    expect((await service.list(mine.id)).map((key) => key.name)).toEqual(['first', 'second']);
  });

  it('shows uses recorded but not yet written as the keys’ last use', async () => {
    const { service, mine, addKey, lastUsed } = await setUp();
    const key = await addKey(mine.id, 'busy');
    lastUsed.record(key.id, new Date('2026-05-01T10:00:00Z'));
    expect((await service.list(mine.id))[0]!.lastUsedAt).toEqual(new Date('2026-05-01T10:00:00Z'));
  });

  it('answers 404 for a store that does not exist', async () => {
    const { service } = await setUp();
    await expect(service.list(99)).rejects.toMatchObject({ status: 404, code: 'resource_not_found' });
  });
});
