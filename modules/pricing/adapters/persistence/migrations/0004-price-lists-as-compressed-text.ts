import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

const LARGE_COLUMNS = ['price_lists', 'sheet_pricing'] as const;

/** Whether the server was built with LZ4 (PostgreSQL's Debian builds are; the embedded database is not). */
async function hasLz4(db: Kysely<unknown>): Promise<boolean> {
  const { rows } = await sql<{ lz4: boolean }>`select 'lz4' = any(enumvals) as lz4 from pg_settings where name = 'default_toast_compression'`.execute(db);
  return rows[0]?.lz4 === true;
}

/**
 * The large members of a document are text the aggregate wrote after checking it, so the server need
 * not parse them again as json on every write (a third of what a write of 150 KB cost it). Where the
 * server has LZ4 they are compressed with it: a price list compresses several times over at a fraction
 * of pglz's cost, so a write sends a few dozen kilobytes to the write-ahead log instead of 150.
 * Elsewhere they stay uncompressed out of line, as before.
 */
export const storePriceListsAsCompressedText: Migration = {
  async up(db: Kysely<unknown>) {
    const lz4 = await hasLz4(db);
    for (const column of LARGE_COLUMNS) {
      await sql`alter table pricing.pricing_documents alter column ${sql.id(column)} type text using ${sql.id(column)}::text`.execute(db);
      if (lz4) await sql`alter table pricing.pricing_documents alter column ${sql.id(column)} set storage extended, alter column ${sql.id(column)} set compression lz4`.execute(db);
    }
  },
  async down(db: Kysely<unknown>) {
    for (const column of LARGE_COLUMNS) {
      await sql`alter table pricing.pricing_documents alter column ${sql.id(column)} type json using ${sql.id(column)}::json, alter column ${sql.id(column)} set storage external, alter column ${sql.id(column)} set compression default`.execute(db);
    }
  },
};
