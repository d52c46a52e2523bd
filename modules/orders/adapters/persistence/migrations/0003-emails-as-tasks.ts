import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Emails are sent by tasks of the one durable-work engine now, no longer by jobs a minutely requeue
 * watched: every email still queued when this runs gets its task, or nothing would ever send it.
 * The kinds are spelt out, as they were at this migration, whatever the code calls them later.
 */
export const emailsAsTasks: Migration = {
  async up(db: Kysely<unknown>) {
    for (const [kind, table] of [['orders.order-email', 'order_emails'], ['orders.quote-email', 'quote_emails']] as const) {
      await sql`
        insert into platform.tasks (kind, store_id, subject, status, attempts, run_at, created_at, updated_at)
        select ${kind}, store_id, id::text, 'pending', 0, now(), now(), now() from ${sql.table(`orders.${table}`)} where status = 'queued'`.execute(db);
    }
  },
  async down(db: Kysely<unknown>) {
    // The emails stay queued; the requeue job of the code before this hands them over again.
    await sql`delete from platform.tasks where kind in ('orders.order-email', 'orders.quote-email') and status = 'pending'`.execute(db);
  },
};
