import { inject, injectable } from 'inversify';
import { Problems } from '../../../shared-kernel/problems/problems';
import { currentRequestContext } from '../../../shared-kernel/request-context';
import type { Integration } from '../domain/integration';
import type { Store } from '../domain/store';
import { IdentityTokens } from '../identity.tokens';
import type { StoreRepository } from './ports';

export interface CurrentStore {
  store: Store;
  integrations: Integration[];
  scopes: readonly string[];
}

/** The store the calling credential belongs to, with its integrations and the credential's scopes. */
@injectable()
export class GetCurrentStoreService {
  constructor(@inject(IdentityTokens.StoreRepository) private readonly stores: StoreRepository) {}

  async get(): Promise<CurrentStore> {
    const credential = currentRequestContext()?.credential;
    if (!credential) throw Problems.missingApiKey();
    const found = await this.stores.findWithIntegrations(credential.storeId);
    if (!found) throw Problems.invalidApiKey();
    return { ...found, scopes: credential.scopes };
  }
}
