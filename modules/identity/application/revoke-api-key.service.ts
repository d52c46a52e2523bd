import { inject, injectable } from 'inversify';
import { Problems } from '../../../shared-kernel/problems/problems';
import { CLOCK, type Clock } from '../../../shared-kernel/clock';
import type { ApiKey } from '../domain/api-key';
import { IdentityTokens } from '../identity.tokens';
import type { ApiKeyRepository } from './ports';

/** Revokes a key at once; revoking an already revoked key keeps its first revocation time. */
@injectable()
export class RevokeApiKeyService {
  constructor(
    @inject(IdentityTokens.ApiKeyRepository) private readonly keys: ApiKeyRepository,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async revoke(keyId: number): Promise<ApiKey> {
    const revoked = await this.keys.revoke(keyId, this.clock.now());
    if (!revoked) throw Problems.resourceNotFound('API key');
    return revoked;
  }
}
