import { randomBytes } from 'node:crypto';
import type { Clock } from '../../../shared-kernel/clock';
import { copyOf } from '../../../shared-kernel/test-support/in-memory-unit-of-work';
import type { AccessTokenClaims, AccessTokens } from '../application/connector-ports';

/**
 * Access tokens in memory: a token verifies only when this instance signed it, for the issuer asked
 * about, and it has not expired.
 */
export class InMemoryAccessTokens implements AccessTokens {
  readonly signed = new Map<string, AccessTokenClaims>();

  constructor(private readonly clock: Clock) {}

  async sign(claims: AccessTokenClaims): Promise<string> {
    const token = `at.${randomBytes(16).toString('base64url')}`;
    this.signed.set(token, copyOf(claims));
    return token;
  }

  async verify(token: string, issuer: string): Promise<{ jti: string; audience: string } | undefined> {
    const claims = this.signed.get(token);
    if (!claims || claims.issuer !== issuer || claims.expiresAt <= this.clock.now()) return undefined;
    return { jti: claims.jti, audience: claims.audience };
  }
}
