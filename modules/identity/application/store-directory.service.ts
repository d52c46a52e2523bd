import { inject, injectable } from 'inversify';
import { Problems } from '../../../shared-kernel/problems/problems';
import { planIncludesPerWordStyling } from '../domain/plans';
import { acceptsWrites } from '../domain/integration';
import { IdentityTokens } from '../identity.tokens';
import type { IntegrationRepository, StoreRepository } from './ports';

/** What other contexts may know of a store: its currency, its plan's features, its integrations. */
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
  ) {}

  async profile(storeId: number): Promise<StoreProfile> {
    const store = await this.stores.findById(storeId);
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
}
