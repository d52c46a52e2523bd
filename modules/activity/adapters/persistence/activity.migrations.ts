import type { SchemaMigrations } from '../../../../infra/database/migrator';
import { createActivityTable } from './migrations/0001-activity';

export const activityMigrations: SchemaMigrations = {
  schema: 'activity',
  migrations: { '0001-activity': createActivityTable },
};
