import { startTestRuntime, type TestRuntime } from '../../../../tests/support/test-runtime';
import { KyselyApiKeyRepository } from './kysely-api-key.repository';
import { KyselyPersonRepository } from './kysely-person.repository';
import { KyselyStoreRepository } from './kysely-store.repository';
import { KyselyIntegrationRepository } from './kysely-integration.repository';

describe('identity repositories on PostgreSQL', () => {
  let service: TestRuntime;
  let stores: KyselyStoreRepository;
  let keys: KyselyApiKeyRepository;
  let people: KyselyPersonRepository;
  let integrations: KyselyIntegrationRepository;

  beforeAll(async () => {
    service = await startTestRuntime();
    stores = new KyselyStoreRepository(service.runtime.database);
    keys = new KyselyApiKeyRepository(service.runtime.database);
    people = new KyselyPersonRepository(service.runtime.database);
    integrations = new KyselyIntegrationRepository(service.runtime.database, service.runtime.secrets);
  });
  afterAll(() => service.close());

  const newKey = (storeId: number, digest: string) =>
    keys.create({ storeId, name: 'k', scopes: ['store:read'], digest, displayPrefix: 'svc_live_abcd', mode: 'live', legacy: false, expiresAt: null });

  it('creates each store with a company of its own, and keeps a null currency', async () => {
    const a = await stores.create({ name: 'A', platform: 'universal', plan: 'starter', currency: null, manufacturerEmail: null });
    const b = await stores.create({ name: 'B', platform: 'universal', plan: 'starter', currency: 'EUR', manufacturerEmail: null });
    expect(a.companyId).not.toBe(b.companyId);
    expect(await stores.findById(a.id)).toEqual(a);
    expect(a.currency).toBeNull();
  });

  it('finds a key by digest, and refuses a second key with the same digest', async () => {
    const store = await stores.create({ name: 'C', platform: 'universal', plan: 'starter', currency: 'EUR', manufacturerEmail: null });
    const key = await newKey(store.id, 'digest-1');
    expect(await keys.findByDigest('digest-1')).toEqual(key);
    await expect(newKey(store.id, 'digest-1')).rejects.toThrow();
  });

  it('reads a key with its store and the store’s integrations in one statement, as the store read alone answers them', async () => {
    const store = await stores.create({ name: 'C2', platform: 'universal', plan: 'starter', currency: 'EUR', manufacturerEmail: 'make@c2.example' });
    await integrations.create({ storeId: store.id, type: 'custom', name: 'second', enabled: false, createProductUrl: null, signingSecret: 'whsec_2' });
    await integrations.create({ storeId: store.id, type: 'custom', name: 'first', enabled: true, createProductUrl: 'https://c2.example/products', signingSecret: 'whsec_1' });
    const key = await newKey(store.id, 'digest-with-store');
    const found = await keys.findByDigestWithStore('digest-with-store');
    expect(found).toEqual({ key, store: await stores.findWithIntegrations(store.id), testStoreId: undefined });
    expect(found?.store?.integrations.map((integration) => integration.name)).toEqual(['second', 'first']);
    expect(await keys.findByDigestWithStore('no-such-digest')).toBeUndefined();
  });

  it('reads a test key with its store’s hidden test store, which only test keys are given (test mode)', async () => {
    const store = await stores.create({ name: 'T', platform: 'universal', plan: 'starter', currency: 'EUR', manufacturerEmail: 'make@t.example' });
    const testStoreId = (await stores.createTestStore(store.id))!;
    const testKey = await keys.create({ storeId: store.id, name: 't', scopes: ['store:read'], digest: 'digest-test-key', displayPrefix: 'svc_test_abcd', mode: 'test', legacy: false, expiresAt: null });
    await newKey(store.id, 'digest-live-beside-test');
    expect(await keys.findByDigestWithStore('digest-test-key')).toMatchObject({ key: testKey, store: { store: { id: store.id } }, testStoreId });
    expect((await keys.findByDigestWithStore('digest-live-beside-test'))?.testStoreId).toBeUndefined();
  });

  it('makes one test store per store, even when asked twice, and answers its live store’s shared columns (test mode)', async () => {
    const store = await stores.create({ name: 'Shared', platform: 'universal', plan: 'professional', currency: 'GBP', manufacturerEmail: 'make@shared.example' });
    const testStoreId = (await stores.createTestStore(store.id))!;
    await expect(stores.createTestStore(store.id)).resolves.toBeUndefined();
    await expect(stores.createTestStore(testStoreId)).rejects.toThrow(/not a live store/);
    expect(await stores.modeOf(testStoreId)).toEqual({ liveStoreId: store.id, livemode: false });
    expect(await stores.modeOf(store.id)).toEqual({ liveStoreId: store.id, livemode: true });
    expect(await stores.findSharedById(testStoreId)).toEqual({ ...store, livemode: false });
    expect(await stores.findSharedById(store.id)).toEqual({ ...store, livemode: true });
    expect(await stores.findById(testStoreId)).toBeUndefined();
  });

  it('keeps the first revocation time when a key is revoked twice', async () => {
    const store = await stores.create({ name: 'D', platform: 'universal', plan: 'starter', currency: 'EUR', manufacturerEmail: null });
    const key = await newKey(store.id, 'digest-2');
    const first = await keys.revoke(key.id, new Date('2026-01-01T00:00:00Z'));
    const second = await keys.revoke(key.id, new Date('2026-02-01T00:00:00Z'));
    expect(second?.revokedAt).toEqual(first?.revokedAt);
    expect(await keys.revoke(999_999, new Date())).toBeUndefined();
  });

  it('moves last-used forward only', async () => {
    const store = await stores.create({ name: 'E', platform: 'universal', plan: 'starter', currency: 'EUR', manufacturerEmail: null });
    const key = await newKey(store.id, 'digest-3');
    await keys.recordLastUsed([{ id: key.id, at: new Date('2026-05-01T00:00:00Z') }]);
    await keys.recordLastUsed([{ id: key.id, at: new Date('2026-04-01T00:00:00Z') }]);
    expect((await keys.findById(key.id))?.lastUsedAt).toEqual(new Date('2026-05-01T00:00:00Z'));
  });

  it('lists only the integrations of the store asked for', async () => {
    const store = await stores.create({ name: 'F', platform: 'universal', plan: 'starter', currency: 'EUR', manufacturerEmail: null });
    const other = await stores.create({ name: 'G', platform: 'universal', plan: 'starter', currency: 'EUR', manufacturerEmail: null });
    await integrations.create({ storeId: store.id, type: 'custom', name: 'mine', enabled: true, createProductUrl: null, signingSecret: 'whsec_x' });
    await integrations.create({ storeId: other.id, type: 'custom', name: 'theirs', enabled: true, createProductUrl: null, signingSecret: 'whsec_y' });
    expect((await integrations.listByStore(store.id)).map((i) => i.name)).toEqual(['mine']);
  });

  it('adds a membership once and removes it', async () => {
    const store = await stores.create({ name: 'H', platform: 'universal', plan: 'starter', currency: 'EUR', manufacturerEmail: null });
    const person = await people.create('p@h.example', 'hash');
    await people.addMembership(person.id, store.companyId);
    await people.addMembership(person.id, store.companyId);
    expect(await people.removeMembership(person.id, store.companyId)).toBe(true);
    expect(await people.removeMembership(person.id, store.companyId)).toBe(false);
  });
});
