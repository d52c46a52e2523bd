import type { SchemaMigrations } from '../../../../infra/database/migrator';
import { createCatalogueTables } from './migrations/0001-catalogue';
import { createProductTables } from './migrations/0002-products';
import { addProductDesignsAndUploads } from './migrations/0003-product-designs-and-uploads';

export const catalogueMigrations: SchemaMigrations = {
  schema: 'catalogue',
  migrations: { '0001-catalogue-tables': createCatalogueTables, '0002-product-tables': createProductTables, '0003-product-designs-and-uploads': addProductDesignsAndUploads },
};
