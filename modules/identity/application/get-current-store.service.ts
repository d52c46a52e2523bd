import { inject, injectable } from 'inversify';
import { Problems } from '../../../shared-kernel/problems/problems';
import { currentRequestContext } from '../../../shared-kernel/request-context';
import type { Integration } from '../domain/integration';
import type { Store } from '../domain/store';
import { IdentityTokens } from '../identity.tokens';
import { AuthenticatedStores } from './authenticated-stores';
import type { StoreRepository } from './ports';

export interface CurrentStore {
  store: Store;
  integrations: Integration[];
  scopes: readonly string[];
}

/** The store the calling credential belongs to, with its integrations and the credential's scopes. */
@injectable()
export class GetCurrentStoreService {
  constructor(
    @inject(IdentityTokens.StoreRepository) private readonly stores: StoreRepository,
    @inject(AuthenticatedStores) private readonly authenticated: AuthenticatedStores,
  ) {}

  async get(): Promise<CurrentStore> {
    const credential = currentRequestContext()?.credential;
    if (!credential) throw Problems.missingApiKey();
    // An API key's authentication already read the store; a connector token's did not.
    const found = this.authenticated.recall(credential.storeId) ?? (await this.stores.findWithIntegrations(credential.storeId));
    if (!found) throw Problems.invalidApiKey();
    return { ...found, scopes: credential.scopes };
  }
}
