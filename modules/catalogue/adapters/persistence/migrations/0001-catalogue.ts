import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

export const createCatalogueTables: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('catalogue.customisers')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('store_id', 'integer', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('active', 'boolean', (c) => c.notNull())
      .addColumn('pricing_model', 'text', (c) => c.notNull())
      .addColumn('sign_category', 'text', (c) => c.notNull())
      .addColumn('product_family', 'text', (c) => c.notNull())
      .addColumn('selection_mode', 'text', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema.createIndex('customisers_store').on('catalogue.customisers').columns(['store_id', 'id']).execute();

    await db.schema
      .createTable('catalogue.customiser_settings')
      .addColumn('customiser_id', 'integer', (c) => c.primaryKey().references('catalogue.customisers.id'))
      .addColumn('store_id', 'integer', (c) => c.notNull())
      .addColumn('settings', 'jsonb', (c) => c.notNull())
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();

    await db.schema
      .createTable('catalogue.option_rows')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('store_id', 'integer', (c) => c.notNull())
      .addColumn('customiser_id', 'integer', (c) => c.notNull().references('catalogue.customisers.id'))
      .addColumn('family', 'text', (c) => c.notNull())
      .addColumn('attributes', 'jsonb', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema.createIndex('option_rows_family').on('catalogue.option_rows').columns(['customiser_id', 'family', 'id']).execute();
    await sql`create index option_rows_attributes on catalogue.option_rows using gin (attributes jsonb_path_ops)`.execute(db);

    await db.schema
      .createTable('catalogue.letter_part_selections')
      .addColumn('store_id', 'integer', (c) => c.notNull())
      .addColumn('customiser_id', 'integer', (c) => c.notNull().references('catalogue.customisers.id'))
      .addColumn('letter_type_id', 'integer', (c) => c.notNull().references('catalogue.option_rows.id'))
      .addColumn('letter_part', 'text', (c) => c.notNull())
      .addColumn('configuration', 'jsonb', (c) => c.notNull())
      .addColumn('colour_ids', sql`integer[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
      .addColumn('shared', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('translations', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
      .addColumn('default_upload_image_url', 'text')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addPrimaryKeyConstraint('letter_part_selections_pkey', ['letter_type_id', 'letter_part'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    for (const table of ['letter_part_selections', 'option_rows', 'customiser_settings', 'customisers']) {
      await db.schema.dropTable(`catalogue.${table}`).execute();
    }
  },
};
