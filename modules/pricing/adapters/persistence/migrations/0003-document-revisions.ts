import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Every write of a document gives it a new revision from a sequence, which never hands out a number
 * twice, even to a transaction that rolls back. A process keeps the documents it read or wrote lately by
 * revision, and a read asks for the large members only where the stored revision is not the one it
 * holds: a document written by any process is never answered from an older copy.
 */
export const numberDocumentRevisions: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`create sequence pricing.document_revisions`.execute(db);
    await sql`alter table pricing.pricing_documents add column revision bigint not null default nextval('pricing.document_revisions')`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`alter table pricing.pricing_documents drop column revision`.execute(db);
    await sql`drop sequence pricing.document_revisions`.execute(db);
  },
};
