import type { SchemaMigrations } from '../../../../infra/database/migrator';
import { createIdentityTables } from './migrations/0001-identity';
import { addManufacturerEmail } from './migrations/0002-manufacturer-email';
import { createConnectorTables } from './migrations/0003-connector';
import { createStorefrontKeys } from './migrations/0004-storefront-keys';
import { addStorefrontOrigins } from './migrations/0005-storefront-origins';
import { addTestStores } from './migrations/0006-test-stores';

export const identityMigrations: SchemaMigrations = {
  schema: 'identity',
  migrations: { '0001-identity-tables': createIdentityTables, '0002-manufacturer-email': addManufacturerEmail, '0003-connector': createConnectorTables, '0004-storefront-keys': createStorefrontKeys, '0005-storefront-origins': addStorefrontOrigins, '0006-test-stores': addTestStores },
};
