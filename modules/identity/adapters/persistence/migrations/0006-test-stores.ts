import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * A store's test data lives under a hidden store of its own (decision 0026): `live_store_id` names the
 * live store a test store belongs to, at most one each; null for every live store.
 */
export const addTestStores: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('identity.stores')
      .addColumn('live_store_id', 'integer', (c) => c.references('identity.stores.id').onDelete('cascade').unique())
      .execute();
    await sql`comment on column identity.stores.live_store_id is 'the live store of a test store (test mode); null for a live store'`.execute(db);
  },
};
