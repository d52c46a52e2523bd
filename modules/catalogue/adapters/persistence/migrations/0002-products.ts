import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

export const createProductTables: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('catalogue.products')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('store_id', 'integer', (c) => c.notNull())
      .addColumn('customiser_id', 'integer', (c) => c.notNull().references('catalogue.customisers.id'))
      .addColumn('integration_id', 'integer')
      .addColumn('store_product_id', 'text')
      .addColumn('source', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('price_amount', 'integer', (c) => c.notNull())
      .addColumn('compare_at_amount', 'integer', (c) => c.notNull())
      .addColumn('currency', 'char(3)', (c) => c.notNull())
      .addColumn('width_cm', 'double precision')
      .addColumn('height_cm', 'double precision')
      .addColumn('length_cm', 'double precision')
      .addColumn('customisations', 'jsonb', (c) => c.notNull())
      .addColumn('artwork', 'jsonb')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    // The store-wide uniqueness that makes a second synchronisation of one id a 409, even under races.
    await sql`create unique index products_store_product_id on catalogue.products (store_id, store_product_id) where store_product_id is not null`.execute(db);
    await db.schema.createIndex('products_store').on('catalogue.products').columns(['store_id', 'id']).execute();
    await db.schema
      .createTable('catalogue.product_projections')
      .addColumn('product_id', 'integer', (c) => c.primaryKey().references('catalogue.products.id'))
      .addColumn('store_id', 'integer', (c) => c.notNull())
      .addColumn('projection', 'jsonb', (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('catalogue.product_projections').execute();
    await db.schema.dropTable('catalogue.products').execute();
  },
};
