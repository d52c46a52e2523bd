import { inject, injectable } from 'inversify';
import { Problems } from '../../../shared-kernel/problems/problems';
import { currentRequestContext } from '../../../shared-kernel/request-context';
import { planIncludesPerWordStyling } from '../domain/plans';
import { acceptsWrites } from '../domain/integration';
import { IdentityTokens } from '../identity.tokens';
import { AuthenticatedStores } from '../application/authenticated-stores';
import type { IntegrationRepository, StoreMode, StoreRepository } from '../application/ports';

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
  /** False for a store's hidden test store: its mail goes to the test mailbox, its events carry `livemode: false`. */
  livemode: boolean;
}

/**
 * What other contexts may know of a store: its currency, its plan's features, its integrations. A read
 * model: it reads, and writes nothing.
 */
@injectable()
export class StoreDirectory {
  constructor(
    @inject(IdentityTokens.StoreRepository) private readonly stores: StoreRepository,
    @inject(IdentityTokens.IntegrationRepository) private readonly integrations: IntegrationRepository,
    @inject(AuthenticatedStores) private readonly authenticated: AuthenticatedStores,
  ) {}

  /**
   * A test store answers its live store's name, currency, plan and manufacturer (decision 0026). The calling
   * key's store is taken as authentication read it moments ago in this request: one round trip less.
   */
  async profile(storeId: number): Promise<StoreProfile> {
    const recalled = this.authenticated.recall(storeId);
    const store = recalled ? { ...recalled.store, livemode: recalled.store.id === storeId } : await this.stores.findSharedById(storeId);
    if (!store) throw Problems.resourceNotFound('store');
    return {
      id: storeId,
      livemode: store.livemode,
      currency: store.currency,
      platform: store.platform,
      plan: store.plan,
      perWordStyling: planIncludesPerWordStyling(store.plan),
      name: store.name,
      manufacturerEmail: store.manufacturerEmail,
    };
  }

  /** True only for an enabled custom integration of this store (a test store's are its live store's). */
  async integrationAcceptsWrites(storeId: number, integrationId: number): Promise<boolean> {
    const integration = (await this.integrationsOf(storeId)).find((candidate) => candidate.id === integrationId);
    return integration !== undefined && acceptsWrites(integration);
  }

  /**
   * The store's integrations that receive product:created: enabled custom integrations with a
   * create-product URL. The product's own integration comes first when it is one of them.
   */
  async productCallbackIntegrations(storeId: number, preferred: number | null): Promise<number[]> {
    const ids = (await this.integrationsOf(storeId)).filter((integration) => acceptsWrites(integration) && integration.createProductUrl).map((integration) => integration.id);
    return preferred !== null && ids.includes(preferred) ? [preferred, ...ids.filter((id) => id !== preferred)] : ids;
  }

  /** The integration's create-product callback, while it is an enabled custom integration with a URL. */
  async productCallback(storeId: number, integrationId: number): Promise<ProductCallback | undefined> {
    const liveStoreId = await this.liveStoreIdOf(storeId);
    const integration = (await this.integrations.listByStore(liveStoreId)).find((candidate) => candidate.id === integrationId);
    if (!integration || !acceptsWrites(integration) || !integration.createProductUrl) return undefined;
    const secret = await this.integrations.signingSecretOf(liveStoreId, integrationId);
    return secret ? { integrationId, url: integration.createProductUrl, secret } : undefined;
  }

  /** False for a store's hidden test store (test mode); an unknown store is live to no one, so false too. */
  async livemode(storeId: number): Promise<boolean> {
    return (await this.modeOf(storeId))?.livemode ?? false;
  }

  /** Integrations belong to the live store; a test store uses them as its own. */
  private async integrationsOf(storeId: number) {
    return this.integrations.listByStore(await this.liveStoreIdOf(storeId));
  }

  private async liveStoreIdOf(storeId: number): Promise<number> {
    return (await this.modeOf(storeId))?.liveStoreId ?? storeId;
  }

  /** The calling credential says which live store it acts for; the service acting for a store (a worker) asks. */
  private async modeOf(storeId: number): Promise<StoreMode | undefined> {
    const credential = currentRequestContext()?.credential;
    if (credential && credential.kind !== 'system' && credential.storeId === storeId) {
      return { liveStoreId: credential.liveStoreId ?? storeId, livemode: credential.liveStoreId === undefined };
    }
    return this.stores.modeOf(storeId);
  }
}
