import type { SchemaMigrations } from '../../../../infra/database/migrator';
import { createPricingTables } from './migrations/0001-pricing';
import { storeDocumentsAsJsonText } from './migrations/0002-documents-as-json-text';

export const pricingMigrations: SchemaMigrations = {
  schema: 'pricing',
  migrations: { '0001-pricing-tables': createPricingTables, '0002-documents-as-json-text': storeDocumentsAsJsonText },
};
