import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { SchemaMigrations } from '../migrator';

/** Tables of the cross-cutting mechanisms: idempotency records, the event outbox and server secrets. */
const createPlatformTables: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('platform.idempotency_records')
      .addColumn('credential_id', 'text', (column) => column.notNull())
      .addColumn('method', 'text', (column) => column.notNull())
      .addColumn('path', 'text', (column) => column.notNull())
      .addColumn('idempotency_key', 'text', (column) => column.notNull())
      .addColumn('request_digest', 'text', (column) => column.notNull())
      .addColumn('response_status', 'integer', (column) => column.notNull())
      .addColumn('response_headers', 'jsonb', (column) => column.notNull())
      .addColumn('response_body', 'jsonb')
      .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
      .addColumn('expires_at', 'timestamptz', (column) => column.notNull())
      .addPrimaryKeyConstraint('idempotency_records_pkey', ['credential_id', 'method', 'path', 'idempotency_key'])
      .execute();
    await db.schema
      .createIndex('idempotency_records_expires_at')
      .on('platform.idempotency_records')
      .column('expires_at')
      .execute();

    await db.schema
      .createTable('platform.outbox_events')
      .addColumn('id', 'uuid', (column) => column.primaryKey())
      .addColumn('type', 'text', (column) => column.notNull())
      .addColumn('store_id', 'integer', (column) => column.notNull())
      .addColumn('payload', 'jsonb', (column) => column.notNull())
      .addColumn('occurred_at', 'timestamptz', (column) => column.notNull())
      .addColumn('relayed_at', 'timestamptz')
      .execute();
    await sql`create index outbox_events_pending on platform.outbox_events (occurred_at) where relayed_at is null`.execute(db);

    await db.schema
      .createTable('platform.server_secrets')
      .addColumn('name', 'text', (column) => column.primaryKey())
      .addColumn('value', 'text', (column) => column.notNull())
      .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('platform.server_secrets').execute();
    await db.schema.dropTable('platform.outbox_events').execute();
    await db.schema.dropTable('platform.idempotency_records').execute();
  },
};

/** The task table of the one durable-work engine (decision 0020). */
const createTasks: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('platform.tasks')
      .addColumn('id', 'bigserial', (column) => column.primaryKey())
      .addColumn('kind', 'text', (column) => column.notNull())
      .addColumn('store_id', 'integer', (column) => column.notNull())
      .addColumn('subject', 'text', (column) => column.notNull())
      .addColumn('status', 'text', (column) => column.notNull())
      .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('run_at', 'timestamptz', (column) => column.notNull())
      .addColumn('last_error', 'text')
      .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
      .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
      .execute();
    await sql`create index tasks_due on platform.tasks (kind, run_at) where status = 'pending'`.execute(db);
    await sql`create index tasks_waiting_subject on platform.tasks (kind, subject) where status = 'pending'`.execute(db);
    await sql`create index tasks_finished on platform.tasks (updated_at) where status <> 'pending'`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('platform.tasks').execute();
  },
};

/** Committed outbox events wake the relay (infra/outbox/outbox-notifications.ts): one notification per inserting statement. */
const notifyOutboxEvents: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      create function platform.notify_outbox_events() returns trigger language plpgsql as $$
      begin
        perform pg_notify('platform_outbox_events', '');
        return null;
      end $$`.execute(db);
    await sql`create trigger outbox_events_notify after insert on platform.outbox_events for each statement execute function platform.notify_outbox_events()`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`drop trigger outbox_events_notify on platform.outbox_events`.execute(db);
    await sql`drop function platform.notify_outbox_events()`.execute(db);
  },
};

/**
 * A replay answers the bytes first sent: jsonb kept the value but not its text (members reordered,
 * numbers and spacing normalised), so the recorded answer is kept as the text sent. Rows recorded
 * before keep jsonb's rendering of their value, the nearest text there is to what was sent.
 */
const idempotencyBodiesAsText: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`alter table platform.idempotency_records alter column response_body type text using response_body::text`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`alter table platform.idempotency_records alter column response_body type jsonb using response_body::jsonb`.execute(db);
  },
};

export const platformMigrations: SchemaMigrations = {
  schema: 'platform',
  migrations: {
    '0001-platform-tables': createPlatformTables,
    '0002-tasks': createTasks,
    '0003-outbox-notifications': notifyOutboxEvents,
    '0004-idempotency-bodies-as-text': idempotencyBodiesAsText,
  },
};
