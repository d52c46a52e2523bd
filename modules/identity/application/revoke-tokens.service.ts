import { inject, injectable } from 'inversify';
import { CLOCK, type Clock } from '../../../shared-kernel/clock';
import { IdentityTokens } from '../identity.tokens';
import { OAuthError } from '../domain/oauth-error';
import { digestOf } from './consent.service';
import type { ConnectorOrigins } from './connector-origins';
import type { AccessTokens, ConnectionRepository, TokenPairRecord } from './connector-ports';

/**
 * RFC 7009. Either token of a pair revokes both. An unknown or already-gone token answers success with
 * nothing revoked; a token of another client is refused.
 */
@injectable()
export class RevokeTokensService {
  constructor(
    @inject(IdentityTokens.ConnectionRepository) private readonly connections: ConnectionRepository,
    @inject(IdentityTokens.AccessTokens) private readonly tokens: AccessTokens,
    @inject(IdentityTokens.ConnectorOrigins) private readonly origins: ConnectorOrigins,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async revoke(parameters: Record<string, string | undefined>): Promise<void> {
    if (!parameters.client_id) throw new OAuthError('invalid_request', 'client_id is required.');
    if (!parameters.token) throw new OAuthError('invalid_request', 'token is required.');
    const pair = await this.pairOf(parameters.token);
    if (!pair) return;
    if (pair.connection.clientId !== parameters.client_id) throw new OAuthError('unauthorized_client', 'The token was issued to another client.');
    await this.connections.revokePair(pair.id, this.clock.now());
  }

  private async pairOf(token: string): Promise<TokenPairRecord | undefined> {
    const byRefresh = await this.connections.findPairByRefreshForUpdate(digestOf(token));
    if (byRefresh) return byRefresh;
    const access = await this.tokens.verify(token, this.origins.authUrl);
    return access ? this.connections.findPairByAccess(access.jti) : undefined;
  }
}
