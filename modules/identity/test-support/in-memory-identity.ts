import { createHash, randomBytes } from 'node:crypto';
import { SettableClock } from '../../../shared-kernel/test-support/settable-clock';
import type { ConnectorOrigins } from '../application/connector-origins';
import { ConsentService } from '../application/consent.service';
import { IssueTokensService } from '../application/issue-tokens.service';
import { InMemoryAccessTokens } from './in-memory-access-tokens';
import { InMemoryConnectionRepository } from './in-memory-connection.repository';
import { InMemoryOAuthClientRepository } from './in-memory-oauth-client.repository';
import { InMemoryPersonRepository } from './in-memory-person.repository';
import { InMemoryStoreRepository } from './in-memory-store.repository';

export const CONNECTOR_ORIGINS: ConnectorOrigins = { authUrl: 'https://auth.signs.example', mcpUrl: 'https://mcp.signs.example', production: true };
export const REDIRECT_URI = 'https://client.example/callback';

/** A PKCE pair as a client makes one: a random verifier and its S256 challenge. */
export function aPkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/** The connector's repositories in memory, joined as their tables are: stores, people, clients, connections, tokens. */
export function inMemoryIdentity(clock = new SettableClock()) {
  const stores = new InMemoryStoreRepository();
  const people = new InMemoryPersonRepository();
  const clients: InMemoryOAuthClientRepository = new InMemoryOAuthClientRepository((clientId) => connections.usesClient(clientId), clock);
  const connections = new InMemoryConnectionRepository(stores, people, clients, clock);
  const tokens = new InMemoryAccessTokens(clock);

  /** A store and a person of its company; the person's password hash is a placeholder nobody logs in with. */
  async function member(email = 'grace@signs.example') {
    const store = await stores.add();
    const person = (await people.findByEmail(email)) ?? (await people.create(email, 'scrypt$placeholder'));
    await people.addMembership(person.id, store.companyId);
    return { store, person };
  }

  function client(redirectUris = [REDIRECT_URI]) {
    return clients.create({ id: `mcp_${randomBytes(6).toString('hex')}`, name: 'Claude', redirectUris, registeredFrom: '203.0.113.9' });
  }

  /** A client a person approved for their store, holding the first token pair of the connection. */
  async function connected(scopes = ['orders:read']) {
    const { store, person } = await member();
    const registered = await client();
    const pkce = aPkcePair();
    const request = { client: registered, redirectUri: REDIRECT_URI, state: undefined, codeChallenge: pkce.challenge, scopes, resource: CONNECTOR_ORIGINS.mcpUrl };
    const code = new URL((await new ConsentService(connections, clock).approve(person.id, request, store.id))!).searchParams.get('code')!;
    const issue = new IssueTokensService(connections, tokens, CONNECTOR_ORIGINS, clock);
    const pair = await issue.issue({ grant_type: 'authorization_code', client_id: registered.id, code, redirect_uri: REDIRECT_URI, code_verifier: pkce.verifier });
    const connection = [...connections.connections.values()].at(-1)!;
    return { store, person, client: registered, pair, connection };
  }

  return { clock, stores, people, clients, connections, tokens, member, client, connected };
}
