import 'reflect-metadata';
import { Container } from 'inversify';
import { platformMigrations } from '../../infra/database/migrations/platform.migrations';
import type { SchemaMigrations } from '../../infra/database/migrator';
import { infrastructureModule, type Runtime } from '../../infra/runtime';
import { BUFFERED_WRITES, type BufferedWrites } from '../../shared-kernel/buffered-writes';
import { identityContainerModule, identityMigrations } from '../../modules/identity';
import { catalogueContainerModule, catalogueMigrations } from '../../modules/catalogue';
import { pricingContainerModule, pricingMigrations } from '../../modules/pricing';
import { ordersContainerModule, ordersMigrations } from '../../modules/orders';
import { uploadsContainerModule, uploadsMigrations } from '../../modules/uploads';
import { webhooksContainerModule, webhooksMigrations } from '../../modules/webhooks';
import { storefrontContainerModule } from '../../modules/storefront';
import { previousGenerationContainerModule, previousGenerationMigrations } from '../../modules/previous-generation';
import { activityContainerModule, activityMigrations } from '../../modules/activity';

/** Every schema's migrations, in the order they must run (a module after those it references). */
export const allMigrations: readonly SchemaMigrations[] = [platformMigrations, identityMigrations, catalogueMigrations, pricingMigrations, ordersMigrations, uploadsMigrations, webhooksMigrations, previousGenerationMigrations, activityMigrations];

/** The one container of a process: infrastructure first, then each bounded context. */
export function composeContainer(runtime: Runtime): Container {
  const container = new Container({ defaultScope: 'Singleton', autobind: true });
  container.load(infrastructureModule(runtime), identityContainerModule, catalogueContainerModule, pricingContainerModule, ordersContainerModule, uploadsContainerModule, webhooksContainerModule, previousGenerationContainerModule, storefrontContainerModule, activityContainerModule);
  return container;
}

/** Writes what modules keep in memory to spare requests a write (last-used times, deprecated-usage counts). */
export async function flushBufferedWrites(container: Container): Promise<void> {
  for (const buffered of container.getAll<BufferedWrites>(BUFFERED_WRITES, { optional: true })) await buffered.flush();
}
