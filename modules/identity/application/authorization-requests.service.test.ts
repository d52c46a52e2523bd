import { CONNECTOR_ORIGINS, REDIRECT_URI, aPkcePair, inMemoryIdentity } from '../test-support/in-memory-identity';
import { AuthorizationRequestsService, type AuthorizationParameters } from './authorization-requests.service';
import { SCOPES } from '../domain/scopes';

async function setUp(redirectUris = [REDIRECT_URI]) {
  const identity = inMemoryIdentity();
  const client = await identity.client(redirectUris);
  const { challenge } = aPkcePair();
  const parameters = (overrides: AuthorizationParameters = {}): AuthorizationParameters => ({
    client_id: client.id, redirect_uri: REDIRECT_URI, response_type: 'code', code_challenge: challenge, code_challenge_method: 'S256', state: 'xyz', ...overrides,
  });
  return { client, challenge, parameters, service: new AuthorizationRequestsService(identity.clients, CONNECTOR_ORIGINS) };
}

const redirectError = (location: string) => {
  const url = new URL(location);
  return { to: `${url.origin}${url.pathname}`, error: url.searchParams.get('error'), state: url.searchParams.get('state'), iss: url.searchParams.get('iss') };
};

describe('checking an authorization request', () => {
  it('accepts a request of a registered client with PKCE, asking every scope and the connector when it names none', async () => {
    const { service, parameters, client, challenge } = await setUp();
    await expect(service.check(parameters())).resolves.toEqual({
      kind: 'valid',
      request: { client, redirectUri: REDIRECT_URI, state: 'xyz', codeChallenge: challenge, scopes: [...SCOPES], resource: CONNECTOR_ORIGINS.mcpUrl },
    });
  });

  it('takes the only registered redirect URI when none is named, the scopes named, and the connector with a trailing slash', async () => {
    const { service, parameters } = await setUp();
    const verdict = await service.check(parameters({ redirect_uri: undefined, scope: 'orders:read  quotes:read', resource: `${CONNECTOR_ORIGINS.mcpUrl}/` }));
    expect(verdict).toMatchObject({ kind: 'valid', request: { redirectUri: REDIRECT_URI, scopes: ['orders:read', 'quotes:read'], resource: CONNECTOR_ORIGINS.mcpUrl } });
  });

  it('matches a redirect URI by exact string only: another spelling of the same URL, or another loopback port, is not registered (issue 33, item 3)', async () => {
    const { service, parameters } = await setUp(['http://127.0.0.1:8765/cb']);
    await expect(service.check(parameters({ redirect_uri: 'http://127.0.0.1:8765/cb' }))).resolves.toMatchObject({ kind: 'valid', request: { redirectUri: 'http://127.0.0.1:8765/cb' } });
    for (const variant of ['HTTP://127.0.0.1:8765/cb', 'http://127.0.0.1:8765/x/../cb', 'http://127.0.0.1:8765/cb/', 'http://127.0.0.1:8766/cb', 'http://127.0.0.1:8765/%63b']) {
      await expect(service.check(parameters({ redirect_uri: variant }))).resolves.toMatchObject({ kind: 'page' });
    }
  });

  it('shows a page, never redirecting, for an unknown client, an unregistered redirect URI, or no S256 challenge', async () => {
    const { service, parameters } = await setUp();
    for (const overrides of [
      { client_id: 'mcp_unknown' },
      { client_id: ['a', 'b'] },
      { redirect_uri: 'https://attacker.example/callback' },
      { code_challenge: undefined },
      { code_challenge_method: 'plain' },
      { code_challenge: 'too-short' },
    ]) {
      await expect(service.check(parameters(overrides))).resolves.toMatchObject({ kind: 'page' });
    }
  });

  it('needs a redirect URI named when the client registered several', async () => {
    const { service, parameters } = await setUp([REDIRECT_URI, 'https://client.example/other']);
    await expect(service.check(parameters({ redirect_uri: undefined }))).resolves.toMatchObject({ kind: 'page' });
  });

  it('sends the client’s own errors to its redirect URI with the state and no iss', async () => {
    const { service, parameters } = await setUp();
    const cases: [AuthorizationParameters, string][] = [
      [{ response_type: 'token' }, 'unsupported_response_type'],
      [{ resource: 'https://elsewhere.example' }, 'invalid_target'],
      [{ resource: [CONNECTOR_ORIGINS.mcpUrl, CONNECTOR_ORIGINS.mcpUrl] }, 'invalid_target'],
      [{ scope: 'orders:read orders:delete' }, 'invalid_scope'],
    ];
    for (const [overrides, error] of cases) {
      const verdict = await service.check(parameters(overrides));
      expect(verdict.kind).toBe('redirect');
      expect(redirectError((verdict as { location: string }).location)).toEqual({ to: REDIRECT_URI, error, state: 'xyz', iss: null });
    }
  });
});
