import type { SchemaMigrations } from '../../../../infra/database/migrator';
import { createOrderTables } from './migrations/0001-orders';
import { createQuoteEmailTables } from './migrations/0002-quote-emails';
import { emailsAsTasks } from './migrations/0003-emails-as-tasks';
import { rewriteOrderedProducts } from './migrations/0004-ordered-product-payloads';

export const ordersMigrations: SchemaMigrations = {
  schema: 'orders',
  migrations: {
    '0001-order-tables': createOrderTables,
    '0002-quote-email-tables': createQuoteEmailTables,
    '0003-emails-as-tasks': emailsAsTasks,
    '0004-ordered-product-payloads': rewriteOrderedProducts,
  },
};
