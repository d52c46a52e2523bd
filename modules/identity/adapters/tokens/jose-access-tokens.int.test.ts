import { decodeProtectedHeader } from 'jose';
import type { Clock } from '../../../../shared-kernel/clock';
import { startTestService, type TestService } from '../../../../tests/support/test-service';
import { IdentityTokens } from '../../identity.tokens';
import type { AccessTokenClaims, AccessTokens } from '../../application/connector-ports';

describe('access token signing keys', () => {
  let service: TestService;
  let offsetMs = 0;
  const clock: Clock = { now: () => new Date(Date.now() + offsetMs) };
  const claims = (jti: string, lifetimeDays = 40): AccessTokenClaims => ({
    jti, issuer: 'http://auth.test', audience: 'http://mcp.test', subject: '1', clientId: 'c', storeId: 1, scopes: ['store:read'],
    expiresAt: new Date(clock.now().getTime() + lifetimeDays * 24 * 3600_000),
  });

  beforeAll(async () => {
    service = await startTestService({ clock });
  });
  afterAll(() => service.close());

  it('are kept by the service and rotated after 30 days, the previous key verifying what it signed until its tokens expire', async () => {
    const tokens = service.container.get<AccessTokens>(IdentityTokens.AccessTokens);
    const before = await tokens.sign(claims('before'));
    offsetMs = 30 * 24 * 3600_000 + 10 * 60_000;
    const after = await tokens.sign(claims('after'));
    expect(decodeProtectedHeader(after).kid).not.toBe(decodeProtectedHeader(before).kid);
    expect(await tokens.verify(before, 'http://auth.test')).toEqual({ jti: 'before', audience: 'http://mcp.test' });
    expect(await tokens.verify(after, 'http://auth.test')).toEqual({ jti: 'after', audience: 'http://mcp.test' });
    expect(await tokens.verify(after, 'http://another-issuer.test')).toBeUndefined();
    expect(await tokens.verify(`${after.slice(0, -4)}AAAA`, 'http://auth.test')).toBeUndefined();
  });

  it('drops a retired key once no token it signed can still be valid', async () => {
    const tokens = service.container.get<AccessTokens>(IdentityTokens.AccessTokens);
    // A lifetime no real token has: only the key's removal can make it fail.
    const old = await tokens.sign(claims('old', 400));
    expect(await tokens.verify(old, 'http://auth.test')).toBeDefined();
    offsetMs += 31 * 24 * 3600_000;
    await tokens.sign(claims('newer'));
    offsetMs += 31 * 24 * 3600_000;
    await tokens.sign(claims('newest'));
    expect(await tokens.verify(old, 'http://auth.test')).toBeUndefined();
  });
});
