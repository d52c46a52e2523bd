import { inject, injectable } from 'inversify';
import type { ConnectorCaller } from '../../../shared-kernel/connector-tools';
import { CLOCK, type Clock } from '../../../shared-kernel/clock';
import { IdentityTokens } from '../identity.tokens';
import type { ConnectorOrigins } from './connector-origins';
import type { AccessTokens, ConnectionRepository } from './connector-ports';

/**
 * Every connector request's check of its bearer token: our signature, the row's expiry and revocation,
 * the binding to this resource, and that the approving person still belongs to the store's company.
 * The store comes from the token; nothing in the request changes it.
 */
@injectable()
export class ConnectorAccessService {
  constructor(
    @inject(IdentityTokens.ConnectionRepository) private readonly connections: ConnectionRepository,
    @inject(IdentityTokens.AccessTokens) private readonly tokens: AccessTokens,
    @inject(IdentityTokens.ConnectorOrigins) private readonly origins: ConnectorOrigins,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async callerOf(bearer: string): Promise<(ConnectorCaller & { clientId: string }) | undefined> {
    const now = this.clock.now();
    const verified = await this.tokens.verify(bearer, this.origins.authUrl);
    if (!verified || verified.audience !== this.origins.mcpUrl) return undefined;
    const pair = await this.connections.findPairByAccess(verified.jti);
    if (!pair || pair.revokedAt || pair.accessExpiresAt <= now || pair.connection.resource !== this.origins.mcpUrl) return undefined;
    const { connection } = pair;
    if (!(await this.connections.personBelongsToStore(connection.personId, connection.storeId))) return undefined;
    await this.connections.touch(connection.id, now);
    return { storeId: connection.storeId, personId: connection.personId, connectionId: connection.id, scopes: connection.scopes, clientId: connection.clientId, clientName: pair.clientName };
  }
}
