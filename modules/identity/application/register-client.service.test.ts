import { SettableClock } from '../../../shared-kernel/test-support/settable-clock';
import { InMemoryOAuthClientRepository } from '../test-support/in-memory-oauth-client.repository';
import { RegisterClientService } from './register-client.service';

function setUp() {
  const clock = new SettableClock('2026-05-01T09:00:00Z');
  const clients = new InMemoryOAuthClientRepository(() => false, clock);
  return { clients, service: new RegisterClientService(clients) };
}

const refusal = (error: string) => ({ name: 'OAuthError', error });

describe('registering a connector client', () => {
  it('records a client registered without grant_types with both grants it will be issued (code and refresh), and remembers where it registered from', async () => {
    const { service, clients } = setUp();
    const registration = await service.register({ client_name: ' Claude ', redirect_uris: ['https://claude.ai/callback', 'https://claude.ai/callback'] }, '203.0.113.9');
    expect(registration).toEqual({
      client_id: expect.stringMatching(/^mcp_[A-Za-z0-9_-]{24}$/),
      client_id_issued_at: Date.parse('2026-05-01T09:00:00Z') / 1000,
      client_name: 'Claude',
      redirect_uris: ['https://claude.ai/callback'],
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      token_endpoint_auth_method: 'none',
    });
    expect(clients.clients.get(registration.client_id)).toMatchObject({ selfRegistered: true, registeredFrom: '203.0.113.9' });
  });

  it('names a client without a name', async () => {
    const { service } = setUp();
    const registration = await service.register({ redirect_uris: ['http://127.0.0.1:8765/callback'] }, '203.0.113.9');
    expect(registration).toMatchObject({ client_name: 'Unnamed client' });
  });

  it('records every client with the code and refresh grants, whichever of them it asked for: every code exchange issues a refresh token', async () => {
    const { service } = setUp();
    for (const grantTypes of [['authorization_code'], ['refresh_token', 'authorization_code', 'refresh_token'], ['authorization_code', 'refresh_token']]) {
      const registration = await service.register({ redirect_uris: ['http://127.0.0.1:8765/callback'], grant_types: grantTypes }, '203.0.113.9');
      expect(registration.grant_types).toEqual(['authorization_code', 'refresh_token']);
    }
  });

  it('refuses redirect URIs that break the rules', async () => {
    const { service, clients } = setUp();
    const uris: unknown[] = [undefined, [], ['http://client.example/callback'], ['https://client.example/cb#top'], ['https://*.example/cb'], Array(11).fill('https://a.example/cb'), [42]];
    for (const redirectUris of uris) {
      await expect(service.register({ redirect_uris: redirectUris }, '203.0.113.9')).rejects.toMatchObject(refusal('invalid_redirect_uri'));
    }
    expect(clients.clients.size).toBe(0);
  });

  it('keeps and answers redirect URIs exactly as written, each distinct string once (issue 33, item 3)', async () => {
    const { service, clients } = setUp();
    const registration = await service.register({ redirect_uris: ['HTTPS://Claude.AI:443/callback', 'https://claude.ai/callback', 'https://claude.ai/callback', 'http://LOCALHOST:8765'] }, '203.0.113.9');
    expect(registration.redirect_uris).toEqual(['HTTPS://Claude.AI:443/callback', 'https://claude.ai/callback', 'http://LOCALHOST:8765']);
    expect(clients.clients.get(registration.client_id)?.redirectUris).toEqual(registration.redirect_uris);
  });

  it('refuses, as invalid_redirect_uri, a redirect URI with userinfo or control characters, or one that is not absolute', async () => {
    const { service, clients } = setUp();
    for (const uri of [
      'https://user@client.example/cb', 'https://@client.example/cb', 'https://client.example@attacker.example/cb',
      'https://client.example/c\nb', 'https://client.example/cb\t', ' https://client.example/cb', 'https://client.example/c\u0000b', 'https://client.example/c\u0085b',
      '/callback', 'https:/client.example/cb', 'https:client.example/cb', 'https:\\\\client.example\\cb', '//client.example/cb',
    ]) {
      await expect(service.register({ redirect_uris: [uri] }, '203.0.113.9')).rejects.toMatchObject(refusal('invalid_redirect_uri'));
    }
    expect(clients.clients.size).toBe(0);
  });

  it('refuses confidential clients and grants or responses other than the code flow’s', async () => {
    const { service } = setUp();
    const valid = { redirect_uris: ['https://client.example/cb'] };
    for (const metadata of [
      { token_endpoint_auth_method: 'client_secret_basic' },
      { client_secret: 's3cret' },
      { jwks_uri: 'https://client.example/jwks' },
      { grant_types: ['client_credentials'] },
      { grant_types: [] },
      { response_types: ['token'] },
    ]) {
      await expect(service.register({ ...valid, ...metadata }, '203.0.113.9')).rejects.toMatchObject(refusal('invalid_client_metadata'));
    }
  });
});
