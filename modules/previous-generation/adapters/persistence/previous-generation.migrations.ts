import type { SchemaMigrations } from '../../../../infra/database/migrator';
import { createDeprecatedUsageTable } from './migrations/0001-deprecated-usage';

export const previousGenerationMigrations: SchemaMigrations = {
  schema: 'previous_generation',
  migrations: { '0001-deprecated-usage': createDeprecatedUsageTable },
};
