import { escapeHtml } from '../../../shared-kernel/html-escape';
import type { Product, ProductUpload } from './product';

/*
 * The product payload of the spec's Events table: the `product` product:created delivers, and, with the
 * stored path of each upload, every product of an order:created order. One builder for both topics, so a
 * receiver written from either table finds the same fields with the same meaning. Each presenter that
 * publishes it documents it in its own wire schema (orders' OrderProduct, the webhook topics' payloads).
 */

/** An upload as product:created names it: where it is published, and what it is. */
export interface PublishedProductUpload {
  url: string;
  type: string;
}

/** An upload as an order names it: where it is published, and where it is stored. */
export interface StoredProductUpload extends PublishedProductUpload {
  path: string;
}

export interface ProductPayload {
  product_id: number;
  title: string;
  description: string;
  description_html: string;
  external_id: string;
  external_data: {
    customisations: { key: string; label: string; value: string }[];
    design: Record<string, unknown> | null;
    dimensions: { width_cm: number | null; height_cm: number | null; length_cm: number | null };
    artwork: Record<string, string> | null;
  };
  price: number;
  compare_price: number;
  customiser_id: number;
  logo_upload_id: number | null;
  product_image_url: string;
  uploads: PublishedProductUpload[];
  created_at: string;
  updated_at: string;
}

export type ProductPayloadWithUploadPaths = Omit<ProductPayload, 'uploads'> & { uploads: StoredProductUpload[] };

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

function payloadWith<Upload extends PublishedProductUpload>(product: Product, upload: (stored: ProductUpload) => Upload): Omit<ProductPayload, 'uploads'> & { uploads: Upload[] } {
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
