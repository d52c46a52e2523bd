import { inject, injectable } from 'inversify';
import { CatalogueTokens } from '../catalogue.tokens';
import type { ProductRepository } from './ports';

/**
 * A product as a store's integration knows it. When the integration answers product:created with its
 * own id for a product, that id is stored as the product's store_product_id, by which orders may then
 * name it. Public: the webhooks context calls it, for a store it names (a worker has no request).
 */
@injectable()
export class IntegrationProductIdsService {
  constructor(@inject(CatalogueTokens.ProductRepository) private readonly products: ProductRepository) {}

  /** The integration the product belongs to; undefined when the store has no such product. */
  async integrationOf(storeId: number, productId: number): Promise<number | null | undefined> {
    return (await this.products.find(storeId, productId))?.integrationId;
  }

  async record(storeId: number, productId: number, externalId: string): Promise<'recorded' | 'taken' | 'no_product'> {
    const product = await this.products.find(storeId, productId);
    if (!product) return 'no_product';
    const holder = await this.products.findByStoreProductId(storeId, externalId);
    if (holder && holder.id !== productId) return 'taken';
    if (product.storeProductId !== externalId) await this.products.setStoreProductId(storeId, productId, externalId);
    return 'recorded';
  }
}
