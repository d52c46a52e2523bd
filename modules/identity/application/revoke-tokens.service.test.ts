import { CONNECTOR_ORIGINS, inMemoryIdentity } from '../test-support/in-memory-identity';
import { RevokeTokensService } from './revoke-tokens.service';

async function setUp() {
  const identity = inMemoryIdentity();
  const connected = await identity.connected();
  const pairRevoked = async () => (await identity.connections.findPairByAccess(identity.tokens.signed.get(connected.pair.access_token)!.jti))!.revokedAt !== null;
  return { ...identity, ...connected, pairRevoked, service: new RevokeTokensService(identity.connections, identity.tokens, CONNECTOR_ORIGINS, identity.clock) };
}

describe('revoking connector tokens', () => {
  it('revokes the pair by its refresh token', async () => {
    const { service, client, pair, pairRevoked } = await setUp();
    await service.revoke({ client_id: client.id, token: pair.refresh_token });
    await expect(pairRevoked()).resolves.toBe(true);
  });

  it('revokes the pair by its access token', async () => {
    const { service, client, pair, pairRevoked } = await setUp();
    await service.revoke({ client_id: client.id, token: pair.access_token });
    await expect(pairRevoked()).resolves.toBe(true);
  });

  it('answers success for a token it does not know, revoking nothing', async () => {
    const { service, client, pairRevoked } = await setUp();
    await expect(service.revoke({ client_id: client.id, token: 'never-issued' })).resolves.toBeUndefined();
    await expect(pairRevoked()).resolves.toBe(false);
  });

  it('refuses a token of another client, leaving it working', async () => {
    const { service, pair, pairRevoked } = await setUp();
    await expect(service.revoke({ client_id: 'mcp_other', token: pair.refresh_token })).rejects.toMatchObject({ name: 'OAuthError', error: 'unauthorized_client' });
    await expect(pairRevoked()).resolves.toBe(false);
  });

  it('asks for client_id and token', async () => {
    const { service, client, pair } = await setUp();
    await expect(service.revoke({ token: pair.refresh_token })).rejects.toMatchObject({ error: 'invalid_request' });
    await expect(service.revoke({ client_id: client.id })).rejects.toMatchObject({ error: 'invalid_request' });
  });
});
