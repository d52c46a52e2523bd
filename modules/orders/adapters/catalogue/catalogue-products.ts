import { inject, injectable } from 'inversify';
import { productPayloadWithUploadPaths, Products } from '../../../catalogue';
import type { ProductCatalogue } from '../../application/ports';

/** Products as the catalogue publishes them; an order keeps each line's product payload, with its uploads' stored paths. */
@injectable()
export class CatalogueProducts implements ProductCatalogue {
  constructor(@inject(Products) private readonly products: Products) {}

  async resolve(reference: { productId: number } | { externalId: string }) {
    const product = await this.products.resolve(reference);
    return product && { snapshot: productPayloadWithUploadPaths(product), priceAmount: product.priceAmount };
  }

  countCreated(storeId: number, source: 'synchronised' | 'design', from: Date, to: Date): Promise<number> {
    return this.products.countCreated(storeId, source, from, to);
  }
}
