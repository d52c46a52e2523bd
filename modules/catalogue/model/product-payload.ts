import { escapeHtml } from '../../../shared-kernel/html-escape';
import { z } from '../../../shared-kernel/validation/zod';
import type { Product, ProductUpload } from '../domain/product';

/*
 * The product payload of the spec's Events table: the `product` product:created delivers, and, with the
 * stored path of each upload, every product of an order:created order. One builder for both topics, so a
 * receiver written from either table finds the same fields with the same meaning.
 */

/** An upload as product:created names it: where it is published, and what it is. */
const productUploadSchema = z.object({
  url: z.string().openapi({ description: 'Where the file is published: an absolute URL.' }),
  type: z.string().openapi({ description: 'What the file is: `product_image` seen; expected to grow.' }),
});

/** An upload as an order names it: where it is published, and where it is stored. */
export const storedProductUploadSchema = productUploadSchema.extend({ path: z.string().openapi({ description: 'The stored path of the upload.' }) });

export const productPayloadSchema = z.object({
  product_id: z.number().int().openapi({ description: 'The product id of this service.' }),
  title: z.string().openapi({ description: 'The product’s title.' }),
  description: z.string().openapi({ description: 'The product’s description as plain text; empty for none.' }),
  description_html: z.string().openapi({ description: 'The same as HTML for a shop’s product page: a list of the customisations of a designed product, else the description in a paragraph.' }),
  external_id: z.string().openapi({ description: 'The integration’s own id of the product; empty until it has one.' }),
  external_data: z
    .object({
      customisations: z
        .array(
          z.object({
            key: z.string().openapi({ description: 'What was chosen, as a stable key (`font`).' }),
            label: z.string().openapi({ description: 'The same, as shoppers read it (`Font`).' }),
            value: z.string().openapi({ description: 'The choice (`Pacifico`).' }),
          }),
        )
        .openapi({ description: 'The choices the sign was made with, in the order shown.' }),
      design: z.record(z.string(), z.unknown()).nullable().openapi({ description: 'The shopper’s design, with its price; null for a synchronised product.' }),
      dimensions: z
        .object({
          width_cm: z.number().nullable().openapi({ description: 'The sign’s width in centimetres; null when not known.' }),
          height_cm: z.number().nullable().openapi({ description: 'The sign’s height in centimetres; null when not known.' }),
          length_cm: z.number().nullable().openapi({ description: 'The sign’s depth in centimetres; null when not known.' }),
        })
        .openapi({ description: 'The sign’s dimensions.' }),
      artwork: z.record(z.string(), z.string()).nullable().openapi({ description: 'URLs of the artwork files, by kind.' }),
    })
    .openapi({ description: 'What the sign is made from: its customisations, the design, its dimensions and its artwork.' }),
  price: z.number().int().openapi({ description: 'The product’s price, in minor units of the store’s currency (cents for USD).' }),
  compare_price: z.number().int().openapi({ description: 'The price it is compared with, in minor units of the store’s currency; 0 for none.' }),
  customiser_id: z.number().int().openapi({ description: 'The id of the customiser the product was designed with.' }),
  logo_upload_id: z.number().int().nullable().openapi({ description: 'Always null for now: no design takes a logo file yet.' }),
  product_image_url: z.string().openapi({ description: 'A picture of the finished sign: an absolute URL, or empty when there is none.' }),
  uploads: z.array(productUploadSchema).openapi({ description: 'The files the service keeps for the product (a finished design’s picture).' }),
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
