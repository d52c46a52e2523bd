/** The identity context's public face: the only file other code imports. */
export { identityContainerModule } from './identity.container';
export { identityMigrations } from './adapters/persistence/identity.migrations';
export { IdentityTokens } from './identity.tokens';
export { CreateStoreService } from './application/create-store.service';
export type { CreateStoreCommand } from './application/create-store.service';
export { CreateIntegrationService } from './application/create-integration.service';
export type { CreateIntegrationCommand } from './application/create-integration.service';
export { CreateApiKeyService } from './application/create-api-key.service';
export type { CreateApiKeyCommand } from './application/create-api-key.service';
export { TestStoresService } from './application/test-stores.service';
export { ListApiKeysService } from './application/list-api-keys.service';
export { CreatePersonService } from './application/create-person.service';
export { RemovePersonService } from './application/remove-person.service';
export { PruneClientsService } from './application/prune-clients.service';
export { StorefrontKeysService } from './application/storefront-keys.service';
export type { ApiKey } from './domain/api-key';
export type { Store } from './domain/store';
export type { Integration } from './domain/integration';
export { SCOPES, SCOPE_DESCRIPTIONS, type Scope } from './domain/scopes';
export { PLANS, planIncludesPerWordStyling } from './domain/plans';
export { acceptsWrites } from './domain/integration';

// Read models: what other contexts read.
export { StoreDirectory } from './read-models/store-directory';
export type { StoreProfile, ProductCallback } from './read-models/store-directory';
