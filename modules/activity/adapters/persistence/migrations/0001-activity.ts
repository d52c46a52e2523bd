import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * One row per write that succeeded, in the write's transaction. Listed per store newest first (by id,
 * which is the order writes recorded them), and pruned by age across stores.
 */
export const createActivityTable: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('activity.items')
      .addColumn('id', 'bigserial', (c) => c.primaryKey())
      .addColumn('store_id', 'integer', (c) => c.notNull())
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('resource_type', 'text', (c) => c.notNull())
      .addColumn('resource_id', 'text')
      .addColumn('customiser_id', 'integer')
      .addColumn('actor_type', 'text', (c) => c.notNull())
      .addColumn('actor_id', 'text')
      .addColumn('actor_name', 'text')
      .addColumn('request_id', 'text')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema.createIndex('items_store_newest').on('activity.items').columns(['store_id', 'id desc']).execute();
    await db.schema.createIndex('items_created_at').on('activity.items').column('created_at').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('activity.items').execute();
  },
};
