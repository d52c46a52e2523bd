import { digestOf } from '../domain/api-key-secret';
import { SCOPES } from '../domain/scopes';
import { InMemoryApiKeyRepository } from '../test-support/in-memory-api-key.repository';
import { InMemoryStoreRepository } from '../test-support/in-memory-store.repository';
import { AuthenticatedStores } from './authenticated-stores';
import { AuthenticateApiKeyService } from './authenticate-api-key.service';
import { CreateApiKeyService, type CreateApiKeyCommand } from './create-api-key.service';
import { LastUsedRecorder } from './last-used-recorder';
import { TestStoresService } from './test-stores.service';
import { InMemoryUnitOfWork } from '../../../shared-kernel/test-support/in-memory-unit-of-work';
import { RecordingTestDataCopier } from '../test-support/recording-test-data-copier';

async function setUp() {
  const stores = new InMemoryStoreRepository();
  const store = await stores.add();
  const keys = new InMemoryApiKeyRepository();
  const copier = new RecordingTestDataCopier();
  const { copied } = copier;
  const testStores = new TestStoresService(stores, copier, new InMemoryUnitOfWork());
  const command = (overrides: Partial<CreateApiKeyCommand> = {}): CreateApiKeyCommand => ({
    storeId: store.id, name: 'Shop sync', scopes: ['orders:read'], expiresAt: null, test: false, legacy: false, ...overrides,
  });
  return { store, stores, keys, command, copied, service: new CreateApiKeyService(stores, keys, testStores) };
}

describe('creating an API key', () => {
  it('answers the secret once and stores only its digest and display prefix', async () => {
    const { service, keys, command } = await setUp();
    const { key, secret } = await service.create(command());
    expect(secret).toMatch(/^svc_live_[A-Za-z0-9_-]{32}$/);
    expect(key).toMatchObject({ mode: 'live', digest: digestOf(secret), displayPrefix: secret.slice(0, 13), revokedAt: null });
    expect(JSON.stringify(keys.keys)).not.toContain(secret);
  });

  it('issues a key whose secret authenticates as its store with the scopes asked for, each once', async () => {
    const { service, keys, store, command } = await setUp();
    const { secret } = await service.create(command({ scopes: ['orders:read', 'quotes:read', 'orders:read'] }));
    const authenticate = new AuthenticateApiKeyService(keys, new LastUsedRecorder(keys), { now: () => new Date() }, new AuthenticatedStores(), { ensure: async () => { throw new Error('a live key needs no test store'); } });
    await expect(authenticate.authenticate(secret)).resolves.toMatchObject({ storeId: store.id, scopes: ['orders:read', 'quotes:read'] });
  });

  it('trims the name and keeps the expiry, test mode and legacy flag asked for', async () => {
    const { service, command } = await setUp();
    const expiresAt = new Date('2027-01-01T00:00:00Z');
    const { key, secret } = await service.create(command({ name: '  Nightly export ', expiresAt, test: true }));
    expect(secret.startsWith('svc_test_')).toBe(true);
    expect(key).toMatchObject({ name: 'Nightly export', expiresAt, mode: 'test', legacy: false });
    expect((await service.create(command({ legacy: true }))).key).toMatchObject({ mode: 'live', legacy: true });
  });

  it('answers 404 for a store that does not exist, and creates nothing', async () => {
    const { service, keys, command } = await setUp();
    await expect(service.create(command({ storeId: 99 }))).rejects.toMatchObject({ status: 404, code: 'resource_not_found' });
    expect(keys.keys).toEqual([]);
  });

  it('refuses unknown scopes, naming each with the scopes that exist', async () => {
    const { service, keys, command } = await setUp();
    const refused = service.create(command({ scopes: ['orders:read', 'orders:delete', 'everything'] }));
    await expect(refused).rejects.toMatchObject({
      status: 422,
      code: 'validation_failed',
      errors: [
        { pointer: '/scopes', code: 'unsupported_value', detail: 'Unknown scope orders:delete.', allowed_values: SCOPES },
        { pointer: '/scopes', code: 'unsupported_value', detail: 'Unknown scope everything.', allowed_values: SCOPES },
      ],
    });
    expect(keys.keys).toEqual([]);
  });

  it('refuses a blank name and an expiry that is not a time', async () => {
    const { service, command } = await setUp();
    await expect(service.create(command({ name: '   ' }))).rejects.toMatchObject({ status: 422, errors: [{ pointer: '/name', code: 'required' }] });
    await expect(service.create(command({ expiresAt: new Date('not a time') }))).rejects.toMatchObject({
      status: 422, errors: [{ pointer: '/expires_at', code: 'invalid' }],
    });
  });

  it("makes the store's test store, a copy of its live catalogue, with its first test key, and only then", async () => {
    const { service, stores, store, copied, command } = await setUp();
    await service.create(command());
    expect(await stores.testStoreOf(store.id)).toBeUndefined();
    await service.create(command({ test: true }));
    await service.create(command({ test: true, name: 'Second test key' }));
    const testStore = await stores.testStoreOf(store.id);
    expect(testStore).toBeDefined();
    expect(copied).toEqual([[store.id, testStore]]);
    // Hidden: nobody names a test store.
    expect(await stores.findById(testStore!)).toBeUndefined();
  });

  it('refuses a legacy test key: legacy keys act on live data only', async () => {
    const { service, command } = await setUp();
    await expect(service.create(command({ test: true, legacy: true }))).rejects.toMatchObject({ code: 'validation_failed' });
  });
});
