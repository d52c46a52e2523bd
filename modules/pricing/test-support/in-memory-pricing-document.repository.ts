import type { PricingDocumentRepository, StoredPricing } from '../application/ports';

/** Documents go through JSON as through jsonb: what is read back is a copy, never the caller's object. */
const asJsonb = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/**
 * Pricing documents held in memory: one per customiser (a save replaces it, keeping the store it was
 * first saved for), and price list ids from one sequence that never hands out an id twice.
 */
export class InMemoryPricingDocumentRepository implements PricingDocumentRepository {
  private readonly documents = new Map<number, { storeId: number; pricing: StoredPricing }>();
  private lastPriceListId = 0;

  async find(customiserId: number): Promise<StoredPricing | undefined> {
    const stored = this.documents.get(customiserId);
    return stored && asJsonb(stored.pricing);
  }

  async save(storeId: number, customiserId: number, pricing: StoredPricing): Promise<void> {
    this.documents.set(customiserId, { storeId: this.documents.get(customiserId)?.storeId ?? storeId, pricing: asJsonb(pricing) });
  }

  async nextPriceListId(): Promise<number> {
    return ++this.lastPriceListId;
  }
}
