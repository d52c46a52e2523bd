import { issueApiKeySecret } from '../domain/api-key-secret';
import { InMemoryApiKeyRepository } from '../test-support/in-memory-api-key.repository';
import { AuthenticateApiKeyService } from './authenticate-api-key.service';
import { AuthenticatedStores } from './authenticated-stores';
import { LastUsedRecorder } from './last-used-recorder';

describe('AuthenticateApiKeyService', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  const clock = { now: () => now };

  async function setUp(overrides: { expiresAt?: Date | null; legacy?: boolean; mode?: 'live' | 'test' } = {}) {
    const keys = new InMemoryApiKeyRepository();
    const issued = issueApiKeySecret(overrides.mode ?? 'live');
    const key = await keys.create({
      storeId: 3, name: 'k', scopes: ['store:read'], digest: issued.digest, displayPrefix: issued.displayPrefix,
      mode: overrides.mode ?? 'live', legacy: overrides.legacy ?? false, expiresAt: overrides.expiresAt ?? null,
    });
    const lastUsed = new LastUsedRecorder(keys);
    const testStores = { made: [] as number[], ensure: async (liveStoreId: number) => (testStores.made.push(liveStoreId), 30) };
    return { keys, key, secret: issued.secret, lastUsed, testStores, service: new AuthenticateApiKeyService(keys, lastUsed, clock, new AuthenticatedStores(), testStores) };
  }

  it('returns the credential of the key store with its scopes, and records the use', async () => {
    const { service, secret, keys, key, lastUsed } = await setUp();
    await expect(service.authenticate(secret)).resolves.toEqual({
      kind: 'api_key', id: String(key.id), storeId: 3, scopes: ['store:read'], wildcard: false, test: false, actorName: 'k',
    });
    await lastUsed.flush();
    expect(keys.keys[0]!.lastUsedAt).toEqual(now);
  });

  it('marks legacy keys as wildcard and test keys as test', async () => {
    const legacy = await setUp({ legacy: true });
    await expect(legacy.service.authenticate(legacy.secret)).resolves.toMatchObject({ wildcard: true });
    const test = await setUp({ mode: 'test' });
    await expect(test.service.authenticate(test.secret)).resolves.toMatchObject({ test: true });
  });

  it('lets a test key act on its store’s hidden test store, naming the live store beside it (test mode: test keys act only on test data)', async () => {
    const { service, secret, testStores } = await setUp({ mode: 'test' });
    await expect(service.authenticate(secret)).resolves.toMatchObject({ storeId: 30, liveStoreId: 3, test: true });
    // The key found no test store of its store (made before test stores were), so it was made for it.
    expect(testStores.made).toEqual([3]);
  });

  it('lets a live key act on its own store, with no live store beside it', async () => {
    const { service, secret, testStores } = await setUp();
    const credential = await service.authenticate(secret);
    expect(credential.storeId).toBe(3);
    expect(credential).not.toHaveProperty('liveStoreId');
    expect(testStores.made).toEqual([]);
  });

  it('answers invalid_api_key for an unknown or malformed secret', async () => {
    const { service } = await setUp();
    await expect(service.authenticate('svc_live_nope')).rejects.toMatchObject({ status: 401, code: 'invalid_api_key' });
    await expect(service.authenticate('password')).rejects.toMatchObject({ status: 401, code: 'invalid_api_key' });
  });

  it('answers invalid_api_key for a revoked key and expired_api_key for an expired one', async () => {
    const revoked = await setUp();
    await revoked.keys.revoke(revoked.key.id, now);
    await expect(revoked.service.authenticate(revoked.secret)).rejects.toMatchObject({ code: 'invalid_api_key' });
    const expired = await setUp({ expiresAt: new Date('2026-11-22T11:59:59Z') });
    await expect(expired.service.authenticate(expired.secret)).rejects.toMatchObject({ status: 401, code: 'expired_api_key' });
  });

  it('does not record a use for a key that failed to authenticate', async () => {
    const expired = await setUp({ expiresAt: new Date('2020-01-01') });
    await expired.service.authenticate(expired.secret).catch(() => undefined);
    await expired.lastUsed.flush();
    expect(expired.keys.keys[0]!.lastUsedAt).toBeNull();
  });
});
