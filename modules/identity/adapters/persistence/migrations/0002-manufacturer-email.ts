import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** Where a store's order emails go: the manufacturer that makes its signs. */
export const addManufacturerEmail: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('identity.stores').addColumn('manufacturer_email', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('identity.stores').dropColumn('manufacturer_email').execute();
  },
};
