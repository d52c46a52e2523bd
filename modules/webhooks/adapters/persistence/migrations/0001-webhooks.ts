import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

export const createWebhookTables: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('webhooks.subscriptions')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('store_id', 'integer', (c) => c.notNull())
      .addColumn('url', 'text', (c) => c.notNull())
      .addColumn('topics', sql`text[]`, (c) => c.notNull())
      .addColumn('description', 'text')
      .addColumn('enabled', 'boolean', (c) => c.notNull())
      .addColumn('disabled_reason', 'text')
      .addColumn('disabled_at', 'timestamptz')
      .addColumn('secret', 'text', (c) => c.notNull())
      .addColumn('previous_secret', 'text')
      .addColumn('previous_secret_expires_at', 'timestamptz')
      .addColumn('failing_since', 'timestamptz')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema.createIndex('subscriptions_store').on('webhooks.subscriptions').columns(['store_id', 'id']).execute();

    // One row per event and destination: a subscription, or a custom integration's create-product URL.
    await db.schema
      .createTable('webhooks.deliveries')
      .addColumn('id', 'bigserial', (c) => c.primaryKey())
      .addColumn('store_id', 'integer', (c) => c.notNull())
      .addColumn('subscription_id', 'integer', (c) => c.references('webhooks.subscriptions.id').onDelete('cascade'))
      .addColumn('integration_id', 'integer')
      .addColumn('destination', 'text', (c) =>
        c.notNull().generatedAlwaysAs(sql`coalesce('subscription:' || subscription_id, 'integration:' || integration_id)`).stored(),
      )
      .addColumn('event_id', 'uuid', (c) => c.notNull())
      .addColumn('topic', 'text', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('attempts_made', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('attempts_in_schedule', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('next_attempt_at', 'timestamptz')
      .addColumn('lease', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('leased_until', 'timestamptz')
      .addColumn('delivered_at', 'timestamptz')
      .addColumn('failure_reason', 'text')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addCheckConstraint('deliveries_one_destination', sql`(subscription_id is null) <> (integration_id is null)`)
      .addUniqueConstraint('deliveries_event_once_per_destination', ['destination', 'event_id'])
      .execute();
    await sql`create index deliveries_pending on webhooks.deliveries (destination, next_attempt_at, id) where status = 'pending'`.execute(db);
    await sql`create index deliveries_due on webhooks.deliveries (next_attempt_at) where status = 'pending'`.execute(db);
    // Counting a destination's leases in flight must not read its whole backlog.
    await sql`create index deliveries_leased on webhooks.deliveries (destination, leased_until) where status = 'pending' and leased_until is not null`.execute(db);
    await db.schema.createIndex('deliveries_subscription').on('webhooks.deliveries').columns(['subscription_id', 'id']).execute();

    await db.schema
      .createTable('webhooks.delivery_attempts')
      .addColumn('id', 'bigserial', (c) => c.primaryKey())
      .addColumn('delivery_id', 'bigint', (c) => c.notNull().references('webhooks.deliveries.id').onDelete('cascade'))
      .addColumn('attempted_at', 'timestamptz', (c) => c.notNull())
      .addColumn('status_code', 'integer')
      .addColumn('duration_ms', 'integer', (c) => c.notNull())
      .addColumn('error', 'text')
      .addColumn('next_retry_at', 'timestamptz')
      .execute();
    await db.schema.createIndex('delivery_attempts_delivery').on('webhooks.delivery_attempts').columns(['delivery_id', 'id']).execute();
  },
};
