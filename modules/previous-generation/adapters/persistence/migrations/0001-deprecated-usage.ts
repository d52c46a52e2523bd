import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** One row per store, UTC day and deprecated operation: a handful of rows a day, however busy the store. */
export const createDeprecatedUsageTable: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('previous_generation.deprecated_usage')
      .addColumn('store_id', 'integer', (c) => c.notNull())
      .addColumn('day', 'date', (c) => c.notNull())
      .addColumn('method', 'text', (c) => c.notNull())
      .addColumn('route', 'text', (c) => c.notNull())
      .addColumn('requests', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addPrimaryKeyConstraint('deprecated_usage_pkey', ['store_id', 'day', 'method', 'route'])
      .execute();
    await db.schema.createIndex('deprecated_usage_day').on('previous_generation.deprecated_usage').column('day').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('previous_generation.deprecated_usage').execute();
  },
};
