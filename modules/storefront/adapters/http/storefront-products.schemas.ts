import { z } from '../../../../infra/openapi/zod';
import type { Product } from '../../../catalogue';

/**
 * The product a finished design became, as the storefront answers it: the Store API's Product resource
 * (GET /api/v3/products/{product_id}, where the store's integrations read it back), mapped here from the
 * catalogue's `Product` read model, since each presenter writes its own wire shape. It publishes the same
 * Product component as the catalogue's operations do, so it must say the same (a second definition that
 * differed would fail the published-contract test that every component has one definition).
 */
export const designedProductSchema = z
  .object({
    object: z.literal('product'),
    id: z.number().int().openapi({ description: 'The product’s id, unique within the store: order lines name products by it.' }),
    customiser_id: z.number().int().openapi({ description: 'The id of the customiser the product was designed with.' }),
    integration_id: z.number().int().nullable().openapi({ description: 'The id of the integration that synchronised it; null for a product a shopper designed.' }),
    store_product_id: z.string().nullable().openapi({ description: 'The integration’s own id of the product; null for a product a shopper designed.' }),
    title: z.string().openapi({ description: 'The product’s title.' }),
    price_amount: z.number().int().openapi({ description: 'The product’s price, in minor units of `currency` (cents for USD).' }),
    compare_at_amount: z.number().int().openapi({ description: 'The price it is compared with, in minor units of `currency`; 0 for none.' }),
    currency: z.string().openapi({ description: 'The ISO 4217 code of the prices’ currency: the store’s.' }),
    image_url: z.string().nullable().openapi({ format: 'uri', description: 'A picture of the finished sign (the artwork’s `preview_image_url`): an absolute URL, or null.' }),
    description: z.string().openapi({ description: 'The product’s description; empty for none.' }),
    width_cm: z.number().nullable().openapi({ description: 'The sign’s width in centimetres; null when not known.' }),
    height_cm: z.number().nullable().openapi({ description: 'The sign’s height in centimetres; null when not known.' }),
    length_cm: z.number().nullable().openapi({ description: 'The sign’s depth in centimetres; null when not known.' }),
    customisations: z
      .array(
        z.object({
          key: z.string().openapi({ description: 'What was chosen, as a stable key (`font`).' }),
          label: z.string().openapi({ description: 'The same, as shoppers read it (`Font`).' }),
          value: z.string().openapi({ description: 'The choice (`Pacifico`).' }),
        }),
      )
      .openapi({ description: 'The choices the sign was made with, in the order shown.' }),
    artwork: z
      .record(z.string(), z.string())
      .nullable()
      .openapi({ description: 'References to the product’s artwork files by kind (`preview_image_url`, `svg_url`, `dxf_url` …), each an https URL; null for none.' }),
    created_at: z.string().datetime(),
    updated_at: z.string().datetime(),
  })
  .openapi('Product');

export function designedProductResource(product: Product): z.infer<typeof designedProductSchema> {
  return {
    object: 'product',
    id: product.id,
    customiser_id: product.customiserId,
    integration_id: product.integrationId,
    store_product_id: product.storeProductId,
    title: product.title,
    price_amount: product.priceAmount,
    compare_at_amount: product.compareAtAmount,
    currency: product.currency,
    image_url: product.artwork?.preview_image_url ?? null,
    description: product.description,
    width_cm: product.widthCm,
    height_cm: product.heightCm,
    length_cm: product.lengthCm,
    customisations: product.customisations,
    artwork: product.artwork,
    created_at: product.createdAt.toISOString(),
    updated_at: product.updatedAt.toISOString(),
  };
}
