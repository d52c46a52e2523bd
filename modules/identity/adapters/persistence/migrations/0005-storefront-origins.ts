import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** The origins whose pages may call the storefront API with the store's key (CORS); none until the merchant names them. */
export const addStorefrontOrigins: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('identity.storefront_keys')
      .addColumn('allowed_origins', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
      .execute();
  },
};
