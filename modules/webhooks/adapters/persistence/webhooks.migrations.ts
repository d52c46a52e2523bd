import type { SchemaMigrations } from '../../../../infra/database/migrator';
import { createWebhookTables } from './migrations/0001-webhooks';
import { deliveriesAsTasks } from './migrations/0003-deliveries-as-tasks';

export const webhooksMigrations: SchemaMigrations = {
  schema: 'webhooks',
  migrations: { '0001-webhook-tables': createWebhookTables, '0003-deliveries-as-tasks': deliveriesAsTasks },
};
