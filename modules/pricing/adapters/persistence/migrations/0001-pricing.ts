import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

export const createPricingTables: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('pricing.pricing_documents')
      .addColumn('customiser_id', 'integer', (c) => c.primaryKey())
      .addColumn('store_id', 'integer', (c) => c.notNull())
      .addColumn('base_pricing', 'jsonb', (c) => c.notNull())
      .addColumn('price_lists', 'jsonb', (c) => c.notNull())
      .addColumn('sheet_pricing', 'jsonb')
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await sql`create sequence pricing.price_list_ids`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`drop sequence pricing.price_list_ids`.execute(db);
    await db.schema.dropTable('pricing.pricing_documents').execute();
  },
};
