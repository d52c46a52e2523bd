import { actingForStore, runInRequestContext } from '../../../shared-kernel/request-context';
import { InMemoryStoreRepository } from '../test-support/in-memory-store.repository';
import { GetCurrentStoreService } from './get-current-store.service';

async function setUp() {
  const stores = new InMemoryStoreRepository();
  const [store, other] = [await stores.add(), await stores.add({ name: 'Other Signs' })];
  await stores.integrations.create({ storeId: other.id, type: 'custom', name: 'Not mine', enabled: true, createProductUrl: null, signingSecret: 'whsec_b' });
  await stores.integrations.create({ storeId: store.id, type: 'custom', name: 'Shop', enabled: true, createProductUrl: null, signingSecret: 'whsec_a' });
  return { store, service: new GetCurrentStoreService(stores) };
}

describe('reading the current store', () => {
  it('answers the credential’s store with its own integrations and the credential’s scopes', async () => {
    const { service, store } = await setUp();
    const credential = { kind: 'api_key' as const, id: '1', storeId: store.id, scopes: ['store:read'], wildcard: false, test: false };
    const current = await runInRequestContext({ requestId: 'r1', credential }, () => service.get());
    expect(current.store).toMatchObject({ id: store.id, name: 'Neon Works' });
    expect(current.integrations.map((integration) => integration.name)).toEqual(['Shop']);
    expect(current.scopes).toEqual(['store:read']);
  });

  it('answers missing_api_key without a credential, and invalid_api_key when its store is gone', async () => {
    const { service } = await setUp();
    await expect(runInRequestContext({ requestId: 'r2' }, () => service.get())).rejects.toMatchObject({ status: 401, code: 'missing_api_key' });
    await expect(actingForStore(99, () => service.get())).rejects.toMatchObject({ status: 401, code: 'invalid_api_key' });
  });
});
