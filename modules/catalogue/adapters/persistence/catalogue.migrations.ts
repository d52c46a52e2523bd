import type { SchemaMigrations } from '../../../../infra/database/migrator';
import { createCatalogueTables } from './migrations/0001-catalogue';
import { createProductTables } from './migrations/0002-products';

export const catalogueMigrations: SchemaMigrations = {
  schema: 'catalogue',
  migrations: { '0001-catalogue-tables': createCatalogueTables, '0002-product-tables': createProductTables },
};
