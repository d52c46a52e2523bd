import { sql, type Kysely } from 'kysely';
import type { ReportingMigration } from '../../../../../infra/database/migrator';

const BATCH = 200;

interface StoredDocument {
  customiser_id: number;
  base_pricing: string;
  price_lists: string;
  size_ids: number[];
}

type Row = { size_id?: unknown };

/** Rows naming a size id that is not among `sizes`; rows naming no size (other models' rows) stay. */
const namesMissingSize = (sizes: ReadonlySet<number>) => (row: Row) => typeof row.size_id === 'number' && !sizes.has(row.size_id);

/**
 * Before pricing's rows counted as referencers of sizes, a size a document priced could be deleted: its
 * base-pricing and price-list rows stayed, naming nothing, and every later write of that document was
 * refused (422), even an empty merge patch. This drops exactly those rows (a row whose `size_id` names no
 * size of its customiser) and nothing else, and reports how many it dropped (where there were documents
 * to check), through the migration runner's report: one line on the log of `bin/signwright migrate`.
 *
 * Sizes are the catalogue's option rows, so this one repair reads `catalogue.option_rows` (read only,
 * inside the migration's transaction, after the catalogue's migrations): the one time pricing looks
 * across the schema line, since no service runs while migrations do. The logic is written out here, not
 * taken from the domain, so that the migration does tomorrow what it did the day it shipped.
 */
export const dropRowsNamingMissingSizes: ReportingMigration = {
  async up(db: Kysely<unknown>): Promise<string | void> {
    let dropped = 0;
    let documents = 0;
    let checked = 0;
    let after = 0;
    for (;;) {
      const { rows } = await sql<StoredDocument>`
        select d.customiser_id, d.base_pricing::text as base_pricing, d.price_lists::text as price_lists,
          array(select o.id from catalogue.option_rows o where o.customiser_id = d.customiser_id and o.family = 'sizes') as size_ids
        from pricing.pricing_documents d
        where d.customiser_id > ${after}
        order by d.customiser_id
        limit ${BATCH}
        for update of d`.execute(db);
      if (rows.length === 0) break;
      after = rows[rows.length - 1]!.customiser_id;
      checked += rows.length;
      for (const document of rows) {
        const repaired = withoutRowsNamingMissingSizes(document);
        if (repaired.dropped === 0) continue;
        dropped += repaired.dropped;
        documents += 1;
        // A new revision: a running process holding the document's old text reads it again.
        await sql`
          update pricing.pricing_documents
          set base_pricing = ${JSON.stringify(repaired.basePricing)}::json, price_lists = ${JSON.stringify(repaired.priceLists)},
            revision = nextval('pricing.document_revisions'), updated_at = now()
          where customiser_id = ${document.customiser_id}`.execute(db);
      }
    }
    // A database without documents (a new one) has nothing to say.
    if (checked === 0) return;
    return `dropped ${dropped} pricing row(s) naming sizes that no longer exist, from ${documents} of ${checked} document(s)`;
  },
};

function withoutRowsNamingMissingSizes(document: StoredDocument) {
  const missing = namesMissingSize(new Set(document.size_ids.map(Number)));
  const kept = (rows: Row[]) => rows.filter((row) => !missing(row));
  const basePricing = JSON.parse(document.base_pricing) as { rows: Row[] };
  const priceLists = JSON.parse(document.price_lists) as { rows: Row[] }[];
  const dropped = basePricing.rows.filter(missing).length + priceLists.reduce((sum, list) => sum + list.rows.filter(missing).length, 0);
  return { dropped, basePricing: { ...basePricing, rows: kept(basePricing.rows) }, priceLists: priceLists.map((list) => ({ ...list, rows: kept(list.rows) })) };
}
