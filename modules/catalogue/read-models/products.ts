import { inject, injectable } from 'inversify';
import { CURSOR_CODEC, pageOfStore, type CursorCodec, type ListingRequest } from '../../../shared-kernel/http/pagination';
import { Problems } from '../../../shared-kernel/problems/problems';
import { currentStoreId } from '../../../shared-kernel/request-context';
import { CatalogueTokens } from '../catalogue.tokens';
import type { Product } from '../domain/product';
import type { ProductRepository } from '../application/ports';

/** The store's products: listed oldest first, read by id, or found by the integration's own id. */
@injectable()
export class Products {
  constructor(
    @inject(CatalogueTokens.ProductRepository) private readonly products: ProductRepository,
    @inject(CURSOR_CODEC) private readonly cursors: CursorCodec,
  ) {}

  list(request: ListingRequest) {
    return pageOfStore<Product, number>(this.cursors, { collection: 'products', sort: 'id' }, request, (storeId, page) => this.products.list(storeId, page));
  }

  async get(id: number): Promise<Product> {
    const product = await this.products.find(currentStoreId(), id);
    if (!product) throw Problems.resourceNotFound('product');
    return product;
  }

  /** An order line names its product by id, or by the integration's own id; undefined when neither is known. */
  async resolve(reference: { productId?: number; externalId?: string }): Promise<Product | undefined> {
    const storeId = currentStoreId();
    if (reference.productId !== undefined) return this.products.find(storeId, reference.productId);
    if (reference.externalId !== undefined) return this.products.findByStoreProductId(storeId, reference.externalId);
    return undefined;
  }

  countCreated(storeId: number, source: Product['source'], from: Date, to: Date): Promise<number> {
    return this.products.countCreated(storeId, source, from, to);
  }
}
