import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

export const createQuoteEmailTables: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('orders.quote_emails')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('store_id', 'integer', (c) => c.notNull())
      .addColumn('quote_id', 'integer', (c) => c.notNull().references('orders.quotes.id'))
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('reason', 'text')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('finished_at', 'timestamptz')
      .execute();
    await db.schema.createIndex('quote_emails_quote').on('orders.quote_emails').columns(['quote_id']).execute();
    await sql`create index quote_emails_queued on orders.quote_emails (created_at) where status = 'queued'`.execute(db);
    // One row per recipient and email: the key is what stops two tries from both taking a recipient.
    await db.schema
      .createTable('orders.quote_email_recipients')
      .addColumn('quote_email_id', 'integer', (c) => c.notNull().references('orders.quote_emails.id'))
      .addColumn('recipient', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
      .addPrimaryKeyConstraint('quote_email_recipients_pkey', ['quote_email_id', 'recipient'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('orders.quote_email_recipients').execute();
    await db.schema.dropTable('orders.quote_emails').execute();
  },
};
