import type { SchemaMigrations } from '../../../../infra/database/migrator';
import { createWebhookTables } from './migrations/0001-webhooks';

export const webhooksMigrations: SchemaMigrations = {
  schema: 'webhooks',
  migrations: { '0001-webhook-tables': createWebhookTables },
};
