import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

const DOCUMENT_COLUMNS = ['base_pricing', 'price_lists', 'sheet_pricing'] as const;

/**
 * A pricing document is read whole and rewritten whole, and it is large (a 10 × 50 price list document is
 * ~155 KB). As jsonb every write paid for decomposing the text into jsonb and for pglz compressing it
 * while the row was locked, and every read for rebuilding the text; as json the text is kept as written
 * (in the schema's member order), so input and output are close to a copy. EXTERNAL storage keeps it out
 * of line but uncompressed: compressing a value that is always read and rewritten whole only costs time.
 * A document carried over keeps jsonb's member order until it is next written: `in_member_order` tells
 * the documents whose text can be shown as it is.
 */
export const storeDocumentsAsJsonText: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`alter table pricing.pricing_documents add column in_member_order boolean not null default false`.execute(db);
    for (const column of DOCUMENT_COLUMNS) {
      await sql`alter table pricing.pricing_documents alter column ${sql.id(column)} type json using ${sql.id(column)}::json, alter column ${sql.id(column)} set storage external`.execute(db);
    }
  },
  async down(db: Kysely<unknown>) {
    for (const column of DOCUMENT_COLUMNS) {
      await sql`alter table pricing.pricing_documents alter column ${sql.id(column)} type jsonb using ${sql.id(column)}::jsonb, alter column ${sql.id(column)} set storage extended`.execute(db);
    }
    await sql`alter table pricing.pricing_documents drop column in_member_order`.execute(db);
  },
};
