import { CODE_LIFETIME_MS } from '../domain/connection';
import { CONNECTOR_ORIGINS, REDIRECT_URI, aPkcePair, inMemoryIdentity } from '../test-support/in-memory-identity';
import type { AuthorizationRequest } from './authorization-requests.service';
import { ConsentService, digestOf } from './consent.service';

async function setUp() {
  const identity = inMemoryIdentity();
  const { store, person } = await identity.member();
  const client = await identity.client();
  const { challenge } = aPkcePair();
  const request: AuthorizationRequest = { client, redirectUri: REDIRECT_URI, state: 'xyz', codeChallenge: challenge, scopes: ['orders:read'], resource: CONNECTOR_ORIGINS.mcpUrl };
  return { ...identity, store, person, request, service: new ConsentService(identity.connections, identity.clock) };
}

describe('a person’s consent', () => {
  it('offers the stores of the person’s companies', async () => {
    const { service, person, store, people, stores } = await setUp();
    await stores.add({ name: 'Not theirs' });
    const second = await stores.add({ name: 'Second Shop' });
    await people.addMembership(person.id, second.companyId);
    await expect(service.storesOf(person.id)).resolves.toEqual([{ id: store.id, name: 'Neon Works' }, { id: second.id, name: 'Second Shop' }]);
  });

  it('approving makes a connection for the store and a single code for ten minutes, redirected with the state', async () => {
    const { service, person, store, request, connections, clock } = await setUp();
    const location = new URL((await service.approve(person.id, request, store.id))!);
    expect(`${location.origin}${location.pathname}`).toBe(REDIRECT_URI);
    expect(location.searchParams.get('state')).toBe('xyz');
    expect(location.searchParams.has('iss')).toBe(false);
    const code = await connections.findCodeForUpdate(digestOf(location.searchParams.get('code')!));
    expect(code).toMatchObject({
      redirectUri: REDIRECT_URI, codeChallenge: request.codeChallenge, expiresAt: new Date(clock.now().getTime() + CODE_LIFETIME_MS), consumedAt: null,
      connection: { clientId: request.client.id, personId: person.id, storeId: store.id, scopes: ['orders:read'], resource: CONNECTOR_ORIGINS.mcpUrl },
    });
  });

  it('leaves the state out of the redirect when the request had none', async () => {
    const { service, person, store, request } = await setUp();
    const location = new URL((await service.approve(person.id, { ...request, state: undefined }, store.id))!);
    expect([...location.searchParams.keys()]).toEqual(['code']);
  });

  it('approves nothing for a store the person does not belong to', async () => {
    const { service, person, request, stores, connections } = await setUp();
    const other = await stores.add({ name: 'Not theirs' });
    await expect(service.approve(person.id, request, other.id)).resolves.toBeUndefined();
    expect(connections.connections.size).toBe(0);
  });

  it('denying redirects access_denied with the state', async () => {
    const { service, request } = await setUp();
    const location = new URL(service.deny(request));
    expect(Object.fromEntries(location.searchParams)).toEqual({ error: 'access_denied', error_description: 'The person declined.', state: 'xyz' });
  });
});
