import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Each store's publishable storefront key (CONTRACT 6), in a table of its own so that the hot store
 * reads stay as they are. Safe to embed in a page, it is stored as it is shown.
 */
export const createStorefrontKeys: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('identity.storefront_keys')
      .addColumn('store_id', 'integer', (c) => c.primaryKey().references('identity.stores.id'))
      .addColumn('key', 'text', (c) => c.notNull().unique())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
  },
};
