import { grantedScopes, standingOf } from './api-key';
import { SCOPES } from './scopes';
import { digestOf, issueApiKeySecret, looksLikeApiKey } from './api-key-secret';

describe('API keys', () => {
  const now = new Date('2026-11-22T12:00:00Z');

  it('issues live keys prefixed svc_live_ and test keys prefixed svc_test_', () => {
    expect(issueApiKeySecret('live').secret).toMatch(/^svc_live_[A-Za-z0-9_-]{32}$/);
    expect(issueApiKeySecret('test').secret).toMatch(/^svc_test_[A-Za-z0-9_-]{32}$/);
  });

  it('keeps only a SHA-256 digest and a short display prefix, never the secret', () => {
    const issued = issueApiKeySecret('live');
    expect(issued.digest).toBe(digestOf(issued.secret));
    expect(issued.digest).toMatch(/^[0-9a-f]{64}$/);
    expect(issued.secret.startsWith(issued.displayPrefix)).toBe(true);
    expect(issued.displayPrefix.length).toBeLessThan(16);
  });

  it('tells a usable, an expired and a revoked key apart; revocation wins', () => {
    expect(standingOf({ revokedAt: null, expiresAt: null }, now)).toBe('usable');
    expect(standingOf({ revokedAt: null, expiresAt: new Date('2026-11-22T12:00:01Z') }, now)).toBe('usable');
    expect(standingOf({ revokedAt: null, expiresAt: now }, now)).toBe('expired');
    expect(standingOf({ revokedAt: now, expiresAt: new Date('2020-01-01') }, now)).toBe('revoked');
  });

  it('grants a scoped key exactly its scopes and a legacy key every scope', () => {
    expect(grantedScopes({ scopes: ['orders:read'], legacy: false })).toEqual(['orders:read']);
    expect(grantedScopes({ scopes: [], legacy: true })).toEqual([...SCOPES]);
  });

  it('recognises only strings that could be keys', () => {
    expect(looksLikeApiKey('svc_live_abc')).toBe(true);
    expect(looksLikeApiKey('sk_live_abc')).toBe(false);
    expect(looksLikeApiKey(`svc_live_${'a'.repeat(500)}`)).toBe(false);
  });
});
