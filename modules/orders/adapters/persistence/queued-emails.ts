import type { Kysely } from 'kysely';
import type { OrdersTables } from './orders.tables';

/**
 * Order and quote emails are handed to the worker after commit; the requeue job finds those still
 * queued past a cutoff (a stop between commit and enqueue). One query for both tables, oldest first.
 */
export async function emailsQueuedSince(
  db: Kysely<OrdersTables>,
  table: 'orders.order_emails' | 'orders.quote_emails',
  cutoff: Date,
  limit: number,
): Promise<{ id: number; storeId: number }[]> {
  const rows = await db.selectFrom(table).select(['id', 'store_id']).where('status', '=', 'queued').where('created_at', '<', cutoff).orderBy('created_at').limit(limit).execute();
  return rows.map((row) => ({ id: row.id, storeId: row.store_id }));
}
