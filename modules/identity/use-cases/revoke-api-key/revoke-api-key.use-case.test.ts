import { inMemoryOperationCalls } from '../../../../infra/test-support/in-memory-operation-calls';
import { systemCredential } from '../../../../shared-kernel/request-context';
import { SettableClock } from '../../../../shared-kernel/test-support/settable-clock';
import { RevokeApiKeyService } from '../../application/revoke-api-key.service';
import { issueApiKeySecret } from '../../domain/api-key-secret';
import { InMemoryApiKeyRepository } from '../../test-support/in-memory-api-key.repository';
import RevokeApiKey from './revoke-api-key.use-case';

async function setUp() {
  const keys = new InMemoryApiKeyRepository();
  const issued = issueApiKeySecret('live');
  const key = await keys.create({ storeId: 3, name: 'k', scopes: [], digest: issued.digest, displayPrefix: issued.displayPrefix, mode: 'live', legacy: true, expiresAt: null });
  const clock = new SettableClock('2026-05-01T09:00:00Z');
  const calls = inMemoryOperationCalls(new RevokeApiKey(new RevokeApiKeyService(keys, clock)).operations());
  const revoke = (keyId: number) => calls.run('revokeApiKey', { credential: systemCredential(0), path: 'keys revoke', params: { key_id: keyId } });
  return { key, revoke };
}

describe('the operator’s key revocation (signwright keys revoke)', () => {
  it('answers the key as the operator sees it, revoked now; a legacy key’s scopes read as the wildcard', async () => {
    const { key, revoke } = await setUp();
    await expect(revoke(key.id)).resolves.toEqual({
      kind: 'resource', status: 200, replayed: false,
      data: { id: key.id, name: 'k', scopes: ['*'], legacy: true, mode: 'live', display_prefix: key.displayPrefix, expires_at: null, last_used_at: null, revoked_at: '2026-05-01T09:00:00.000Z', store_id: 3 },
    });
  });

  it('answers 404 for a key that does not exist', async () => {
    const { revoke } = await setUp();
    await expect(revoke(999)).rejects.toMatchObject({ code: 'resource_not_found' });
  });
});
