import { ACCESS_TOKEN_LIFETIME_MS } from '../domain/connection';
import { CONNECTOR_ORIGINS, inMemoryIdentity } from '../test-support/in-memory-identity';
import { ConnectorAccessService } from './connector-access.service';

async function setUp() {
  const identity = inMemoryIdentity();
  const connected = await identity.connected(['orders:read', 'quotes:read']);
  return { ...identity, ...connected, service: new ConnectorAccessService(identity.connections, identity.tokens, CONNECTOR_ORIGINS, identity.clock) };
}

describe('checking a connector request’s bearer token', () => {
  it('answers the caller from the token’s connection, with its client’s name (what activity names it by), and notes its use', async () => {
    const { service, pair, store, person, connection, client, connections, clock } = await setUp();
    clock.advance(60_000);
    await expect(service.callerOf(pair.access_token)).resolves.toEqual({
      storeId: store.id, personId: person.id, connectionId: connection.id, scopes: ['orders:read', 'quotes:read'], clientId: client.id, clientName: 'Claude',
    });
    expect(connections.connections.get(connection.id)!.lastUsedAt).toEqual(clock.now());
  });

  it('knows no caller for a token it did not sign, or signed for another issuer', async () => {
    const { service, pair, connections, tokens, clock } = await setUp();
    await expect(service.callerOf('at.forged')).resolves.toBeUndefined();
    const otherIssuer = new ConnectorAccessService(connections, tokens, { ...CONNECTOR_ORIGINS, authUrl: 'https://other-auth.example' }, clock);
    await expect(otherIssuer.callerOf(pair.access_token)).resolves.toBeUndefined();
  });

  it('knows no caller once the token expired, its pair or connection was revoked, or the person left the store', async () => {
    const expired = await setUp();
    expired.clock.advance(ACCESS_TOKEN_LIFETIME_MS);
    await expect(expired.service.callerOf(expired.pair.access_token)).resolves.toBeUndefined();

    const revoked = await setUp();
    await revoked.connections.revoke(revoked.connection.id, revoked.clock.now());
    await expect(revoked.service.callerOf(revoked.pair.access_token)).resolves.toBeUndefined();

    const left = await setUp();
    await left.people.removeMembership(left.person.id, left.store.companyId);
    await expect(left.service.callerOf(left.pair.access_token)).resolves.toBeUndefined();
  });

  it('knows no caller for a token bound to another resource', async () => {
    const { pair, connections, tokens, clock } = await setUp();
    const elsewhere = new ConnectorAccessService(connections, tokens, { ...CONNECTOR_ORIGINS, mcpUrl: 'https://other-mcp.example' }, clock);
    await expect(elsewhere.callerOf(pair.access_token)).resolves.toBeUndefined();
  });
});
