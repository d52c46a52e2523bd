import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * A product keeps the design it was made from and the files the service stores for it, so that every
 * product payload (product:created, and each product of order:created) can be built from the product.
 * Products designed before this kept only their drawing's URL in their artwork; the drawing's stored path
 * is read back from that URL, as the storefront named it then. Their designs were not kept: null.
 */
export const addProductDesignsAndUploads: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('catalogue.products')
      .addColumn('design', 'jsonb')
      .addColumn('uploads', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
      .execute();
    await sql`
      update catalogue.products
      set uploads = jsonb_build_array(jsonb_build_object(
        'type', 'product_image',
        'url', artwork ->> 'preview_image_url',
        'path', 'design-previews/' || substring(artwork ->> 'preview_image_url' from '/storefront/v1/design-previews/([A-Za-z0-9_-]{32})\\.svg$') || '.svg'
      ))
      where source = 'design' and artwork ->> 'preview_image_url' ~ '/storefront/v1/design-previews/[A-Za-z0-9_-]{32}\\.svg$'
    `.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('catalogue.products').dropColumn('uploads').dropColumn('design').execute();
  },
};
