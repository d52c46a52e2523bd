import { JsonText } from '../../../shared-kernel/http/json-text';
import type { StoredPricing } from '../domain/pricing-document';
import type { VersionEntry } from '../domain/pricing-versions';
import type { PricingDocumentRepository } from '../application/ports';
import type { PricingOwner } from '../model/customiser-pricing';
import type { FoundPricing, ShownPricing, StoredPricingText } from '../model/shown-pricing';
import { InMemoryPricingVersions } from './in-memory-pricing-versions';

/** Documents go through JSON as through the database: what is read back is a copy, never the caller's object. */
const asJsonb = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

const asText = ({ base_pricing, price_lists, sheet_pricing }: StoredPricing): StoredPricingText => ({
  base_pricing: asJsonb(base_pricing),
  price_lists: new JsonText(JSON.stringify(price_lists)),
  sheet_pricing: new JsonText(JSON.stringify(sheet_pricing)),
});

/**
 * Pricing documents held in memory: one per customiser (a save replaces it, keeping the store it was
 * first saved for), and price list ids from one sequence that never hands out an id twice. A document is
 * created with its version 1, in `versions`, or not at all.
 */
export class InMemoryPricingDocumentRepository implements PricingDocumentRepository {
  private readonly documents = new Map<number, { storeId: number; pricing: StoredPricing }>();
  private lastPriceListId = 0;

  constructor(private readonly versions = new InMemoryPricingVersions()) {}

  async find(customiserId: number): Promise<FoundPricing | undefined> {
    const stored = this.documents.get(customiserId);
    return stored && { ...asJsonb(stored.pricing), inMemberOrder: true };
  }

  async findText(customiserId: number): Promise<StoredPricingText | undefined> {
    const stored = this.documents.get(customiserId);
    if (!stored) return undefined;
    return asText(stored.pricing);
  }

  async save(storeId: number, customiserId: number, pricing: StoredPricing): Promise<StoredPricingText> {
    this.documents.set(customiserId, { storeId: this.documents.get(customiserId)?.storeId ?? storeId, pricing: asJsonb(pricing) });
    return asText(pricing);
  }

  async create(owner: PricingOwner, pricing: StoredPricing, first: { entry: VersionEntry; shown: ShownPricing }): Promise<boolean> {
    if (this.documents.has(owner.id)) return false;
    this.documents.set(owner.id, { storeId: owner.storeId, pricing: asJsonb(pricing) });
    await this.versions.record(owner, first.entry, first.shown);
    return true;
  }

  async nextPriceListIds(count: number): Promise<number[]> {
    return Array.from({ length: count }, () => ++this.lastPriceListId);
  }
}
