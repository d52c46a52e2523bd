import { z } from '../../../shared-kernel/validation/zod';
import type { Product } from '../domain/product';

/**
 * A product as the catalogue publishes it: its own operations answer it, the storefront answers it for a
 * finished design, and an order keeps a copy of it on each line (and order:created delivers that copy).
 * One shape for all of them, so it is the catalogue's to define.
 */
export const productRecordSchema = z
  .object({
    object: z.literal('product'),
    id: z.number().int(),
    customiser_id: z.number().int(),
    integration_id: z.number().int().nullable(),
    store_product_id: z.string().nullable(),
    title: z.string(),
    price_amount: z.number().int(),
    compare_at_amount: z.number().int(),
    currency: z.string(),
    image_url: z.string().nullable(),
    description: z.string(),
    width_cm: z.number().nullable(),
    height_cm: z.number().nullable(),
    length_cm: z.number().nullable(),
    customisations: z.array(z.object({ key: z.string(), label: z.string(), value: z.string() })),
    artwork: z.record(z.string(), z.string()).nullable(),
    created_at: z.string().datetime(),
    updated_at: z.string().datetime(),
  })
  .openapi('Product');

export type ProductRecord = z.infer<typeof productRecordSchema>;

export function productRecord(product: Product): ProductRecord {
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
