import { escapeHtml } from '../../../shared-kernel/html-escape';
import { z } from '../../../shared-kernel/validation/zod';
import type { Product, ProductUpload } from '../domain/product';

/*
 * The product payload of the spec's Events table: the `product` product:created delivers, and, with the
 * stored path of each upload, every product of an order:created order. One builder for both topics, so a
 * receiver written from either table finds the same fields with the same meaning.
 */

/** An upload as product:created names it: where it is published, and what it is. */
const productUploadSchema = z.object({ url: z.string(), type: z.string().openapi({ description: '`product_image` seen; expected to grow.' }) });

/** An upload as an order names it: where it is published, and where it is stored. */
export const storedProductUploadSchema = productUploadSchema.extend({ path: z.string().openapi({ description: 'The stored path of the upload.' }) });

export const productPayloadSchema = z.object({
  product_id: z.number().int().openapi({ description: 'The product id of this service.' }),
  title: z.string(),
  description: z.string(),
  description_html: z.string(),
  external_id: z.string().openapi({ description: 'The integration’s own id of the product; empty until it has one.' }),
  external_data: z
    .object({
      customisations: z.array(z.object({ key: z.string(), label: z.string(), value: z.string() })),
      design: z.record(z.string(), z.unknown()).nullable().openapi({ description: 'The shopper’s design, with its price; null for a synchronised product.' }),
      dimensions: z.object({ width_cm: z.number().nullable(), height_cm: z.number().nullable(), length_cm: z.number().nullable() }),
      artwork: z.record(z.string(), z.string()).nullable().openapi({ description: 'URLs of the artwork files, by kind.' }),
    })
    .openapi({ description: 'What the sign is made from: its customisations, the design, its dimensions and its artwork.' }),
  price: z.number().int().openapi({ description: 'The product’s price, minor units.' }),
  compare_price: z.number().int().openapi({ description: 'Minor units.' }),
  customiser_id: z.number().int(),
  logo_upload_id: z.number().int().nullable(),
  product_image_url: z.string(),
  uploads: z.array(productUploadSchema),
  created_at: z.string().datetime(),
  updated_at: z.string().datetime(),
});

export type ProductPayload = z.infer<typeof productPayloadSchema>;
export type ProductPayloadWithUploadPaths = Omit<ProductPayload, 'uploads'> & { uploads: z.infer<typeof storedProductUploadSchema>[] };

/** A designed product lists its customisations; a synchronised one, with none, shows its own description. */
function descriptionHtml(product: Product): string {
  if (product.customisations.length > 0) {
    return `<ul>${product.customisations.map((item) => `<li>${escapeHtml(item.label)}: ${escapeHtml(item.value)}</li>`).join('')}</ul>`;
  }
  return product.description === '' ? '' : `<p>${escapeHtml(product.description).replace(/\r?\n/g, '<br>')}</p>`;
}

/** The product:created product. `external_id` is the id the integration holds for it, empty until it answers with one. */
export function productPayload(product: Product): ProductPayload {
  return payloadWith(product, ({ url, type }) => ({ url, type }));
}

/** The product as an order:created order lists it: the product payload, each upload with its stored path. */
export function productPayloadWithUploadPaths(product: Product): ProductPayloadWithUploadPaths {
  return payloadWith(product, ({ url, type, path }) => ({ url, type, path }));
}

function payloadWith<Upload>(product: Product, upload: (stored: ProductUpload) => Upload) {
  return {
    product_id: product.id,
    title: product.title,
    description: product.description,
    description_html: descriptionHtml(product),
    external_id: product.storeProductId ?? '',
    external_data: {
      customisations: product.customisations,
      design: product.design,
      dimensions: { width_cm: product.widthCm, height_cm: product.heightCm, length_cm: product.lengthCm },
      artwork: product.artwork,
    },
    price: product.priceAmount,
    compare_price: product.compareAtAmount,
    customiser_id: product.customiserId,
    // No design takes a logo file yet: there is no upload a product could name here.
    logo_upload_id: null,
    product_image_url: product.artwork?.preview_image_url ?? '',
    uploads: product.uploads.map(upload),
    created_at: product.createdAt.toISOString(),
    updated_at: product.updatedAt.toISOString(),
  };
}
