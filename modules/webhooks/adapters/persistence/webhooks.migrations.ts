import type { SchemaMigrations } from '../../../../infra/database/migrator';
import { createWebhookTables } from './migrations/0001-webhooks';
import { deliveriesAsTasks } from './migrations/0003-deliveries-as-tasks';
import { deliveryDebugging } from './migrations/0004-delivery-debugging';

export const webhooksMigrations: SchemaMigrations = {
  schema: 'webhooks',
  migrations: { '0001-webhook-tables': createWebhookTables, '0003-deliveries-as-tasks': deliveriesAsTasks, '0004-delivery-debugging': deliveryDebugging },
};
