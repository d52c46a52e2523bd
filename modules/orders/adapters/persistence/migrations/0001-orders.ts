import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

export const createOrderTables: Migration = {
  async up(db: Kysely<unknown>) {
    // One counter row per store: taking a number locks it until commit, so numbers never repeat.
    await db.schema
      .createTable('orders.order_numbers')
      .addColumn('store_id', 'integer', (c) => c.primaryKey())
      .addColumn('last_number', 'integer', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('orders.orders')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('store_id', 'integer', (c) => c.notNull())
      .addColumn('integration_id', 'integer', (c) => c.notNull())
      .addColumn('order_number', 'integer', (c) => c.notNull())
      .addColumn('external_id', 'text', (c) => c.notNull())
      .addColumn('external_order_number', 'text', (c) => c.notNull())
      .addColumn('currency', 'char(3)', (c) => c.notNull())
      .addColumn('order_total', 'bigint', (c) => c.notNull())
      .addColumn('app_total', 'bigint', (c) => c.notNull())
      .addColumn('shipping_line', 'text', (c) => c.notNull())
      .addColumn('customer', 'jsonb', (c) => c.notNull())
      .addColumn('billing_address', 'jsonb', (c) => c.notNull())
      .addColumn('shipping_address', 'jsonb', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addUniqueConstraint('orders_store_order_number', ['store_id', 'order_number'])
      .execute();
    await db.schema.createIndex('orders_store').on('orders.orders').columns(['store_id', 'id']).execute();
    await db.schema.createIndex('orders_store_created').on('orders.orders').columns(['store_id', 'created_at']).execute();
    await db.schema
      .createTable('orders.order_lines')
      .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.orders.id'))
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('product_id', 'integer', (c) => c.notNull())
      .addColumn('quantity', 'integer', (c) => c.notNull())
      .addColumn('price', 'bigint', (c) => c.notNull())
      .addColumn('product', 'jsonb', (c) => c.notNull())
      .addPrimaryKeyConstraint('order_lines_pkey', ['order_id', 'position'])
      .execute();
    await db.schema
      .createTable('orders.order_emails')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('store_id', 'integer', (c) => c.notNull())
      .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.orders.id'))
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('recipient', 'text')
      .addColumn('failure_reason', 'text')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('sent_at', 'timestamptz')
      .addColumn('failed_at', 'timestamptz')
      .execute();
    await db.schema.createIndex('order_emails_order').on('orders.order_emails').columns(['order_id']).execute();
    await sql`create index order_emails_queued on orders.order_emails (created_at) where status = 'queued'`.execute(db);
    await db.schema
      .createTable('orders.quotes')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('store_id', 'integer', (c) => c.notNull())
      .addColumn('customiser_id', 'integer', (c) => c.notNull())
      .addColumn('form_id', 'integer', (c) => c.notNull())
      .addColumn('answers', 'jsonb', (c) => c.notNull())
      .addColumn('files', 'jsonb', (c) => c.notNull())
      .addColumn('contact_name', 'text')
      .addColumn('contact_email', 'text')
      .addColumn('contact_phone', 'text')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema.createIndex('quotes_store').on('orders.quotes').columns(['store_id', 'id']).execute();
    await db.schema.createIndex('quotes_store_created').on('orders.quotes').columns(['store_id', 'created_at']).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('orders.quotes').execute();
    await db.schema.dropTable('orders.order_emails').execute();
    await db.schema.dropTable('orders.order_lines').execute();
    await db.schema.dropTable('orders.orders').execute();
    await db.schema.dropTable('orders.order_numbers').execute();
  },
};
