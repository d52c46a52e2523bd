import { z } from '../../../../infra/openapi/zod';
import { fieldCode } from '../../../../shared-kernel/validation/strict-parsing';
import { artworkUrlProblem, type Product, type ProductSynchronisation } from '../../../catalogue';

const dimension = () => z.number().min(0).max(100_000).nullable().default(null);

/**
 * The unversioned synchronisation body, in the words the product:created payload still uses:
 * `external_id`, `price`, `compare_price`, `product_image_url` (decision 0013).
 */
export const legacyProductBody = z
  .strictObject({
    integration_id: z.number().int().positive().openapi({ description: 'The id of the store’s integration the product comes from: an enabled `custom` integration.' }),
    external_id: z.string().trim().min(1).max(255).openapi({ description: 'The integration’s own id (v3 store_product_id).' }),
    title: z.string().trim().min(1).max(255).openapi({ description: 'The product’s title, 1 to 255 characters.' }),
    description: z.string().max(10_000).default('').openapi({ description: 'The product’s description, up to 10,000 characters. Default empty.' }),
    price: z.number().int().min(0).openapi({ description: 'The product’s price, in minor units of the store’s currency (cents for USD); v3 calls it `price_amount`.' }),
    compare_price: z.number().int().min(0).default(0).openapi({ description: 'The price it is compared with, in minor units of the store’s currency; 0, the default, for none. v3 calls it `compare_at_amount`.' }),
    currency: z.string().regex(/^[A-Z]{3}$/, 'an ISO 4217 code').openapi({ description: 'The ISO 4217 code of the prices’ currency: must be the store’s.' }),
    product_image_url: z
      .string()
      .nullable()
      .default(null)
      .superRefine((url, context) => {
        const problem = url === null ? undefined : artworkUrlProblem(url);
        if (problem) context.addIssue({ code: 'custom', message: problem, params: fieldCode('invalid') });
      })
      .openapi({ description: 'Credential-free https, at most 255 characters; stored as the artwork preview, never fetched.' }),
    width_cm: dimension().openapi({ description: 'The sign’s width in centimetres, 0 to 100,000; null (the default) when not known.' }),
    height_cm: dimension().openapi({ description: 'The sign’s height in centimetres, 0 to 100,000; null (the default) when not known.' }),
    length_cm: dimension().openapi({ description: 'The sign’s depth in centimetres, 0 to 100,000; null (the default) when not known.' }),
  })
  .openapi('LegacyProductSynchronisation');

export const legacyProductSchema = z
  .object({
    product_id: z.number().int().openapi({ description: 'The product’s id (v3 `id`): order lines name products by it.' }),
    customiser_id: z.number().int().openapi({ description: 'The id of the customiser the product belongs to.' }),
    integration_id: z.number().int().nullable().openapi({ description: 'The id of the integration that synchronised it; null for a product a shopper designed.' }),
    external_id: z.string().nullable().openapi({ description: 'The integration’s own id of the product (v3 `store_product_id`); null for a product a shopper designed.' }),
    title: z.string().openapi({ description: 'The product’s title.' }),
    description: z.string().openapi({ description: 'The product’s description; empty for none.' }),
    price: z.number().int().openapi({ description: 'The product’s price, in minor units of the store’s currency (cents for USD).' }),
    compare_price: z.number().int().openapi({ description: 'The price it is compared with, in minor units of the store’s currency; 0 for none.' }),
    currency: z.string().openapi({ description: 'The ISO 4217 code of the prices’ currency: the store’s.' }),
    product_image_url: z.string().nullable().openapi({ description: 'A picture of the finished sign (the artwork preview): an absolute URL, or null.' }),
    width_cm: z.number().nullable().openapi({ description: 'The sign’s width in centimetres; null when not known.' }),
    height_cm: z.number().nullable().openapi({ description: 'The sign’s height in centimetres; null when not known.' }),
    length_cm: z.number().nullable().openapi({ description: 'The sign’s depth in centimetres; null when not known.' }),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
  })
  .openapi('LegacyProduct', { description: 'A synchronised product in the previous generation’s words.' });

export function productSynchronisationOf(body: z.output<typeof legacyProductBody>): ProductSynchronisation {
  return {
    integrationId: body.integration_id,
    storeProductId: body.external_id,
    title: body.title,
    description: body.description,
    priceAmount: body.price,
    compareAtAmount: body.compare_price,
    currency: body.currency,
    widthCm: body.width_cm,
    heightCm: body.height_cm,
    lengthCm: body.length_cm,
    customisations: [],
    artwork: body.product_image_url === null ? null : { preview_image_url: body.product_image_url },
  };
}

export function legacyProduct(product: Product): z.infer<typeof legacyProductSchema> {
  return {
    product_id: product.id,
    customiser_id: product.customiserId,
    integration_id: product.integrationId,
    external_id: product.storeProductId,
    title: product.title,
    description: product.description,
    price: product.priceAmount,
    compare_price: product.compareAtAmount,
    currency: product.currency,
    product_image_url: product.artwork?.preview_image_url ?? null,
    width_cm: product.widthCm,
    height_cm: product.heightCm,
    length_cm: product.lengthCm,
    created_at: product.createdAt.toISOString(),
    updated_at: product.updatedAt.toISOString(),
  };
}
