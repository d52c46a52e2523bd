import type { OperationResult } from '../../../../infra/operations/operation';
import { runInRequestContext, type RequestCredential } from '../../../../shared-kernel/request-context';
import { AuthenticatedStores } from '../../application/authenticated-stores';
import { GetCurrentStoreService } from '../../application/get-current-store.service';
import { InMemoryStoreRepository } from '../../test-support/in-memory-store.repository';
import GetAuthenticatedStore from './get-authenticated-store.use-case';

async function setUp() {
  const stores = new InMemoryStoreRepository();
  const store = await stores.add();
  const integration = await stores.integrations.create({ storeId: store.id, type: 'custom', name: 'Shop', enabled: true, createProductUrl: null, signingSecret: 'whsec_a' });
  const [route] = new GetAuthenticatedStore(new GetCurrentStoreService(stores, new AuthenticatedStores())).routes();
  const get = (credential: RequestCredential | undefined): Promise<OperationResult> =>
    runInRequestContext({ requestId: 'req_1', ...(credential ? { credential } : {}) }, () => route!.handler({ params: {}, query: {}, body: undefined, url: new URL('http://service.test/api/v3/stores/me'), headers: {} } as never));
  return { store, integration, route: route!, get };
}

const keyOf = (storeId: number): RequestCredential => ({ kind: 'api_key', id: '7', storeId, scopes: ['store:read', 'orders:read'], wildcard: false, test: false });

describe('the authenticated store (GET /api/v3/stores/me)', () => {
  it('is declared as the Store API publishes it', async () => {
    const { route } = await setUp();
    expect(route).toMatchObject({ operationId: 'getAuthenticatedStore', method: 'get', path: '/api/v3/stores/me', tag: 'Stores', auth: 'api_key', scopes: ['store:read'], idempotency: 'none', problems: ['unknown_parameter'] });
  });

  it('answers the key’s store with its integrations and the key’s scopes', async () => {
    const { store, integration, get } = await setUp();
    await expect(get(keyOf(store.id))).resolves.toMatchObject({
      kind: 'resource', status: 200,
      data: { object: 'store', id: store.id, name: 'Neon Works', integrations: [expect.objectContaining({ id: integration.id, name: 'Shop' })], scopes: ['store:read', 'orders:read'] },
    });
  });

  it('answers 401 without a credential', async () => {
    const { get } = await setUp();
    await expect(get(undefined)).rejects.toMatchObject({ status: 401 });
  });
});
