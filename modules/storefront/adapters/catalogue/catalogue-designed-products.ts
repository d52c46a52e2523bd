import { inject, injectable } from 'inversify';
import { CatalogueTokens, productRecord, type RecordDesignedProductService } from '../../../catalogue';
import type { DesignedProductInput, DesignedProducts, StoredProduct } from '../../application/ports';

/** Designed products are catalogue products: recorded, and product:created emitted, by the catalogue. */
@injectable()
export class CatalogueDesignedProducts implements DesignedProducts {
  constructor(@inject(CatalogueTokens.RecordDesignedProduct) private readonly products: RecordDesignedProductService) {}

  async record(input: DesignedProductInput): Promise<StoredProduct> {
    const { design, previewUrl, ...fields } = input;
    const artwork = previewUrl === null ? null : { preview_image_url: previewUrl, svg_url: previewUrl };
    const product = await this.products.record({ ...fields, compareAtAmount: input.priceAmount, artwork, details: { design, previewImageUrl: previewUrl ?? '' } });
    return { id: product.id, resource: productRecord(product) as Record<string, unknown> };
  }
}
