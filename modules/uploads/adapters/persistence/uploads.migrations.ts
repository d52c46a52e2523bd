import type { SchemaMigrations } from '../../../../infra/database/migrator';
import { createUploadTables } from './migrations/0001-uploads';

export const uploadsMigrations: SchemaMigrations = { schema: 'uploads', migrations: { '0001-upload-tables': createUploadTables } };
