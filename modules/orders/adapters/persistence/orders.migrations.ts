import type { SchemaMigrations } from '../../../../infra/database/migrator';
import { createOrderTables } from './migrations/0001-orders';

export const ordersMigrations: SchemaMigrations = {
  schema: 'orders',
  migrations: { '0001-order-tables': createOrderTables },
};
