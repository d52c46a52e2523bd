import { randomBytes, randomUUID } from 'node:crypto';
import { inject, injectable } from 'inversify';
import { CLOCK, type Clock } from '../../../shared-kernel/clock';
import { IdentityTokens } from '../identity.tokens';
import { ACCESS_TOKEN_LIFETIME_MS, REFRESH_TOKEN_LIFETIME_MS, type Connection } from '../domain/connection';
import { OAuthError } from '../domain/oauth-error';
import { verifierMatches } from '../domain/pkce';
import { sameRedirectUri } from '../domain/oauth-redirect-uri';
import { digestOf } from './consent.service';
import type { ConnectorOrigins } from './connector-origins';
import type { AccessTokens, ConnectionRepository } from './connector-ports';

/** The token endpoint's answer. No `scope`: the granted scopes are the requested ones, read with get_store. */
export interface TokenResponse {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
  refresh_token: string;
}

type Parameters = Record<string, string | undefined>;

/**
 * A refusal is thrown only once everything it decided is written (a failed exchange revokes its code, a
 * reused token its family): the token endpoint commits those although the request fails.
 */
function answerOf(outcome: TokenResponse | OAuthError): TokenResponse {
  if (outcome instanceof OAuthError) throw outcome;
  return outcome;
}

/**
 * The token endpoint: a code for a first pair, a refresh token for the next. Codes are single-use, and a
 * failed exchange revokes the code; a code presented again revokes every token it led to. Refresh
 * tokens rotate on every use, and a rotated one presented again revokes its whole family. The store
 * and the resource binding are carried forward from the connection.
 */
@injectable()
export class IssueTokensService {
  constructor(
    @inject(IdentityTokens.ConnectionRepository) private readonly connections: ConnectionRepository,
    @inject(IdentityTokens.AccessTokens) private readonly tokens: AccessTokens,
    @inject(IdentityTokens.ConnectorOrigins) private readonly origins: ConnectorOrigins,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async issue(parameters: Parameters): Promise<TokenResponse> {
    if (!parameters.client_id) throw new OAuthError('invalid_request', 'client_id is required: public clients identify themselves by it.');
    if (parameters.grant_type === 'authorization_code') return answerOf(await this.exchange(parameters));
    if (parameters.grant_type === 'refresh_token') return answerOf(await this.refresh(parameters));
    throw new OAuthError('unsupported_grant_type', 'grant_type is authorization_code or refresh_token.');
  }


  private async exchange(parameters: Parameters): Promise<TokenResponse | OAuthError> {
    const now = this.clock.now();
    const codeDigest = digestOf(parameters.code ?? '');
    const code = parameters.code ? await this.connections.findCodeForUpdate(codeDigest) : undefined;
    const refused = (description: string, error: 'invalid_grant' | 'invalid_target' = 'invalid_grant') => new OAuthError(error, description);
    if (!code || code.revokedAt || code.connection.revokedAt) return refused('The code is unknown or no longer valid; start a new authorization request.');
    if (code.consumedAt) {
      await this.connections.revokePairsFromCode(codeDigest, now);
      return refused('The code was already used; the tokens it gave are revoked.');
    }
    const failure = this.exchangeFailure(code, parameters, now);
    if (failure) {
      await this.connections.markCode(codeDigest, { revokedAt: now });
      return refused(`${failure}; the code is revoked, start a new authorization request.`, failure.startsWith('The resource') ? 'invalid_target' : 'invalid_grant');
    }
    if (!(await this.connections.personBelongsToStore(code.connection.personId, code.connection.storeId))) return refused('The approving person no longer belongs to the store.');
    await this.connections.markCode(codeDigest, { consumedAt: now });
    return this.newPair(code.connection, randomUUID(), codeDigest, now);
  }

  private exchangeFailure(code: { connection: Connection; redirectUri: string; codeChallenge: string; expiresAt: Date }, parameters: Parameters, now: Date): string | undefined {
    if (code.expiresAt <= now) return 'The code has expired';
    if (code.connection.clientId !== parameters.client_id) return 'The code was issued to another client';
    if (!sameRedirectUri(code.redirectUri, parameters.redirect_uri)) return 'redirect_uri differs from the authorization request';
    if (!parameters.code_verifier || !verifierMatches(parameters.code_verifier, code.codeChallenge)) return 'The code_verifier is missing or wrong';
    if (parameters.resource !== undefined && parameters.resource.replace(/\/+$/, '') !== code.connection.resource) return 'The resource differs from the authorized one';
    return undefined;
  }

  private async refresh(parameters: Parameters): Promise<TokenResponse | OAuthError> {
    const now = this.clock.now();
    const pair = parameters.refresh_token ? await this.connections.findPairByRefreshForUpdate(digestOf(parameters.refresh_token)) : undefined;
    if (!pair || pair.connection.clientId !== parameters.client_id || pair.revokedAt) return new OAuthError('invalid_grant', 'The refresh token is unknown or revoked.');
    if (pair.rotatedAt) {
      await this.connections.revokeFamily(pair.family, now);
      return new OAuthError('invalid_grant', 'The refresh token was already used; every token of its family is revoked.');
    }
    if (pair.refreshExpiresAt <= now) return new OAuthError('invalid_grant', 'The refresh token has expired.');
    if (parameters.resource !== undefined && parameters.resource.replace(/\/+$/, '') !== pair.connection.resource) {
      return new OAuthError('invalid_target', 'The resource differs from the authorized one.');
    }
    if (!(await this.connections.personBelongsToStore(pair.connection.personId, pair.connection.storeId))) return new OAuthError('invalid_grant', 'The approving person no longer belongs to the store.');
    await this.connections.markPairRotated(pair.id, now);
    return this.newPair(pair.connection, pair.family, null, now);
  }

  private async newPair(connection: Connection, family: string, codeDigest: string | null, now: Date): Promise<TokenResponse> {
    const jti = randomUUID();
    const accessExpiresAt = new Date(now.getTime() + ACCESS_TOKEN_LIFETIME_MS);
    const refreshToken = randomBytes(32).toString('base64url');
    await this.connections.addTokenPair({
      connectionId: connection.id, family, codeDigest, accessJti: jti, accessExpiresAt,
      refreshDigest: digestOf(refreshToken), refreshExpiresAt: new Date(now.getTime() + REFRESH_TOKEN_LIFETIME_MS),
    });
    const accessToken = await this.tokens.sign({
      jti, issuer: this.origins.authUrl, audience: connection.resource, subject: String(connection.personId),
      clientId: connection.clientId, storeId: connection.storeId, scopes: connection.scopes, expiresAt: accessExpiresAt,
    });
    return { access_token: accessToken, token_type: 'Bearer', expires_in: ACCESS_TOKEN_LIFETIME_MS / 1000, refresh_token: refreshToken };
  }
}
