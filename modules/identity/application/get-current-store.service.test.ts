import { actingForStore, runInRequestContext, setRequestCredential } from '../../../shared-kernel/request-context';
import { issueApiKeySecret } from '../domain/api-key-secret';
import { InMemoryApiKeyRepository } from '../test-support/in-memory-api-key.repository';
import { InMemoryStoreRepository } from '../test-support/in-memory-store.repository';
import { AuthenticateApiKeyService } from './authenticate-api-key.service';
import { AuthenticatedStores } from './authenticated-stores';
import { GetCurrentStoreService } from './get-current-store.service';
import { LastUsedRecorder } from './last-used-recorder';

async function setUp() {
  const stores = new InMemoryStoreRepository();
  const [store, other] = [await stores.add(), await stores.add({ name: 'Other Signs' })];
  await stores.integrations.create({ storeId: other.id, type: 'custom', name: 'Not mine', enabled: true, createProductUrl: null, signingSecret: 'whsec_b' });
  await stores.integrations.create({ storeId: store.id, type: 'custom', name: 'Shop', enabled: true, createProductUrl: null, signingSecret: 'whsec_a' });
  const authenticated = new AuthenticatedStores();
  const keys = new InMemoryApiKeyRepository(stores);
  const issued = issueApiKeySecret('live');
  await keys.create({ storeId: store.id, name: 'k', scopes: ['store:read'], digest: issued.digest, displayPrefix: issued.displayPrefix, mode: 'live', legacy: false, expiresAt: null });
  const authenticator = new AuthenticateApiKeyService(keys, new LastUsedRecorder(keys), { now: () => new Date() }, authenticated, { ensure: async () => { throw new Error('a live key needs no test store'); } });
  // As the route pipeline runs it: authenticate, put the credential in the request's context, then the operation.
  const asTheKey = <T>(requestId: string, work: () => Promise<T>) =>
    runInRequestContext({ requestId }, async () => {
      setRequestCredential(await authenticator.authenticate(issued.secret));
      return work();
    });
  return { store, stores, asTheKey, service: new GetCurrentStoreService(stores, authenticated) };
}

describe('reading the current store', () => {
  it('answers the credential’s store with its own integrations and the credential’s scopes', async () => {
    const { service, store } = await setUp();
    const credential = { kind: 'connector_token' as const, id: '1', storeId: store.id, scopes: ['store:read'], wildcard: false, test: false };
    const current = await runInRequestContext({ requestId: 'r1', credential }, () => service.get());
    expect(current.store).toMatchObject({ id: store.id, name: 'Neon Works' });
    expect(current.integrations.map((integration) => integration.name)).toEqual(['Shop']);
    expect(current.scopes).toEqual(['store:read']);
  });

  it('answers from the store the API key’s authentication read, without reading it a second time', async () => {
    const { service, store, stores, asTheKey } = await setUp();
    const reads = jest.spyOn(stores, 'findWithIntegrations');
    const current = await asTheKey('r2', async () => {
      reads.mockClear();
      return service.get();
    });
    expect(reads).not.toHaveBeenCalled();
    expect(current).toMatchObject({ store: { id: store.id, name: 'Neon Works' }, scopes: ['store:read'] });
    expect(current.integrations.map((integration) => integration.name)).toEqual(['Shop']);
  });

  it('keeps what authentication read for its own request only', async () => {
    const { service, store, stores, asTheKey } = await setUp();
    await asTheKey('r3', () => service.get());
    const reads = jest.spyOn(stores, 'findWithIntegrations');
    await actingForStore(store.id, () => service.get());
    expect(reads).toHaveBeenCalledTimes(1);
  });

  it('answers missing_api_key without a credential, and invalid_api_key when its store is gone', async () => {
    const { service } = await setUp();
    await expect(runInRequestContext({ requestId: 'r4' }, () => service.get())).rejects.toMatchObject({ status: 401, code: 'missing_api_key' });
    await expect(actingForStore(99, () => service.get())).rejects.toMatchObject({ status: 401, code: 'invalid_api_key' });
  });
});
