import { SettableClock } from '../../../shared-kernel/test-support/settable-clock';
import { issueApiKeySecret } from '../domain/api-key-secret';
import { InMemoryApiKeyRepository } from '../test-support/in-memory-api-key.repository';
import { RevokeApiKeyService } from './revoke-api-key.service';

async function setUp() {
  const keys = new InMemoryApiKeyRepository();
  const issued = issueApiKeySecret('live');
  const key = await keys.create({ storeId: 3, name: 'k', scopes: ['store:read'], digest: issued.digest, displayPrefix: issued.displayPrefix, mode: 'live', legacy: false, expiresAt: null });
  const clock = new SettableClock('2026-05-01T09:00:00Z');
  return { keys, key, clock, service: new RevokeApiKeyService(keys, clock) };
}

describe('revoking an API key', () => {
  it('revokes the key now', async () => {
    const { service, key, keys } = await setUp();
    await expect(service.revoke(key.id)).resolves.toMatchObject({ id: key.id, revokedAt: new Date('2026-05-01T09:00:00Z') });
    expect((await keys.findById(key.id))!.revokedAt).toEqual(new Date('2026-05-01T09:00:00Z'));
  });

  it('keeps the first revocation time when the key is revoked again', async () => {
    const { service, key, clock } = await setUp();
    await service.revoke(key.id);
    clock.advance(3600_000);
    await expect(service.revoke(key.id)).resolves.toMatchObject({ revokedAt: new Date('2026-05-01T09:00:00Z') });
  });

  it('answers 404 for a key that does not exist', async () => {
    const { service } = await setUp();
    await expect(service.revoke(404)).rejects.toMatchObject({ status: 404, code: 'resource_not_found' });
  });
});
