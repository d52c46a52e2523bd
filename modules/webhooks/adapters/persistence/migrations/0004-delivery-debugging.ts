import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * What the delivery log shows to debug a receiver (issue 16): each attempt keeps the start of the
 * answer's body and whether it went on; a delivery says whether it is a test event. The request body is
 * the delivery's own `body`, the same on every attempt, so it is not copied per attempt.
 */
export const deliveryDebugging: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`alter table webhooks.delivery_attempts add column response_body text, add column response_body_truncated boolean not null default false`.execute(db);
    await sql`alter table webhooks.deliveries add column test_event boolean not null default false`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`alter table webhooks.delivery_attempts drop column response_body, drop column response_body_truncated`.execute(db);
    await sql`alter table webhooks.deliveries drop column test_event`.execute(db);
  },
};
