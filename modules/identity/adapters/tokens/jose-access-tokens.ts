import { randomUUID } from 'node:crypto';
import { inject, injectable } from 'inversify';
import { SignJWT, exportJWK, generateKeyPair, importJWK, jwtVerify, decodeProtectedHeader, type JWK } from 'jose';
import { CLOCK, type Clock } from '../../../../shared-kernel/clock';
import { IdentityTokens } from '../../identity.tokens';
import { ACCESS_TOKEN_LIFETIME_MS } from '../../domain/connection';
import type { AccessTokenClaims, AccessTokens, SigningKeyRecord, SigningKeyRepository } from '../../application/connector-ports';

const ALGORITHM = 'ES256';
/** A key signs for 30 days, then a new one takes over; the old one verifies until its last token expires. */
const SIGNING_PERIOD_MS = 30 * 24 * 3600_000;
const KEYS_REREAD_MS = 60_000;

/**
 * Access tokens are ES256 JWTs signed with keys kept in the database (so every instance shares them)
 * and rotated every 30 days. A token also exists as a row: the signature only says we issued it.
 */
@injectable()
export class JoseAccessTokens implements AccessTokens {
  private keys: { records: SigningKeyRecord[]; readAt: number } | undefined;

  constructor(
    @inject(IdentityTokens.SigningKeyRepository) private readonly repository: SigningKeyRepository,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async sign(claims: AccessTokenClaims): Promise<string> {
    const key = await this.currentKey();
    return new SignJWT({ client_id: claims.clientId, store_id: claims.storeId, scope: claims.scopes.join(' ') })
      .setProtectedHeader({ alg: ALGORITHM, kid: key.kid, typ: 'at+jwt' })
      .setIssuer(claims.issuer)
      .setAudience(claims.audience)
      .setSubject(claims.subject)
      .setJti(claims.jti)
      .setIssuedAt(Math.floor(this.clock.now().getTime() / 1000))
      .setExpirationTime(Math.floor(claims.expiresAt.getTime() / 1000))
      .sign(await importJWK(key.privateJwk as unknown as JWK, ALGORITHM));
  }

  async verify(token: string, issuer: string): Promise<{ jti: string; audience: string } | undefined> {
    try {
      const { kid } = decodeProtectedHeader(token);
      const record = (await this.records()).find((candidate) => candidate.kid === kid);
      if (!record) return undefined;
      const { payload } = await jwtVerify(token, await importJWK(record.publicJwk as unknown as JWK, ALGORITHM), {
        issuer,
        algorithms: [ALGORITHM],
        typ: 'at+jwt',
        currentDate: this.clock.now(),
      });
      const audience = Array.isArray(payload.aud) ? payload.aud[0] : payload.aud;
      return payload.jti && audience ? { jti: payload.jti, audience } : undefined;
    } catch {
      return undefined;
    }
  }

  private async records(force = false): Promise<SigningKeyRecord[]> {
    const now = Date.now();
    if (force || !this.keys || now - this.keys.readAt > KEYS_REREAD_MS) this.keys = { records: await this.repository.list(), readAt: now };
    return this.keys.records;
  }

  private async currentKey(): Promise<SigningKeyRecord> {
    const now = this.clock.now();
    const fresh = (records: SigningKeyRecord[]) => records.find((record) => now.getTime() - record.createdAt.getTime() < SIGNING_PERIOD_MS);
    const found = fresh(await this.records());
    if (found) return found;
    const { privateKey, publicKey } = await generateKeyPair(ALGORITHM, { extractable: true });
    const kid = randomUUID();
    const record = { kid, privateJwk: { ...(await exportJWK(privateKey)), kid }, publicJwk: { ...(await exportJWK(publicKey)), kid }, createdAt: now };
    // Within the token endpoint's transaction: the new key commits with the tokens it signed.
    await this.repository.add(record);
    await this.repository.removeOlderThan(new Date(now.getTime() - SIGNING_PERIOD_MS - ACCESS_TOKEN_LIFETIME_MS));
    return fresh(await this.records(true)) ?? record;
  }
}
