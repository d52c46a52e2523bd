import type { StoreCurrency } from '../application/ports';

/** Each store's currency as pricing sees it; null for a store with none, or on a hosted platform. */
export class InMemoryStoreCurrency implements StoreCurrency {
  private readonly currencies = new Map<number, string | null>();

  set(storeId: number, currency: string | null): this {
    this.currencies.set(storeId, currency);
    return this;
  }

  async currencyOf(storeId: number): Promise<string | null> {
    return this.currencies.get(storeId) ?? null;
  }
}
