import { inject, injectable } from 'inversify';
import { CLOCK, type Clock } from '../../../shared-kernel/clock';
import { IdentityTokens } from '../identity.tokens';
import { UNUSED_CLIENT_LIFETIME_MS } from '../domain/connection';
import type { OAuthClientRepository } from './connector-ports';

/** Registration is open to anyone: registrations no person ever approved are pruned after a day. */
@injectable()
export class PruneClientsService {
  constructor(
    @inject(IdentityTokens.OAuthClientRepository) private readonly clients: OAuthClientRepository,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  prune(): Promise<number> {
    return this.clients.pruneUnused(new Date(this.clock.now().getTime() - UNUSED_CLIENT_LIFETIME_MS));
  }
}
