import 'reflect-metadata';
import { Container } from 'inversify';
import { platformMigrations } from '../../infra/database/migrations/platform.migrations';
import type { SchemaMigrations } from '../../infra/database/migrator';
import { infrastructureModule, type Runtime } from '../../infra/runtime';
import { identityContainerModule, identityMigrations } from '../../modules/identity';
import { catalogueContainerModule, catalogueMigrations } from '../../modules/catalogue';
import { pricingContainerModule, pricingMigrations } from '../../modules/pricing';
import { ordersContainerModule, ordersMigrations } from '../../modules/orders';
import { uploadsContainerModule, uploadsMigrations } from '../../modules/uploads';
import { webhooksContainerModule, webhooksMigrations } from '../../modules/webhooks';

/** Every schema's migrations, in the order they must run (a module after those it references). */
export const allMigrations: readonly SchemaMigrations[] = [platformMigrations, identityMigrations, catalogueMigrations, pricingMigrations, ordersMigrations, uploadsMigrations, webhooksMigrations];

/** The one container of a process: infrastructure first, then each bounded context. */
export function composeContainer(runtime: Runtime): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  container.loadSync(infrastructureModule(runtime), identityContainerModule, catalogueContainerModule, pricingContainerModule, ordersContainerModule, uploadsContainerModule, webhooksContainerModule);
  return container;
}
