import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { escapeHtml } from '../../../../../shared-kernel/html-escape';

/** A line's product as it was kept before: the catalogue's `product` resource. */
interface ProductResource {
  object: 'product';
  id: number;
  customiser_id: number;
  store_product_id: string | null;
  title: string;
  description: string;
  price_amount: number;
  compare_at_amount: number;
  width_cm: number | null;
  height_cm: number | null;
  length_cm: number | null;
  customisations: { key: string; label: string; value: string }[];
  artwork: Record<string, string> | null;
  created_at: string;
  updated_at: string;
}

/** The name the storefront gave a design's drawing: its URL ends in it, and it is stored under it. */
const DRAWING = /\/storefront\/v1\/design-previews\/([A-Za-z0-9_-]{32})\.svg$/;

function descriptionHtml(resource: ProductResource): string {
  if (resource.customisations.length > 0) {
    return `<ul>${resource.customisations.map((item) => `<li>${escapeHtml(item.label)}: ${escapeHtml(item.value)}</li>`).join('')}</ul>`;
  }
  return resource.description === '' ? '' : `<p>${escapeHtml(resource.description).replace(/\r?\n/g, '<br>')}</p>`;
}

/**
 * The product payload the line's resource stands for, as the catalogue builds it now (written out here,
 * so this migration keeps meaning what it meant when later code moves on). The design behind a designed
 * product was not kept then: null.
 */
function payloadOf(resource: ProductResource) {
  const image = resource.artwork?.preview_image_url ?? '';
  const drawing = DRAWING.exec(image);
  return {
    product_id: resource.id,
    title: resource.title,
    description: resource.description,
    description_html: descriptionHtml(resource),
    external_id: resource.store_product_id ?? '',
    external_data: {
      customisations: resource.customisations,
      design: null,
      dimensions: { width_cm: resource.width_cm, height_cm: resource.height_cm, length_cm: resource.length_cm },
      artwork: resource.artwork,
    },
    price: resource.price_amount,
    compare_price: resource.compare_at_amount,
    customiser_id: resource.customiser_id,
    logo_upload_id: null,
    product_image_url: image,
    uploads: drawing ? [{ url: image, type: 'product_image', path: `design-previews/${drawing[1]}.svg` }] : [],
    created_at: resource.created_at,
    updated_at: resource.updated_at,
  };
}

/**
 * Order lines kept the product's published resource; order:created and the order resource now show the
 * product payload (decision 0007, reversed). Lines recorded before are rewritten to it, so that every
 * order answers one shape.
 */
export const rewriteOrderedProducts: Migration = {
  async up(db: Kysely<unknown>) {
    const { rows } = await sql<{ order_id: number; position: number; product: ProductResource }>`
      select order_id, position, product from orders.order_lines where product ->> 'object' = 'product'
    `.execute(db);
    for (const line of rows) {
      await sql`
        update orders.order_lines set product = ${JSON.stringify(payloadOf(line.product))}::jsonb
        where order_id = ${line.order_id} and position = ${line.position}
      `.execute(db);
    }
  },
  async down() {
    // The resource fields the payload leaves out (integration, currency) are gone: there is no way back.
  },
};
