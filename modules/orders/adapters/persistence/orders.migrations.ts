import type { SchemaMigrations } from '../../../../infra/database/migrator';
import { createOrderTables } from './migrations/0001-orders';
import { createQuoteEmailTables } from './migrations/0002-quote-emails';
import { rewriteOrderedProducts } from './migrations/0003-ordered-product-payloads';

export const ordersMigrations: SchemaMigrations = {
  schema: 'orders',
  migrations: { '0001-order-tables': createOrderTables, '0002-quote-email-tables': createQuoteEmailTables, '0003-ordered-product-payloads': rewriteOrderedProducts },
};
