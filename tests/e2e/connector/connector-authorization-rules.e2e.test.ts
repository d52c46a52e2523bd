import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import supertest from 'supertest';
import { SCOPES } from '../../../modules/identity';
import { hiddenFields } from '../../support/connector-client';
import { aStore, type BuiltStore } from '../../support/builders';
import { operatorOf } from '../../support/operator';
import { runRecurringJob } from '../../support/recurring-jobs';
import { startTestService, type TestService } from '../../support/test-service';
import type { Clock } from '../../../shared-kernel/clock';

type Person = BuiltStore['people'][number];

const AUTH = 'http://auth.signwright.test';
const MCP = 'http://mcp.signwright.test';
const REDIRECT = 'https://assistant.example/callback';

/** Every rule of the spec's "Connector authorization (OAuth 2.1)", one at a time. */
describe('the connector’s authorization rules', () => {
  let service: TestService;
  let store: BuiltStore;
  let addresses = 0;
  const person = () => store.people[0]!;
  /** A documentation address per registration, so the per-IP quotas are only spent where a test means to. */
  const nextAddress = () => `198.51.100.${(addresses += 1) % 250}`;

  let offsetMs = 0;
  const clock: Clock = { now: () => new Date(Date.now() + offsetMs) };
  afterEach(() => {
    offsetMs = 0;
  });

  beforeAll(async () => {
    service = await startTestService({ env: { AUTH_URL: AUTH, MCP_URL: MCP }, clock });
    store = await aStore(service, { owner: true });
  });
  afterAll(() => service.close());

  const register = (metadata: Record<string, unknown>, from = nextAddress()) =>
    service.http.post('/oauth/register').set('X-Forwarded-For', from).send(metadata);
  const registered = async (redirect = REDIRECT) => (await register({ client_name: 'Assistant', redirect_uris: [redirect] }).expect(201)).body.client_id as string;
  const pkce = () => {
    const verifier = randomBytes(32).toString('base64url');
    return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
  };
  const authorizeQuery = (clientId: string, challenge: string, extra: Record<string, string> = {}) =>
    new URLSearchParams({ client_id: clientId, redirect_uri: REDIRECT, response_type: 'code', code_challenge: challenge, code_challenge_method: 'S256', state: 'st4te', ...extra }).toString();

  /** A person logs in and answers the consent page; answers the redirect's Location. */
  async function consent(clientId: string, challenge: string, extra: Record<string, string> = {}, decision = 'approve', who: Person = person()) {
    const browser = supertest.agent(service.app);
    const loginPage = await browser.get(`/oauth/authorize?${authorizeQuery(clientId, challenge, extra)}`).expect(200);
    const loggedIn = await browser.post('/oauth/authorize/login').type('form').send({ ...hiddenFields(loginPage.text), ...who }).expect(303);
    const page = await browser.get(loggedIn.headers.location!).expect(200);
    const answered = await browser.post('/oauth/authorize/decision').type('form').send({ ...hiddenFields(page.text), decision }).expect(303);
    return { location: new URL(answered.headers.location!), page };
  }
  async function codeFor(clientId: string, extra: Record<string, string> = {}, who: Person = person()) {
    const { verifier, challenge } = pkce();
    const { location } = await consent(clientId, challenge, extra, 'approve', who);
    return { code: location.searchParams.get('code')!, verifier };
  }
  const token = (form: Record<string, string>) => service.http.post('/oauth/token').type('form').send(form);
  const exchange = (clientId: string, code: string, verifier: string, extra: Record<string, string> = {}) =>
    token({ grant_type: 'authorization_code', client_id: clientId, code, code_verifier: verifier, redirect_uri: REDIRECT, ...extra });
  async function tokensFor(clientId: string, scope = 'store:read', who: Person = person()) {
    const { code, verifier } = await codeFor(clientId, { scope }, who);
    return (await exchange(clientId, code, verifier).expect(200)).body as { access_token: string; refresh_token: string };
  }
  const callMcp = (accessToken?: string) =>
    service.http
      .post('/mcp')
      .set('Accept', 'application/json, text/event-stream')
      .set(accessToken ? { Authorization: `Bearer ${accessToken}` } : {})
      .send({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'get_store', arguments: {} } });

  describe('metadata', () => {
    it('publishes the authorization-server metadata with exactly the spec’s values', async () => {
      const metadata = (await service.http.get('/.well-known/oauth-authorization-server').expect(200)).body;
      expect(metadata).toMatchObject({
        issuer: AUTH,
        authorization_endpoint: `${AUTH}/oauth/authorize`,
        token_endpoint: `${AUTH}/oauth/token`,
        registration_endpoint: `${AUTH}/oauth/register`,
        revocation_endpoint: `${AUTH}/oauth/revoke`,
        grant_types_supported: ['authorization_code', 'refresh_token'],
        code_challenge_methods_supported: ['S256'],
        token_endpoint_auth_methods_supported: ['none'],
        authorization_response_iss_parameter_supported: false,
      });
    });

    it('publishes the protected-resource metadata at the origin and at the transport path: the origin as resource, every scope', async () => {
      for (const path of ['/.well-known/oauth-protected-resource', '/.well-known/oauth-protected-resource/mcp']) {
        const metadata = (await service.http.get(path).expect(200)).body;
        expect(metadata).toMatchObject({ resource: MCP, authorization_servers: [AUTH], scopes_supported: [...SCOPES] });
      }
    });
  });

  describe('registration', () => {
    it('registers public clients only: no secret is issued', async () => {
      const response = await register({ client_name: 'Assistant', redirect_uris: [REDIRECT, 'http://127.0.0.1:8123/cb', 'http://[::1]/cb'] }).expect(201);
      expect(response.body).toMatchObject({ client_id: expect.any(String), token_endpoint_auth_method: 'none', grant_types: ['authorization_code', 'refresh_token'], response_types: ['code'] });
      expect(response.body).not.toHaveProperty('client_secret');
    });

    it.each([
      ['plain HTTP to another host', 'http://assistant.example/cb'],
      ['a fragment', 'https://assistant.example/cb#part'],
      ['credentials', 'https://user:pw@assistant.example/cb'],
      ['a wildcard', 'https://*.assistant.example/cb'],
      ['another scheme', 'myapp://callback'],
      ['a relative URI', '/callback'],
    ])('refuses a redirect URI with %s', async (_what, uri) => {
      const response = await register({ redirect_uris: [uri] }).expect(400);
      expect(response.body).toMatchObject({ error: 'invalid_redirect_uri' });
    });

    it.each([
      ['a client secret method', { token_endpoint_auth_method: 'client_secret_basic' }],
      ['a secret', { client_secret: 'mine' }],
      ['other grant types', { grant_types: ['authorization_code', 'client_credentials'] }],
      ['other response types', { response_types: ['token'] }],
    ])('refuses %s', async (_what, metadata) => {
      expect((await register({ redirect_uris: [REDIRECT], ...metadata }).expect(400)).body.error).toBe('invalid_client_metadata');
    });

    it.each([
      ['a NUL character in client_name', { client_name: 'Assis\u0000tant', redirect_uris: [REDIRECT] }, 'invalid_client_metadata'],
      ['an unpaired surrogate in client_name', { client_name: 'Assis\ud800tant', redirect_uris: [REDIRECT] }, 'invalid_client_metadata'],
      ['a NUL character in another member', { client_name: 'Assistant', redirect_uris: [REDIRECT], software_id: 'x\u0000' }, 'invalid_client_metadata'],
      ['a NUL character in a redirect URI', { client_name: 'Assistant', redirect_uris: ['https://assistant.example/c\u0000b'] }, 'invalid_redirect_uri'],
    ])('refuses %s with 400, never a 5xx (issue 33, item 1)', async (_where, metadata, error) => {
      expect((await register(metadata).expect(400)).body.error).toBe(error);
    });

    it.each([
      ['U+202E (right-to-left override)', 'Safe \u202Etnatsissa'],
      ['U+2066 (left-to-right isolate)', 'Assistant \u2066x\u2069'],
      ['U+200F (right-to-left mark)', 'Assistant\u200F'],
      ['a control character', 'Assistant\u0007'],
    ])('refuses a client_name holding %s as invalid_client_metadata (issue 33, item 4)', async (_what, name) => {
      const response = await register({ client_name: name, redirect_uris: [REDIRECT] }).expect(400);
      expect(response.body).toMatchObject({ error: 'invalid_client_metadata', error_description: expect.stringContaining('client_name') });
    });

    it('keeps a redirect URI as written, and matches it at the authorization and token endpoints by that exact string (issue 33, item 3)', async () => {
      const written = 'https://Assistant.example/Call/back';
      const response = await register({ client_name: 'Assistant', redirect_uris: [written] }).expect(201);
      expect(response.body.redirect_uris).toEqual([written]);
      const clientId = response.body.client_id as string;
      const { verifier, challenge } = pkce();
      const { location } = await consent(clientId, challenge, { redirect_uri: written });
      expect(location.origin + location.pathname).toBe('https://assistant.example/Call/back');
      const code = location.searchParams.get('code')!;
      await exchange(clientId, code, verifier, { redirect_uri: written }).expect(200);
    });

    it('spends the per-IP hourly quota on every attempt, failed ones included', async () => {
      const from = '203.0.113.77';
      for (let attempt = 0; attempt < 20; attempt += 1) await register({ redirect_uris: ['ftp://nope'] }, from).expect(400);
      const refused = await register({ redirect_uris: [REDIRECT] }, from).expect(429);
      expect(refused.body).toMatchObject({ code: 'rate_limited', retry_after: expect.any(Number) });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      await register({ redirect_uris: [REDIRECT] }).expect(201);
    });

    it('spends the quota on malformed bodies too: JSON that does not parse, and bodies over the size limit', async () => {
      const from = '203.0.113.78';
      const malformed = () => service.http.post('/oauth/register').set('X-Forwarded-For', from).set('Content-Type', 'application/json');
      for (let attempt = 0; attempt < 10; attempt += 1) {
        const refused = await malformed().send('{"redirect_uris": [').expect(400);
        expect(refused.body).toEqual({ error: 'invalid_client_metadata', error_description: expect.any(String) });
      }
      for (let attempt = 0; attempt < 10; attempt += 1) {
        const refused = await malformed().send(`{"client_name": "${'x'.repeat(70_000)}"}`).expect(400);
        expect(refused.body).toEqual({ error: 'invalid_client_metadata', error_description: 'The client metadata is over 64 KB.' });
      }
      await register({ redirect_uris: [REDIRECT] }, from).expect(429);
    });

    it('refuses client metadata nested deeper than any JSON route accepts as invalid_client_metadata, never a 5xx (issue 18, item 1)', async () => {
      const deep = `{"client_name": ${'['.repeat(30_000)}${']'.repeat(30_000)}}`;
      const refused = await service.http.post('/oauth/register').set('X-Forwarded-For', '203.0.113.79').set('Content-Type', 'application/json').send(deep).expect(400);
      expect(refused.body).toEqual({ error: 'invalid_client_metadata', error_description: expect.any(String) });
    });

    it('prunes registrations nobody approved, and keeps those in use', async () => {
      const unused = await registered();
      const used = await registered();
      await tokensFor(used);
      await sql`update identity.oauth_clients set created_at = now() - interval '2 days' where id in (${unused}, ${used})`.execute(service.runtime.database.root);
      // As the worker's hourly job does it.
      await runRecurringJob(service, 'prune-unused-clients');
      const { rows } = await sql<{ id: string }>`select id from identity.oauth_clients where id in (${unused}, ${used})`.execute(service.runtime.database.root);
      expect(rows.map((row) => row.id)).toEqual([used]);
    });
  });

  describe('the authorization request', () => {
    it('shows a page, never a redirect, for an unknown client, an unregistered redirect URI, and a missing or plain PKCE challenge', async () => {
      const clientId = await registered();
      const { challenge } = pkce();
      const cases = [
        authorizeQuery('mcp_unknown', challenge),
        authorizeQuery(clientId, challenge, { redirect_uri: 'https://evil.example/cb' }),
        authorizeQuery(clientId, challenge, { code_challenge_method: 'plain' }),
        new URLSearchParams({ client_id: clientId, redirect_uri: REDIRECT, response_type: 'code', state: 'x' }).toString(),
      ];
      for (const query of cases) {
        const response = await service.http.get(`/oauth/authorize?${query}`);
        expect({ query, status: response.status, location: response.headers.location }).toEqual({ query, status: 400, location: undefined });
        expect(response.headers['content-type']).toMatch(/^text\/html/);
      }
    });

    it.each([
      ['upper-case scheme', 'HTTPS://assistant.example/callback'],
      ['upper-case host', 'https://ASSISTANT.example/callback'],
      ['the default port', 'https://assistant.example:443/callback'],
      ['a dot segment', 'https://assistant.example/x/../callback'],
      ['a trailing slash', 'https://assistant.example/callback/'],
      ['a percent-encoded letter', 'https://assistant.example/%63allback'],
    ])('refuses on a page a redirect URI that differs from the registered one only by %s (issue 33, item 3)', async (_what, variant) => {
      const clientId = await registered();
      const response = await service.http.get(`/oauth/authorize?${authorizeQuery(clientId, pkce().challenge, { redirect_uri: variant })}`);
      expect([response.status, response.headers.location, response.text.includes('not one this application registered')]).toEqual([400, undefined, true]);
    });

    it('matches a loopback redirect URI exactly, port included', async () => {
      const clientId = await registered('http://127.0.0.1:8123/cb');
      const { challenge } = pkce();
      const query = (redirect: string) => `/oauth/authorize?${authorizeQuery(clientId, challenge, { redirect_uri: redirect })}`;
      await service.http.get(query('http://127.0.0.1:8123/cb')).expect(200);
      for (const other of ['http://127.0.0.1:8124/cb', 'http://127.0.0.1/cb', 'http://localhost:8123/cb']) await service.http.get(query(other)).expect(400);
    });

    it('refuses a code at the token endpoint for any other spelling of its redirect URI', async () => {
      const clientId = await registered();
      const { code, verifier } = await codeFor(clientId);
      const refused = await exchange(clientId, code, verifier, { redirect_uri: 'HTTPS://assistant.example/callback' }).expect(400);
      expect(refused.body.error).toBe('invalid_grant');
    });

    it('answers a NUL character in the authorization request with invalid_request: on a page before the client is known, redirected after (issue 33, item 1)', async () => {
      const clientId = await registered();
      const { challenge } = pkce();
      for (const extra of [{ client_id: 'mcp_\u0000' }, { redirect_uri: `${REDIRECT}\u0000` }] as Record<string, string>[]) {
        const page = await service.http.get(`/oauth/authorize?${authorizeQuery(clientId, challenge, extra)}`);
        expect([page.status, page.headers.location, page.text.includes('invalid_request')]).toEqual([400, undefined, true]);
      }
      for (const extra of [{ state: 'st\u0000te' }, { scope: 'store:read\u0000' }, { resource: `${MCP}\u0000` }] as Record<string, string>[]) {
        const redirected = await service.http.get(`/oauth/authorize?${authorizeQuery(clientId, challenge, extra)}`).expect(302);
        const location = new URL(redirected.headers.location!);
        expect([location.origin + location.pathname, location.searchParams.get('error')]).toEqual([REDIRECT, 'invalid_request']);
      }
    });

    it('answers a NUL character in the consent login and decision forms with a 4xx, never a 5xx (issue 33, item 1)', async () => {
      const clientId = await registered();
      const { challenge } = pkce();
      const browser = supertest.agent(service.app);
      const loginPage = await browser.get(`/oauth/authorize?${authorizeQuery(clientId, challenge)}`).expect(200);
      const fields = hiddenFields(loginPage.text);
      const refused = await browser.post('/oauth/authorize/login').type('form').send({ ...fields, email: `${person().email}\u0000`, password: person().password });
      expect([refused.status, refused.text.includes('NUL character'), refused.text.includes('name="password"')]).toEqual([400, true, true]);
      // The person is logged in all the same; the request they are sent back to is refused on a page.
      const carried = await browser.post('/oauth/authorize/login').type('form').send({ ...fields, client_id: `${clientId}\u0000`, ...person() }).expect(303);
      await browser.get(carried.headers.location!).expect(400);
      const loggedIn = await browser.post('/oauth/authorize/login').type('form').send({ ...fields, ...person() }).expect(303);
      const page = await browser.get(loggedIn.headers.location!).expect(200);
      const decision = hiddenFields(page.text);
      await browser.post('/oauth/authorize/decision').type('form').send({ ...decision, client_id: `${clientId}\u0000`, decision: 'approve' }).expect(400);
      await browser.post('/oauth/authorize/decision').type('form').send({ ...decision, store_id: `${store.id}\u0000`, decision: 'approve' }).expect(400);
      await browser.post('/oauth/authorize/decision').type('form').send({ ...decision, decision: 'approve\u0000' }).expect(400);
      await browser.post('/oauth/authorize/decision').type('form').send({ ...decision, csrf_token: '\u0000', decision: 'approve' }).expect(403);
      const state = await browser.post('/oauth/authorize/decision').type('form').send({ ...decision, state: 'st\u0000te', decision: 'approve' }).expect(303);
      expect(new URL(state.headers.location!).searchParams.get('error')).toBe('invalid_request');
    });

    it('answers a NUL character at the token and revocation endpoints with an OAuth error, never a 5xx', async () => {
      const clientId = await registered();
      for (const form of [
        { grant_type: 'authorization_code', client_id: `${clientId}\u0000`, code: 'x\u0000', code_verifier: 'v\u0000', redirect_uri: `${REDIRECT}\u0000` },
        { grant_type: 'refresh_token', client_id: `${clientId}\u0000`, refresh_token: 'r\u0000' },
        { grant_type: 'refresh\u0000' },
      ] as Record<string, string>[]) {
        expect((await token(form)).status).toBe(400);
      }
      const revoked = await service.http.post('/oauth/revoke').type('form').send({ client_id: `${clientId}\u0000`, token: 't\u0000' });
      expect(revoked.status).toBeLessThan(500);
    });

    it('shows a client name without bidirectional controls, isolated, on the consent and Connections pages (issue 33, item 4)', async () => {
      const clientId = await registered();
      // A name registered before registration refused such characters.
      await sql`update identity.oauth_clients set name = ${'Safe ‮tnatsissa‬'} where id = ${clientId}`.execute(service.runtime.database.root);
      const { page } = await consent(clientId, pkce().challenge, { scope: 'store:read' });
      expect(page.text).toContain('<bdi>Safe tnatsissa</bdi>');
      expect(page.text).not.toMatch(/[‪-‮⁦-⁩]/);
      const admin = supertest.agent(service.app);
      const form = hiddenFields((await admin.get('/admin').expect(200)).text);
      await admin.post('/admin/login').type('form').send({ ...form, ...person() }).expect(303);
      const connections = await admin.get(`/admin/connections?store=${store.id}`).expect(200);
      expect(connections.text).toContain('<bdi>Safe tnatsissa</bdi>');
      expect(connections.text).not.toMatch(/[‪-‮⁦-⁩]/);
    });

    it('redirects invalid_target, with the state, for another resource; omitted means the connector', async () => {
      const clientId = await registered();
      const { challenge } = pkce();
      const response = await service.http.get(`/oauth/authorize?${authorizeQuery(clientId, challenge, { resource: 'https://other-api.example' })}`).expect(302);
      const location = new URL(response.headers.location!);
      expect([location.origin + location.pathname, location.searchParams.get('error'), location.searchParams.get('state')]).toEqual([REDIRECT, 'invalid_target', 'st4te']);
      await service.http.get(`/oauth/authorize?${authorizeQuery(clientId, challenge, { resource: MCP })}`).expect(200);
      await service.http.get(`/oauth/authorize?${authorizeQuery(clientId, challenge)}`).expect(200);
    });

    it('shows the client (unverified), its redirect host, the store and every requested scope on an unframeable page', async () => {
      const clientId = await registered();
      const { page } = await consent(clientId, pkce().challenge, { scope: 'store:read orders:read' }, 'deny');
      expect(page.text).toContain('Assistant');
      expect(page.text).toContain('(unverified)');
      expect(page.text).toContain('assistant.example');
      expect(page.text).toContain(store.name);
      // Each scope in plain words, its name beside it.
      expect(page.text).toContain('<li>Read the store the key or token belongs to, its integrations and granted scopes. <code>store:read</code></li>');
      expect(page.text).toContain('<li>Read orders. <code>orders:read</code></li>');
      expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    });

    it('sets the session cookie HttpOnly and SameSite=Lax', async () => {
      const clientId = await registered();
      const browser = supertest.agent(service.app);
      const loginPage = await browser.get(`/oauth/authorize?${authorizeQuery(clientId, pkce().challenge)}`);
      const loggedIn = await browser.post('/oauth/authorize/login').type('form').send({ ...hiddenFields(loginPage.text), ...person() }).expect(303);
      expect(loggedIn.headers['set-cookie']![0]).toMatch(/HttpOnly/);
      expect(loggedIn.headers['set-cookie']![0]).toMatch(/SameSite=Lax/);
    });

    it('returns access_denied with the state when the person denies', async () => {
      const { location } = await consent(await registered(), pkce().challenge, {}, 'deny');
      expect([location.searchParams.get('error'), location.searchParams.get('state'), location.searchParams.get('code')]).toEqual(['access_denied', 'st4te', null]);
    });

    it('redirects an approval with 303, the code and the state, and no iss', async () => {
      const { location } = await consent(await registered(), pkce().challenge);
      expect(location.searchParams.get('code')).toMatch(/^[A-Za-z0-9_-]{40,}$/);
      expect(location.searchParams.get('state')).toBe('st4te');
      expect(location.searchParams.has('iss')).toBe(false);
    });

    it('lets a person of several stores pick the store on the consent page', async () => {
      const stores = [store, await aStore(service)];
      const email = `two-stores-${Date.now()}@example.com`;
      for (const each of stores) await operatorOf(service).resource('addPerson', { params: { store_id: each.id }, body: { email, password: 'correct horse battery' } });
      const clientId = await registered();
      const { challenge } = pkce();
      const browser = supertest.agent(service.app);
      const loginPage = await browser.get(`/oauth/authorize?${authorizeQuery(clientId, challenge, { scope: 'store:read' })}`);
      const loggedIn = await browser.post('/oauth/authorize/login').type('form').send({ ...hiddenFields(loginPage.text), email, password: 'correct horse battery' }).expect(303);
      const page = await browser.get(loggedIn.headers.location!).expect(200);
      for (const each of stores) expect(page.text).toContain(`<option value="${each.id}">`);
      const answered = await browser.post('/oauth/authorize/decision').type('form').send({ ...hiddenFields(page.text), store_id: String(stores[1]!.id), decision: 'approve' }).expect(303);
      const code = new URL(answered.headers.location!).searchParams.get('code')!;
      expect(code).toBeTruthy();
    });

    it('refuses a decision without the form’s CSRF token', async () => {
      const clientId = await registered();
      const { challenge } = pkce();
      const browser = supertest.agent(service.app);
      const loginPage = await browser.get(`/oauth/authorize?${authorizeQuery(clientId, challenge)}`);
      const loggedIn = await browser.post('/oauth/authorize/login').type('form').send({ ...hiddenFields(loginPage.text), ...person() });
      const page = await browser.get(loggedIn.headers.location!);
      await browser.post('/oauth/authorize/decision').type('form').send({ ...hiddenFields(page.text), csrf_token: 'forged', decision: 'approve' }).expect(403);
    });
  });

  describe('the token endpoint', () => {
    it('answers a Bearer pair with no scope member', async () => {
      const clientId = await registered();
      const { code, verifier } = await codeFor(clientId);
      const response = await exchange(clientId, code, verifier).expect(200);
      expect(response.body).toEqual({ access_token: expect.any(String), token_type: 'Bearer', expires_in: 3600, refresh_token: expect.any(String) });
      expect(response.headers['cache-control']).toBe('no-store');
    });

    it('revokes the code when an exchange fails: the right verifier then gets invalid_grant too', async () => {
      const clientId = await registered();
      const { code, verifier } = await codeFor(clientId);
      expect((await exchange(clientId, code, pkce().verifier).expect(400)).body.error).toBe('invalid_grant');
      expect((await exchange(clientId, code, verifier).expect(400)).body.error).toBe('invalid_grant');
    });

    it('refuses an absent verifier, another redirect URI and another client, each revoking the code', async () => {
      const clientId = await registered();
      const spoils: Record<string, string>[] = [{ code_verifier: '' }, { redirect_uri: 'https://assistant.example/other' }, { client_id: await registered() }];
      for (const spoil of spoils) {
        const { code, verifier } = await codeFor(clientId);
        expect((await exchange(clientId, code, verifier, spoil).expect(400)).body.error).toBe('invalid_grant');
        expect((await exchange(clientId, code, verifier).expect(400)).body.error).toBe('invalid_grant');
      }
    });

    it('gives invalid_target for another resource at the token endpoint', async () => {
      const clientId = await registered();
      const { code, verifier } = await codeFor(clientId);
      expect((await exchange(clientId, code, verifier, { resource: 'https://other-api.example' }).expect(400)).body.error).toBe('invalid_target');
    });

    it('uses a code once: presented again, it is refused and what it gave is revoked', async () => {
      const clientId = await registered();
      const { code, verifier } = await codeFor(clientId);
      const first = (await exchange(clientId, code, verifier).expect(200)).body;
      await callMcp(first.access_token).expect(200);
      expect((await exchange(clientId, code, verifier).expect(400)).body.error).toBe('invalid_grant');
      await callMcp(first.access_token).expect(401);
      expect((await token({ grant_type: 'refresh_token', client_id: clientId, refresh_token: first.refresh_token }).expect(400)).body.error).toBe('invalid_grant');
    });

    it('rotates the refresh token on every use; a rotated one presented again revokes the family', async () => {
      const clientId = await registered();
      const first = await tokensFor(clientId);
      const second = (await token({ grant_type: 'refresh_token', client_id: clientId, refresh_token: first.refresh_token }).expect(200)).body;
      expect(second.refresh_token).not.toBe(first.refresh_token);
      expect(second).not.toHaveProperty('scope');
      await callMcp(second.access_token).expect(200);
      expect((await token({ grant_type: 'refresh_token', client_id: clientId, refresh_token: first.refresh_token }).expect(400)).body.error).toBe('invalid_grant');
      await callMcp(second.access_token).expect(401);
      expect((await token({ grant_type: 'refresh_token', client_id: clientId, refresh_token: second.refresh_token }).expect(400)).body.error).toBe('invalid_grant');
    });

    it('records a client registered without grant_types with the refresh grant it is then issued and uses (issue 33, item 4)', async () => {
      const registration = (await register({ client_name: 'Assistant', redirect_uris: [REDIRECT] }).expect(201)).body as { client_id: string; grant_types: string[] };
      expect(registration.grant_types).toEqual(['authorization_code', 'refresh_token']);
      const first = await tokensFor(registration.client_id);
      const refreshed = (await token({ grant_type: 'refresh_token', client_id: registration.client_id, refresh_token: first.refresh_token }).expect(200)).body;
      await callMcp(refreshed.access_token).expect(200);
    });

    it('carries the store and the scopes forward through refresh', async () => {
      const clientId = await registered();
      const first = await tokensFor(clientId, 'store:read quotes:read');
      const refreshed = (await token({ grant_type: 'refresh_token', client_id: clientId, refresh_token: first.refresh_token }).expect(200)).body;
      const answer = JSON.parse((await callMcp(refreshed.access_token).expect(200)).body.result.content[0].text);
      expect(answer).toMatchObject({ id: store.id, scopes: ['store:read', 'quotes:read'] });
    });
  });

  describe('lifetimes', () => {
    it('refuses a code after 10 minutes', async () => {
      const clientId = await registered();
      const { code, verifier } = await codeFor(clientId);
      offsetMs = 10 * 60_000 + 1_000;
      expect((await exchange(clientId, code, verifier).expect(400)).body.error).toBe('invalid_grant');
    });

    it('stops accepting an access token after 60 minutes, and refreshes it within 30 days', async () => {
      const clientId = await registered();
      const tokens = await tokensFor(clientId);
      offsetMs = 60 * 60_000 + 1_000;
      await callMcp(tokens.access_token).expect(401);
      const refreshed = (await token({ grant_type: 'refresh_token', client_id: clientId, refresh_token: tokens.refresh_token }).expect(200)).body;
      await callMcp(refreshed.access_token).expect(200);
      offsetMs = 31 * 24 * 3600_000;
      expect((await token({ grant_type: 'refresh_token', client_id: clientId, refresh_token: refreshed.refresh_token }).expect(400)).body.error).toBe('invalid_grant');
    });
  });

  describe('revocation', () => {
    it('revokes the pair from either token, and answers 200 for a token it does not know', async () => {
      const clientId = await registered();
      const byAccess = await tokensFor(clientId);
      await service.http.post('/oauth/revoke').type('form').send({ client_id: clientId, token: byAccess.access_token }).expect(200);
      await callMcp(byAccess.access_token).expect(401);
      expect((await token({ grant_type: 'refresh_token', client_id: clientId, refresh_token: byAccess.refresh_token }).expect(400)).body.error).toBe('invalid_grant');

      const byRefresh = await tokensFor(clientId);
      await service.http.post('/oauth/revoke').type('form').send({ client_id: clientId, token: byRefresh.refresh_token }).expect(200);
      await callMcp(byRefresh.access_token).expect(401);

      await service.http.post('/oauth/revoke').type('form').send({ client_id: clientId, token: 'never-issued' }).expect(200);
      await service.http.post('/oauth/revoke').type('form').send({ client_id: clientId, token: byRefresh.refresh_token }).expect(200);
    });
  });

  describe('the connector endpoint', () => {
    it('answers 401 with the resource-metadata challenge without a token, and never accepts a Store API key', async () => {
      for (const bearer of [undefined, store.keys.all!]) {
        const response = await callMcp(bearer).expect(401);
        expect(response.headers['www-authenticate']).toMatch(new RegExp(`^Bearer resource_metadata="${MCP}/\\.well-known/oauth-protected-resource"`));
      }
    });

    it('answers its 401 as every refusal outside the OAuth error bodies is answered, an application/problem+json document, as the registration quota’s 429 is (issue 33, item 4)', async () => {
      const missing = await callMcp().expect(401);
      expect(missing.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(missing.body).toMatchObject({ status: 401, code: 'missing_access_token', type: expect.stringMatching(/\/help\/problems\/missing_access_token$/), request_id: expect.any(String) });
      expect(missing.headers['www-authenticate']).not.toMatch(/error=/);
      const invalid = await callMcp(store.keys.all!).expect(401);
      expect(invalid.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(invalid.body).toMatchObject({ status: 401, code: 'invalid_access_token' });
      expect(invalid.headers['www-authenticate']).toMatch(/, error="invalid_token"$/);

      const from = '203.0.113.133';
      for (let attempt = 0; attempt < 20; attempt += 1) await register({ redirect_uris: ['ftp://nope'] }, from).expect(400).expect('Content-Type', /^application\/json/);
      const limited = await register({ redirect_uris: [REDIRECT] }, from).expect(429);
      expect(limited.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(limited.body).toMatchObject({ status: 429, code: 'rate_limited' });
    });

    it('answers a body that is not one JSON object or array with the documented 400 malformed_json problem', async () => {
      const response = await service.http.post('/mcp').set('Content-Type', 'application/json').send('"tools/list"').expect(400);
      expect(response.body.code).toBe('malformed_json');
    });

    it('stops accepting a token once the approving person has left the store’s company', async () => {
      // The person leaves a store of their own: the other tests' person stays.
      const leaving = await aStore(service, { owner: true });
      const clientId = await registered();
      const tokens = await tokensFor(clientId, 'store:read', leaving.people[0]!);
      await callMcp(tokens.access_token).expect(200);
      await operatorOf(service).resource('removePerson', { params: { store_id: leaving.id }, body: { email: leaving.people[0]!.email } });
      await callMcp(tokens.access_token).expect(401);
    });
  });

  describe('in production', () => {
    it('marks the session cookie Secure, and names the login form’s CSRF cookie __Host- so that no other origin can set it (issue 33, item 7)', async () => {
      const production = await startTestService({ env: { AUTH_URL: AUTH, MCP_URL: MCP, SIGNWRIGHT_ENV: 'production' } });
      try {
        const owner = (await aStore(production, { owner: true })).people[0]!;
        // supertest keeps no Secure cookie over plain HTTP: the login form's is passed on by hand.
        const loginPage = await production.http.get('/admin').expect(200);
        expect(loginPage.headers['set-cookie']![0]).toMatch(/^__Host-sw_login_csrf=[^;]+; Max-Age=\d+; Path=\/; Expires=[^;]+; HttpOnly; Secure; SameSite=Lax$/);
        expect(loginPage.headers['set-cookie']![0]).not.toMatch(/Domain=/i);
        const token = hiddenFields(loginPage.text).csrf_token!;
        // The unprefixed name, which a sibling subdomain or a plain-HTTP page could plant, is not the token's cookie.
        await production.http.post('/admin/login').set('Cookie', `sw_login_csrf=${token}`).type('form').send({ ...hiddenFields(loginPage.text), ...owner }).expect(403);
        const response = await production.http
          .post('/admin/login')
          .set('Cookie', loginPage.headers['set-cookie']![0]!.split(';')[0]!)
          .type('form')
          .send({ ...hiddenFields(loginPage.text), ...owner })
          .expect(303);
        expect(response.headers['set-cookie']![0]).toMatch(/; Secure/);
        expect(response.headers['set-cookie']![1]).toMatch(/^__Host-sw_device=[^;]+;.*Path=\/;.*HttpOnly; Secure; SameSite=Lax$/);
      } finally {
        await production.close();
      }
    });
  });
});
