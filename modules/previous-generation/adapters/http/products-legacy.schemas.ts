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
    integration_id: z.number().int().positive(),
    external_id: z.string().trim().min(1).max(255).openapi({ description: 'The integration’s own id (v3 store_product_id).' }),
    title: z.string().trim().min(1).max(255),
    description: z.string().max(10_000).default(''),
    price: z.number().int().min(0).openapi({ description: 'Minor units (v3 price_amount).' }),
    compare_price: z.number().int().min(0).default(0).openapi({ description: 'Minor units (v3 compare_at_amount).' }),
    currency: z.string().regex(/^[A-Z]{3}$/, 'an ISO 4217 code'),
    product_image_url: z
      .string()
      .nullable()
      .default(null)
      .superRefine((url, context) => {
        const problem = url === null ? undefined : artworkUrlProblem(url);
        if (problem) context.addIssue({ code: 'custom', message: problem, params: fieldCode('invalid') });
      })
      .openapi({ description: 'Credential-free https, at most 255 characters; stored as the artwork preview, never fetched.' }),
    width_cm: dimension(),
    height_cm: dimension(),
    length_cm: dimension(),
  })
  .openapi('LegacyProductSynchronisation');

export const legacyProductSchema = z
  .object({
    product_id: z.number().int(),
    customiser_id: z.number().int(),
    integration_id: z.number().int().nullable(),
    external_id: z.string().nullable(),
    title: z.string(),
    description: z.string(),
    price: z.number().int(),
    compare_price: z.number().int(),
    currency: z.string(),
    product_image_url: z.string().nullable(),
    width_cm: z.number().nullable(),
    height_cm: z.number().nullable(),
    length_cm: z.number().nullable(),
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
