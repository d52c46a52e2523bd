import { ACCESS_TOKEN_LIFETIME_MS, CODE_LIFETIME_MS, REFRESH_TOKEN_LIFETIME_MS } from '../domain/connection';
import { CONNECTOR_ORIGINS, REDIRECT_URI, aPkcePair, inMemoryIdentity } from '../test-support/in-memory-identity';
import { ConsentService } from './consent.service';
import { IssueTokensService } from './issue-tokens.service';

async function setUp() {
  const identity = inMemoryIdentity();
  const { store, person } = await identity.member();
  const client = await identity.client();
  const pkce = aPkcePair();
  const consent = new ConsentService(identity.connections, identity.clock);
  const approve = async () => {
    const request = { client, redirectUri: REDIRECT_URI, state: undefined, codeChallenge: pkce.challenge, scopes: ['orders:read'], resource: CONNECTOR_ORIGINS.mcpUrl };
    return new URL((await consent.approve(person.id, request, store.id))!).searchParams.get('code')!;
  };
  // Refusals are answered after their transaction: one rolled back would take the revocations with it.
  const service = new IssueTokensService(identity.connections, identity.tokens, CONNECTOR_ORIGINS, identity.clock);
  const exchange = (code: string, overrides: Record<string, string | undefined> = {}) =>
    service.issue({ grant_type: 'authorization_code', client_id: client.id, code, redirect_uri: REDIRECT_URI, code_verifier: pkce.verifier, ...overrides });
  const refresh = (refreshToken: string, overrides: Record<string, string | undefined> = {}) =>
    service.issue({ grant_type: 'refresh_token', client_id: client.id, refresh_token: refreshToken, ...overrides });
  const accessWorks = async (accessToken: string) => {
    const verified = await identity.tokens.verify(accessToken, CONNECTOR_ORIGINS.authUrl);
    const pair = verified && (await identity.connections.findPairByAccess(verified.jti));
    return pair !== undefined && pair.revokedAt === null;
  };
  return { ...identity, store, person, client, pkce, approve, exchange, refresh, accessWorks };
}

const refused = (error: string) => ({ name: 'OAuthError', error });

describe('the token endpoint', () => {
  it('exchanges a code for an hour’s access token bound to the connector and the store, with a refresh token', async () => {
    const { approve, exchange, tokens, person, store, client } = await setUp();
    const answer = await exchange(await approve());
    expect(answer).toEqual({ access_token: expect.any(String), token_type: 'Bearer', expires_in: ACCESS_TOKEN_LIFETIME_MS / 1000, refresh_token: expect.any(String) });
    expect(tokens.signed.get(answer.access_token)).toMatchObject({
      issuer: CONNECTOR_ORIGINS.authUrl, audience: CONNECTOR_ORIGINS.mcpUrl, subject: String(person.id), clientId: client.id, storeId: store.id, scopes: ['orders:read'],
    });
  });

  it('refuses a code presented again, and revokes the tokens it gave', async () => {
    const { approve, exchange, accessWorks } = await setUp();
    const code = await approve();
    const first = await exchange(code);
    await expect(exchange(code)).rejects.toMatchObject(refused('invalid_grant'));
    await expect(accessWorks(first.access_token)).resolves.toBe(false);
  });

  it('revokes a code at its first failed exchange, so the right verifier no longer helps', async () => {
    const { approve, exchange } = await setUp();
    const code = await approve();
    await expect(exchange(code, { code_verifier: aPkcePair().verifier })).rejects.toMatchObject(refused('invalid_grant'));
    await expect(exchange(code)).rejects.toMatchObject(refused('invalid_grant'));
  });

  it('refuses a code of another client, another redirect URI, an expired one, or one for another resource', async () => {
    const { approve, exchange, clock } = await setUp();
    await expect(exchange(await approve(), { client_id: 'mcp_other' })).rejects.toMatchObject(refused('invalid_grant'));
    await expect(exchange(await approve(), { redirect_uri: 'https://client.example/other' })).rejects.toMatchObject(refused('invalid_grant'));
    await expect(exchange(await approve(), { resource: 'https://elsewhere.example' })).rejects.toMatchObject(refused('invalid_target'));
    const late = await approve();
    clock.advance(CODE_LIFETIME_MS);
    await expect(exchange(late)).rejects.toMatchObject(refused('invalid_grant'));
  });

  it('refuses an unknown code, and a code whose person has left the store', async () => {
    const { approve, exchange, people, person, store } = await setUp();
    await expect(exchange('never-issued')).rejects.toMatchObject(refused('invalid_grant'));
    const code = await approve();
    await people.removeMembership(person.id, store.companyId);
    await expect(exchange(code)).rejects.toMatchObject(refused('invalid_grant'));
  });

  it('rotates the refresh token on every use: the next pair is of the same family, the old refresh token is spent', async () => {
    const { approve, exchange, refresh, accessWorks, clock } = await setUp();
    const first = await exchange(await approve());
    clock.advance(60_000);
    const second = await refresh(first.refresh_token, { resource: `${CONNECTOR_ORIGINS.mcpUrl}/` });
    expect(second.refresh_token).not.toBe(first.refresh_token);
    await expect(accessWorks(second.access_token)).resolves.toBe(true);
  });

  it('revokes the whole family when a rotated refresh token is presented again', async () => {
    const { approve, exchange, refresh, accessWorks } = await setUp();
    const first = await exchange(await approve());
    const second = await refresh(first.refresh_token);
    await expect(refresh(first.refresh_token)).rejects.toMatchObject(refused('invalid_grant'));
    await expect(accessWorks(second.access_token)).resolves.toBe(false);
    await expect(refresh(second.refresh_token)).rejects.toMatchObject(refused('invalid_grant'));
  });

  it('refuses a refresh token of another client, an expired one, one for another resource, or one whose person left', async () => {
    const { approve, exchange, refresh, clock, people, person, store } = await setUp();
    const tokens = await exchange(await approve());
    await expect(refresh(tokens.refresh_token, { client_id: 'mcp_other' })).rejects.toMatchObject(refused('invalid_grant'));
    await expect(refresh(tokens.refresh_token, { resource: 'https://elsewhere.example' })).rejects.toMatchObject(refused('invalid_target'));
    await people.removeMembership(person.id, store.companyId);
    await expect(refresh(tokens.refresh_token)).rejects.toMatchObject(refused('invalid_grant'));
    await people.addMembership(person.id, store.companyId);
    clock.advance(REFRESH_TOKEN_LIFETIME_MS);
    await expect(refresh(tokens.refresh_token)).rejects.toMatchObject(refused('invalid_grant'));
  });

  it('asks for client_id and a grant type it knows', async () => {
    const { exchange } = await setUp();
    await expect(exchange('any', { client_id: undefined })).rejects.toMatchObject(refused('invalid_request'));
    await expect(exchange('any', { grant_type: 'password' })).rejects.toMatchObject(refused('unsupported_grant_type'));
  });
});
