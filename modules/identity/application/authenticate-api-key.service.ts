import { inject, injectable } from 'inversify';
import { Problems } from '../../../shared-kernel/problems/problems';
import { CLOCK, type Clock } from '../../../shared-kernel/clock';
import type { RequestCredential } from '../../../shared-kernel/request-context';
import { digestOf, digestsEqual, looksLikeApiKey } from '../domain/api-key-secret';
import { grantedScopes, standingOf } from '../domain/api-key';
import { IdentityTokens } from '../identity.tokens';
import type { ApiKeyRepository } from './ports';
import type { LastUsedRecorder } from './last-used-recorder';
import type { AuthenticatedStores } from './authenticated-stores';

/** Turns a bearer secret into the credential of its store, or the 401 problem that says why not. */
@injectable()
export class AuthenticateApiKeyService {
  constructor(
    @inject(IdentityTokens.ApiKeyRepository) private readonly keys: ApiKeyRepository,
    @inject(IdentityTokens.LastUsedRecorder) private readonly lastUsed: LastUsedRecorder,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(IdentityTokens.AuthenticatedStores) private readonly stores: AuthenticatedStores,
  ) {}

  async authenticate(secret: string): Promise<RequestCredential> {
    if (!looksLikeApiKey(secret)) throw Problems.invalidApiKey();
    const digest = digestOf(secret);
    const found = await this.keys.findByDigestWithStore(digest);
    if (!found || !digestsEqual(found.key.digest, digest)) throw Problems.invalidApiKey();
    const { key } = found;
    const now = this.clock.now();
    const standing = standingOf(key, now);
    if (standing === 'revoked') throw Problems.invalidApiKey();
    if (standing === 'expired') throw Problems.expiredApiKey();
    this.lastUsed.record(key.id, now);
    if (found.store) this.stores.remember(found.store);
    return {
      kind: 'api_key',
      id: String(key.id),
      storeId: key.storeId,
      scopes: grantedScopes(key),
      wildcard: key.legacy,
      test: key.mode === 'test',
    };
  }
}
