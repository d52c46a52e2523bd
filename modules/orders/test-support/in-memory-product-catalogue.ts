import { currentStoreId } from '../../../shared-kernel/request-context';
import { copyOf } from '../../../shared-kernel/test-support/in-memory-unit-of-work';
import type { OrderedProduct } from '../domain/order';
import type { ProductCatalogue } from '../application/ports';

interface CatalogueProduct {
  storeId: number;
  snapshot: OrderedProduct;
  priceAmount: number;
  source: 'synchronised' | 'design';
  createdAt: Date;
}

/**
 * The catalogue's products as orders see them, in memory: a line names a product of the current store by
 * its id or by the integration's own id (its `external_id`); another store's products are unknown.
 */
export class InMemoryProductCatalogue implements ProductCatalogue {
  readonly products: CatalogueProduct[] = [];

  add(storeId: number, snapshot: OrderedProduct, details: Partial<Omit<CatalogueProduct, 'storeId' | 'snapshot'>> = {}): this {
    this.products.push({ storeId, snapshot, priceAmount: 12900, source: 'synchronised', createdAt: new Date('2026-01-01T00:00:00Z'), ...details });
    return this;
  }

  async resolve(reference: { productId: number } | { externalId: string }) {
    const storeId = currentStoreId();
    const product = this.products.find(
      (candidate) => candidate.storeId === storeId && ('productId' in reference ? candidate.snapshot.product_id === reference.productId : candidate.snapshot.external_id === reference.externalId),
    );
    return product && { snapshot: copyOf(product.snapshot), priceAmount: product.priceAmount };
  }

  async countCreated(storeId: number, source: 'synchronised' | 'design', from: Date, to: Date): Promise<number> {
    return this.products.filter((product) => product.storeId === storeId && product.source === source && product.createdAt >= from && product.createdAt < to).length;
  }
}
