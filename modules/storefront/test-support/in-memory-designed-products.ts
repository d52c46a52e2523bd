import { currentStoreId } from '../../../shared-kernel/request-context';
import { checkpointOf, copyOf, type Transactional } from '../../../shared-kernel/test-support/in-memory-unit-of-work';
import type { DesignedProductInput, DesignedProducts, StoredProduct } from '../application/ports';

/** The catalogue's designed products in memory, recorded for the current store in the caller's transaction. */
export class InMemoryDesignedProducts implements DesignedProducts, Transactional {
  readonly products: (DesignedProductInput & { id: number; storeId: number })[] = [];
  private nextId = 1;

  async record(input: DesignedProductInput): Promise<StoredProduct> {
    const product = { ...copyOf(input), id: this.nextId++, storeId: currentStoreId() };
    this.products.push(product);
    return { id: product.id };
  }

  checkpoint(): () => void {
    return checkpointOf(this.products);
  }
}
