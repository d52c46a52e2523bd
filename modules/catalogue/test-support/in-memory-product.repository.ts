import { systemClock, type Clock } from '../../../shared-kernel/clock';
import type { Page, PageRequest } from '../../../shared-kernel/http/pagination';
import type { NewProduct, ProductRepository } from '../application/ports';
import type { Product } from '../domain/product';
import { checkpointOf, type Transactional } from '../../../shared-kernel/test-support/in-memory-unit-of-work';
import { pageById } from '../../../shared-kernel/test-support/page-by-id';

/**
 * Products held in memory with the table's rules: ids from one sequence, reads scoped to a store, lists by
 * id, a store_product_id unique within its store (a second is a unique violation), and each product's
 * compatibility projection kept beside it. `locks` records which stores' synchronisations were serialised.
 */
export class InMemoryProductRepository implements ProductRepository, Transactional {
  readonly locks: number[] = [];
  private readonly products = new Map<number, { product: Product; projection: Record<string, unknown> }>();
  private lastId = 0;

  constructor(private readonly clock: Clock = systemClock) {}

  async create(product: NewProduct, projection: Record<string, unknown>): Promise<Product> {
    if (product.storeProductId !== null) this.assertFree(product.storeId, product.storeProductId);
    const now = this.clock.now();
    const created: Product = { ...structuredClone(product), id: ++this.lastId, createdAt: now, updatedAt: now };
    this.products.set(created.id, { product: created, projection: { ...structuredClone(projection), product_id: created.id } });
    return structuredClone(created);
  }

  async find(storeId: number, id: number): Promise<Product | undefined> {
    return this.matching((product) => product.storeId === storeId && product.id === id)[0];
  }

  async findByStoreProductId(storeId: number, storeProductId: string): Promise<Product | undefined> {
    return this.matching((product) => product.storeId === storeId && product.storeProductId === storeProductId)[0];
  }

  async list(storeId: number, page: PageRequest<number>): Promise<Page<Product, number>> {
    return pageById(this.matching((product) => product.storeId === storeId), page);
  }

  async lockStore(storeId: number): Promise<void> {
    this.locks.push(storeId);
  }

  async countCreated(storeId: number, source: Product['source'], from: Date, to: Date): Promise<number> {
    return this.matching((p) => p.storeId === storeId && p.source === source && p.createdAt >= from && p.createdAt < to).length;
  }

  async setStoreProductId(storeId: number, id: number, storeProductId: string): Promise<void> {
    const entry = this.products.get(id);
    if (entry?.product.storeId !== storeId) return;
    if (entry.product.storeProductId !== storeProductId) this.assertFree(storeId, storeProductId);
    Object.assign(entry.product, { storeProductId, updatedAt: this.clock.now() });
  }

  /** The flat projection stored beside a product, for manufacturer emails and exports. */
  projectionOf(id: number): Record<string, unknown> | undefined {
    return structuredClone(this.products.get(id)?.projection);
  }

  checkpoint(): () => void {
    return checkpointOf(this.products);
  }

  private assertFree(storeId: number, storeProductId: string): void {
    if ([...this.products.values()].some(({ product }) => product.storeId === storeId && product.storeProductId === storeProductId)) {
      throw new Error(`duplicate key value violates unique constraint "products_store_product_id" (${storeId}, ${storeProductId})`);
    }
  }

  private matching(predicate: (product: Product) => boolean): Product[] {
    return structuredClone([...this.products.values()].map(({ product }) => product).filter(predicate).sort((a, b) => a.id - b.id));
  }
}
