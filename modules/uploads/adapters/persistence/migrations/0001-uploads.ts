import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

export const createUploadTables: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('uploads.uploads')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('store_id', 'integer', (c) => c.notNull())
      .addColumn('purpose', 'text', (c) => c.notNull())
      .addColumn('filename', 'text', (c) => c.notNull())
      .addColumn('content_type', 'text', (c) => c.notNull())
      .addColumn('byte_size', 'integer', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('verification_failure_code', 'text')
      .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
      .addColumn('target_expires_at', 'timestamptz', (c) => c.notNull())
      .addColumn('attached_at', 'timestamptz')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema.createIndex('uploads_store').on('uploads.uploads').columns(['store_id', 'created_at']).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('uploads.uploads').execute();
  },
};
