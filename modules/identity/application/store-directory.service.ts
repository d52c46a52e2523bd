import { inject, injectable } from 'inversify';
import { Problems } from '../../../shared-kernel/problems/problems';
import { planIncludesPerWordStyling } from '../domain/plans';
import { acceptsWrites } from '../domain/integration';
import { IdentityTokens } from '../identity.tokens';
import type { AuthenticatedStores } from './authenticated-stores';
import type { IntegrationRepository, StoreRepository } from './ports';

/** What other contexts may know of a store: its currency, its plan's features, its integrations. */
/** Where a custom integration receives product:created, and the secret it is signed with. */
export interface ProductCallback {
  integrationId: number;
  url: string;
  secret: string;
}

export interface StoreProfile {
  id: number;
  currency: string | null;
  platform: string;
  plan: string;
  perWordStyling: boolean;
  name: string;
  manufacturerEmail: string | null;
}

@injectable()
export class StoreDirectoryService {
  constructor(
    @inject(IdentityTokens.StoreRepository) private readonly stores: StoreRepository,
    @inject(IdentityTokens.IntegrationRepository) private readonly integrations: IntegrationRepository,
    @inject(IdentityTokens.AuthenticatedStores) private readonly authenticated: AuthenticatedStores,
  ) {}

  /** The calling key's store is taken as authentication read it moments ago in this request: one round trip less. */
  async profile(storeId: number): Promise<StoreProfile> {
    const store = this.authenticated.recall(storeId)?.store ?? (await this.stores.findById(storeId));
    if (!store) throw Problems.resourceNotFound('store');
    return {
      id: store.id,
      currency: store.currency,
      platform: store.platform,
      plan: store.plan,
      perWordStyling: planIncludesPerWordStyling(store.plan),
      name: store.name,
      manufacturerEmail: store.manufacturerEmail,
    };
  }

  /** True only for an enabled custom integration of this store. */
  async integrationAcceptsWrites(storeId: number, integrationId: number): Promise<boolean> {
    const integration = (await this.integrations.listByStore(storeId)).find((candidate) => candidate.id === integrationId);
    return integration !== undefined && acceptsWrites(integration);
  }

  /**
   * The store's integrations that receive product:created: enabled custom integrations with a
   * create-product URL. The product's own integration comes first when it is one of them.
   */
  async productCallbackIntegrations(storeId: number, preferred: number | null): Promise<number[]> {
    const ids = (await this.integrations.listByStore(storeId)).filter((integration) => acceptsWrites(integration) && integration.createProductUrl).map((integration) => integration.id);
    return preferred !== null && ids.includes(preferred) ? [preferred, ...ids.filter((id) => id !== preferred)] : ids;
  }

  /** The integration's create-product callback, while it is an enabled custom integration with a URL. */
  async productCallback(storeId: number, integrationId: number): Promise<ProductCallback | undefined> {
    const integration = (await this.integrations.listByStore(storeId)).find((candidate) => candidate.id === integrationId);
    if (!integration || !acceptsWrites(integration) || !integration.createProductUrl) return undefined;
    const secret = await this.integrations.signingSecretOf(storeId, integrationId);
    return secret ? { integrationId, url: integration.createProductUrl, secret } : undefined;
  }
}
