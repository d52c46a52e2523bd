import type { NewProduct } from '../application/ports';
import type { ProductSynchronisation } from '../use-cases/synchronise-product/synchronise-product.service';

export const WRITABLE_INTEGRATION = 31;

/** What a custom integration sends to synchronise a product, in the store's currency (EUR). */
export function aProductSynchronisation(overrides: Partial<ProductSynchronisation> = {}): ProductSynchronisation {
  return {
    integrationId: WRITABLE_INTEGRATION, storeProductId: 'shop-1001', title: 'Open sign', description: 'A red neon Open sign',
    priceAmount: 24900, compareAtAmount: 29900, currency: 'EUR', widthCm: 60, heightCm: 25, lengthCm: null,
    customisations: [{ key: 'text', label: 'Text', value: 'Open' }, { key: 'colour', label: 'Colour', value: 'Red' }],
    artwork: { preview_image_url: 'https://cdn.shop.example/open.png' },
    ...overrides,
  };
}

/** A product as the repository takes it; override what a test is about. */
export function aNewProduct(storeId: number, customiserId: number, overrides: Partial<NewProduct> = {}): NewProduct {
  const { integrationId, storeProductId, ...fields } = aProductSynchronisation();
  return { ...fields, integrationId, storeProductId, storeId, customiserId, source: 'synchronised', design: null, uploads: [], ...overrides };
}
