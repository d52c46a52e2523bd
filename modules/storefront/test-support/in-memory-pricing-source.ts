import { Problems } from '../../../shared-kernel/problems/problems';
import { copyOf } from '../../../shared-kernel/test-support/in-memory-unit-of-work';
import type { PricingSource } from '../application/ports';
import type { PricingSnapshotInput } from '../domain/storefront-snapshot';

type StoredPricing = Omit<PricingSnapshotInput, 'currency'> & { currency: string | null };

/** Customisers' pricing documents and their store's currency, in memory; a store without one answers 409, as pricing does. */
export class InMemoryPricingSource implements PricingSource {
  readonly documents = new Map<number, StoredPricing>();

  add(customiserId: number, pricing: StoredPricing): this {
    this.documents.set(customiserId, copyOf(pricing));
    return this;
  }

  async read(customiserId: number): Promise<PricingSnapshotInput> {
    const document = this.documents.get(customiserId);
    if (!document) throw Problems.resourceNotFound('customiser');
    if (document.currency === null) throw Problems.storeCurrencyUnavailable();
    return copyOf({ ...document, currency: document.currency });
  }
}
