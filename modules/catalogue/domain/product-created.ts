import { escapeHtml } from '../../../shared-kernel/html-escape';
import type { Product } from './product';

export const PRODUCT_CREATED = 'product:created';

/** What a shopper's finished design adds to the product: the design itself and the preview it was shown. */
export interface DesignDetails {
  design: Record<string, unknown>;
  previewImageUrl: string;
}

/**
 * The product:created body (spec, Events). `external_id` is the id the integration already holds for the
 * product, empty until it answers with one; `external_data` carries the design and its customisations so
 * the integration can make the sign without asking back.
 */
export function productCreatedPayload(product: Product, details: DesignDetails) {
  const description = product.customisations.map((item) => `${item.label}: ${item.value}`).join('\n');
  return {
    product: {
      product_id: product.id,
      title: product.title,
      description,
      description_html: `<ul>${product.customisations.map((item) => `<li>${escapeHtml(item.label)}: ${escapeHtml(item.value)}</li>`).join('')}</ul>`,
      external_id: product.storeProductId ?? '',
      external_data: { customisations: product.customisations, design: details.design, dimensions: { width_cm: product.widthCm, height_cm: product.heightCm, length_cm: product.lengthCm } },
      price: product.priceAmount,
      compare_price: product.compareAtAmount,
      customiser_id: product.customiserId,
      logo_upload_id: null,
      product_image_url: details.previewImageUrl,
      uploads: [{ url: details.previewImageUrl, type: 'product_image' }],
      created_at: product.createdAt.toISOString(),
      updated_at: product.updatedAt.toISOString(),
    },
  };
}
