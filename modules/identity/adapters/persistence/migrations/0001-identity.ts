import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

export const createIdentityTables: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('identity.companies')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema
      .createTable('identity.stores')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('company_id', 'integer', (c) => c.notNull().references('identity.companies.id'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('platform', 'text', (c) => c.notNull())
      .addColumn('plan', 'text', (c) => c.notNull())
      .addColumn('currency', 'char(3)')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema
      .createTable('identity.integrations')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('store_id', 'integer', (c) => c.notNull().references('identity.stores.id'))
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('enabled', 'boolean', (c) => c.notNull())
      .addColumn('create_product_url', 'text')
      .addColumn('signing_secret', 'text', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema.createIndex('integrations_store').on('identity.integrations').column('store_id').execute();
    await db.schema
      .createTable('identity.people')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('email', 'text', (c) => c.notNull().unique())
      .addColumn('password_hash', 'text', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema
      .createTable('identity.company_members')
      .addColumn('company_id', 'integer', (c) => c.notNull().references('identity.companies.id'))
      .addColumn('person_id', 'integer', (c) => c.notNull().references('identity.people.id'))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addPrimaryKeyConstraint('company_members_pkey', ['company_id', 'person_id'])
      .execute();
    await db.schema
      .createTable('identity.api_keys')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('store_id', 'integer', (c) => c.notNull().references('identity.stores.id'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('scopes', sql`text[]`, (c) => c.notNull())
      .addColumn('digest', 'text', (c) => c.notNull().unique())
      .addColumn('display_prefix', 'text', (c) => c.notNull())
      .addColumn('mode', 'text', (c) => c.notNull().check(sql`mode in ('live', 'test')`))
      .addColumn('legacy', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('expires_at', 'timestamptz')
      .addColumn('revoked_at', 'timestamptz')
      .addColumn('last_used_at', 'timestamptz')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema.createIndex('api_keys_store').on('identity.api_keys').column('store_id').execute();
  },
  async down(db: Kysely<unknown>) {
    for (const table of ['api_keys', 'company_members', 'people', 'integrations', 'stores', 'companies']) {
      await db.schema.dropTable(`identity.${table}`).execute();
    }
  },
};
