import { sql, type RawBuilder } from 'kysely';
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
