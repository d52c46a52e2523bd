import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** The sweep reads unattached uploads by expiry; attached ones, which it never touches, stay out of the index. */
export const indexLapsingUploads: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`create index uploads_lapsing on uploads.uploads (expires_at) where status <> 'attached'`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('uploads.uploads_lapsing').execute();
  },
};
