import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Deliveries become tasks of the one durable-work engine (decision 0020): the queue's hold on a running
 * job is the lease, so the lease columns and their indexes go; `attempts_made` names each attempt's job.
 */
export const deliveriesAsTasks: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`drop index if exists webhooks.deliveries_leased`.execute(db);
    await sql`drop index if exists webhooks.deliveries_pending`.execute(db);
    await sql`alter table webhooks.deliveries drop column lease, drop column leased_until`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`alter table webhooks.deliveries add column lease integer not null default 0, add column leased_until timestamptz`.execute(db);
    await sql`create index deliveries_pending on webhooks.deliveries (destination, next_attempt_at, id) where status = 'pending'`.execute(db);
    await sql`create index deliveries_leased on webhooks.deliveries (destination, leased_until) where status = 'pending' and leased_until is not null`.execute(db);
  },
};
