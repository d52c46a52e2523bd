import { inject, injectable } from 'inversify';
import { CatalogueTokens, type DesignedProductRecords } from '../../../catalogue';
import type { DesignedProductInput, DesignedProducts, StoredProduct } from '../../application/ports';

/** Designed products are catalogue products: recorded, and product:created emitted, by the catalogue. */
@injectable()
export class CatalogueDesignedProducts implements DesignedProducts {
  constructor(@inject(CatalogueTokens.DesignedProductRecords) private readonly products: DesignedProductRecords) {}

  async record(input: DesignedProductInput): Promise<StoredProduct> {
    const { preview, ...fields } = input;
    const artwork = preview === null ? null : { preview_image_url: preview.url, svg_url: preview.url };
    const uploads = preview === null ? [] : [{ type: 'product_image' as const, url: preview.url, path: preview.path }];
    const product = await this.products.record({ ...fields, compareAtAmount: input.priceAmount, artwork, uploads });
    return { id: product.id };
  }
}
