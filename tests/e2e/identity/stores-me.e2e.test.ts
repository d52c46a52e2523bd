import { SCOPES } from '../../../modules/identity';
import type { ApiKeyAnswer } from '../../../apps/cli/commands/identity.views';
import { startTestService, type TestService } from '../../support/test-service';
import { expectProblem } from '../../support/problem-assertions';
import { aStore, type BuiltStore } from '../../support/builders';
import { aNewKey, operatorOf } from '../../support/operator';

describe('GET /api/v3/stores/me', () => {
  let service: TestService;
  let store: BuiltStore;
  const bearer = (secret: string) => ({ Authorization: `Bearer ${secret}` });

  beforeAll(async () => {
    service = await startTestService();
    store = await aStore(service);
  });
  afterAll(() => service.close());

  it('returns the store of the key in the single-resource envelope', async () => {
    const response = await service.http.get('/api/v3/stores/me').set(bearer(store.keys.all!)).expect(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.body).toEqual({
      data: {
        object: 'store',
        id: store.id,
        name: store.name,
        platform: 'universal',
        plan: 'professional',
        currency: 'EUR',
        integrations: [
          { object: 'integration', id: expect.any(Number), type: 'custom', name: 'Custom integration', enabled: true, accepts_writes: true },
          { object: 'integration', id: expect.any(Number), type: 'custom', name: 'Retired integration', enabled: false, accepts_writes: false },
        ],
        scopes: [...SCOPES],
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        livemode: true,
      },
      links: {
        self: 'http://api.signwright.test/api/v3/stores/me',
        documentation: 'http://docs.signwright.test/help/reference#operation/getAuthenticatedStore',
      },
      meta: { api_version: 'v3', request_id: response.headers['x-request-id'] },
    });
  });

  it('lists exactly the scopes granted to the calling key', async () => {
    const response = await service.http.get('/api/v3/stores/me').set(bearer(store.keys['store:read']!)).expect(200);
    expect(response.body.data.scopes).toEqual(['store:read']);
  });

  it('answers a store without a valid currency with currency null', async () => {
    const noCurrency = await aStore(service, { currency: null });
    const response = await service.http.get('/api/v3/stores/me').set(bearer(noCurrency.keys['store:read']!)).expect(200);
    expect(response.body.data).toMatchObject({ id: noCurrency.id, currency: null });
  });

  it('acts as the store the key belongs to, never another', async () => {
    const other = await aStore(service);
    const response = await service.http.get('/api/v3/stores/me').set(bearer(other.keys.all!)).expect(200);
    expect(response.body.data.id).toBe(other.id);
  });

  it('lets a legacy wildcard key satisfy the scope check and reports every scope', async () => {
    const response = await service.http.get('/api/v3/stores/me').set(bearer(store.keys.legacy!)).expect(200);
    expect(response.body.data.scopes).toEqual([...SCOPES]);
  });

  it('answers 401 missing_api_key without a bearer', async () => {
    expectProblem(await service.http.get('/api/v3/stores/me'), 401, 'missing_api_key');
  });

  it('never accepts a key in the query string', async () => {
    const response = await service.http.get('/api/v3/stores/me').query({ api_key: store.keys.all });
    expectProblem(response, 401, 'missing_api_key');
  });

  it('answers 401 invalid_api_key for an unknown key and for a malformed Authorization header', async () => {
    expectProblem(await service.http.get('/api/v3/stores/me').set(bearer('svc_live_unknownunknownunknown')), 401, 'invalid_api_key');
    expectProblem(await service.http.get('/api/v3/stores/me').set('Authorization', `Basic ${store.keys.all}`), 401, 'invalid_api_key');
  });

  it('answers 401 invalid_api_key for a revoked key at once', async () => {
    expectProblem(await service.http.get('/api/v3/stores/me').set(bearer(store.keys.revoked!)), 401, 'invalid_api_key');
  });

  it('answers 401 expired_api_key for a key past its expiry', async () => {
    expectProblem(await service.http.get('/api/v3/stores/me').set(bearer(store.keys.expired!)), 401, 'expired_api_key');
  });

  it('answers 403 insufficient_scope naming required and granted scopes; write does not imply read', async () => {
    const response = await service.http.get('/api/v3/stores/me').set(bearer(store.keys['customisers:write']!));
    const problem = expectProblem(response, 403, 'insufficient_scope');
    expect(problem.required_scopes).toEqual(['store:read']);
    expect(problem.granted_scopes).toEqual(['customisers:write']);
  });

  it('rejects any query parameter with 422 unknown_parameter naming it', async () => {
    const response = await service.http.get('/api/v3/stores/me').query({ expand: 'integrations' }).set(bearer(store.keys.all!));
    const problem = expectProblem(response, 422, 'unknown_parameter');
    expect(problem.errors).toEqual([{ parameter: 'expand', code: 'unknown_parameter', detail: expect.any(String) }]);
  });

  it('records the last use of a key when it authenticates, even if the operation then fails', async () => {
    const key = await aNewKey(service, store.id, { name: 'tracked', scopes: ['orders:read'] });
    const listKeys = () => operatorOf(service).items<ApiKeyAnswer>('listApiKeys', { params: { store_id: store.id } });
    expect((await listKeys()).find((k) => k.id === key.id)?.last_used_at).toBeNull();
    await service.http.get('/api/v3/stores/me').set(bearer(key.secret)).expect(403);
    expect((await listKeys()).find((k) => k.id === key.id)?.last_used_at).toEqual(expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/));
  });
});
