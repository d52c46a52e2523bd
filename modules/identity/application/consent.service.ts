import { createHash, randomBytes } from 'node:crypto';
import { inject, injectable } from 'inversify';
import { CLOCK, type Clock } from '../../../shared-kernel/clock';
import { IdentityTokens } from '../identity.tokens';
import { CODE_LIFETIME_MS } from '../domain/connection';
import { errorRedirect, type AuthorizationRequest } from './authorization-requests.service';
import type { ConnectionRepository, PersonStore } from './connector-ports';

export const digestOf = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** The person's answer on the consent page: a connection and a single-use code, or access_denied. */
@injectable()
export class ConsentService {
  constructor(
    @inject(IdentityTokens.ConnectionRepository) private readonly connections: ConnectionRepository,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  storesOf(personId: number): Promise<PersonStore[]> {
    return this.connections.storesOf(personId);
  }

  /** The redirect with the code and the state (no `iss`), or undefined when the person may not act for the store. */
  async approve(personId: number, request: AuthorizationRequest, storeId: number): Promise<string | undefined> {
    if (!(await this.connections.personBelongsToStore(personId, storeId))) return undefined;
    const connection = await this.connections.create({ clientId: request.client.id, personId, storeId, scopes: request.scopes, resource: request.resource });
    const code = randomBytes(32).toString('base64url');
    await this.connections.addCode(digestOf(code), {
      connectionId: connection.id,
      redirectUri: request.redirectUri,
      codeChallenge: request.codeChallenge,
      expiresAt: new Date(this.clock.now().getTime() + CODE_LIFETIME_MS),
    });
    const url = new URL(request.redirectUri);
    url.searchParams.set('code', code);
    if (request.state !== undefined) url.searchParams.set('state', request.state);
    return url.toString();
  }

  deny(request: AuthorizationRequest): string {
    return errorRedirect(request.redirectUri, 'access_denied', 'The person declined.', request.state);
  }
}
