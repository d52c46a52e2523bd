import type { SchemaMigrations } from '../../../../infra/database/migrator';
import { createUploadTables } from './migrations/0001-uploads';
import { indexLapsingUploads } from './migrations/0002-lapsing-uploads';

export const uploadsMigrations: SchemaMigrations = {
  schema: 'uploads',
  migrations: { '0001-upload-tables': createUploadTables, '0002-lapsing-uploads': indexLapsingUploads },
};
