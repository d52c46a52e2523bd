import type { ProductIntegrations } from '../application/ports';

/** Each store's custom integration that receives product:created, as the identity context names it; none unless set. */
export class InMemoryProductIntegrations implements ProductIntegrations {
  readonly byStore = new Map<number, number>();

  async designIntegrationOf(storeId: number): Promise<number | null> {
    return this.byStore.get(storeId) ?? null;
  }
}
