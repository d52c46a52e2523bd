import { Problems } from '../../../shared-kernel/problems/problems';
import type { IntegrationWrites, StoreProfiles } from '../application/ports';

export interface StoreProfileEntry {
  currency: string | null;
  perWordStyling: boolean;
  /** The store's enabled custom integrations: the only ones that accept writes. */
  writableIntegrationIds: number[];
}

/** What the identity context tells the catalogue of its stores, held in memory; an unknown store is a 404 as there. */
export class InMemoryStoreProfiles implements StoreProfiles, IntegrationWrites {
  private readonly stores = new Map<number, StoreProfileEntry>();

  add(storeId: number, profile: Partial<StoreProfileEntry> = {}): this {
    this.stores.set(storeId, { currency: 'EUR', perWordStyling: true, writableIntegrationIds: [], ...profile });
    return this;
  }

  async profile(storeId: number): Promise<{ currency: string | null; perWordStyling: boolean }> {
    const store = this.stores.get(storeId);
    if (!store) throw Problems.resourceNotFound('store');
    return { currency: store.currency, perWordStyling: store.perWordStyling };
  }

  async acceptsWrites(storeId: number, integrationId: number): Promise<boolean> {
    return this.stores.get(storeId)?.writableIntegrationIds.includes(integrationId) ?? false;
  }
}
