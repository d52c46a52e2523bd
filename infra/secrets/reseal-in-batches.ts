import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { SecretBox } from './secret-box';

/** Rows read, and rewritten by one statement, at a time: a table of any size is resealed in bounded memory. */
export const RESEAL_BATCH_ROWS = 500;

/** The rows of one table holding stale values, read and rewritten a batch at a time. */
export interface StaleRows<Row> {
  /** Up to `limit` rows holding a stale value, in key order, after `after` (the last row of the batch before). */
  next(after: Row | undefined, limit: number): Promise<Row[]>;
  /**
   * Writes the rows' values sealed again in one statement, each row only where it still holds the value
   * read (compare-and-set), and answers how many it rewrote.
   */
  rewrite(rows: Row[]): Promise<number>;
}

/**
 * Reseals a table's stale rows a batch at a time. The batches go forward by key rather than asking again
 * for stale rows: a row written meanwhile under another key is left for the next run, not read forever.
 */
export async function resealInBatches<Row>(rows: StaleRows<Row>, limit = RESEAL_BATCH_ROWS): Promise<number> {
  let resealed = 0;
  let after: Row | undefined;
  for (;;) {
    const batch = await rows.next(after, limit);
    if (batch.length > 0) resealed += await rows.rewrite(batch);
    if (batch.length < limit) return resealed;
    after = batch[batch.length - 1];
  }
}

/**
 * The SQL twin of `SecretBox.isStale`: whether a stored value is in clear or sealed with another key. A
 * missing value counts as stale, as a plain JWK has no `sealed` member; a column that may be null says
 * `is not null` beside it. `starts_with`, since `like` would read an `_` of the key id as a wildcard.
 */
export function staleValue(value: RawBuilder<unknown>, box: SecretBox): RawBuilder<boolean> {
  return sql<boolean>`not coalesce(starts_with(${value}, ${box.currentPrefix}), false)`;
}

/** A column of a table holding sealed values, with the SQL type its values are sent as. */
export interface SealedColumn {
  name: string;
  type: 'integer' | 'text' | 'jsonb';
}

/** Where sealed values live: the table, the columns that find a row, the columns sealed. */
export interface SealedTable {
  table: string;
  keys: readonly SealedColumn[];
  sealed: readonly SealedColumn[];
}

/** One row to rewrite: its key, each sealed column as read, and each as sealed again (same order as the table's columns). */
export interface SealedRow {
  key: readonly unknown[];
  read: readonly (string | null)[];
  resealed: readonly (string | null)[];
}

/**
 * Writes a batch of values sealed again in one statement, each row only where every sealed column still
 * holds what was read (compare-and-set): a secret rotated meanwhile is never set back. How many rows it rewrote.
 */
export async function rewriteUnchanged<Tables>(db: Kysely<Tables>, where: SealedTable, rows: readonly SealedRow[]): Promise<number> {
  const typed = (value: unknown, column: SealedColumn) => sql`${value}::${sql.raw(column.type)}`;
  const values = rows.map((row) =>
    sql`(${sql.join([
      ...where.keys.map((column, index) => typed(row.key[index], column)),
      ...where.sealed.map((column, index) => typed(row.read[index], column)),
      ...where.sealed.map((column, index) => typed(row.resealed[index], column)),
    ])})`,
  );
  const names = [...where.keys.map((column) => column.name), ...where.sealed.map((column) => `read_${column.name}`), ...where.sealed.map((column) => column.name)];
  // Keys with `=`, which an index answers; sealed columns may be null (a subscription's previous secret).
  const key = (column: SealedColumn) => sql`stored.${sql.id(column.name)} = resealed.${sql.id(column.name)}`;
  const unchanged = (column: SealedColumn) => sql`stored.${sql.id(column.name)} is not distinct from resealed.${sql.id(`read_${column.name}`)}`;
  const { rows: written } = await sql`
    update ${sql.table(where.table)} as stored
    set ${sql.join(where.sealed.map((column) => sql`${sql.id(column.name)} = resealed.${sql.id(column.name)}`))}
    from (values ${sql.join(values)}) as resealed (${sql.join(names.map((name) => sql.id(name)))})
    where ${sql.join([...where.keys.map(key), ...where.sealed.map(unchanged)], sql` and `)}
    returning 1
  `.execute(db);
  return written.length;
}
