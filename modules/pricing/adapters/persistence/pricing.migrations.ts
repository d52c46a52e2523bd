import type { SchemaMigrations } from '../../../../infra/database/migrator';
import { createPricingTables } from './migrations/0001-pricing';

export const pricingMigrations: SchemaMigrations = {
  schema: 'pricing',
  migrations: { '0001-pricing-tables': createPricingTables },
};
