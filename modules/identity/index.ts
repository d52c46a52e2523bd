/** The identity context's public face: the only file other code imports. */
export { identityContainerModule } from './identity.container';
export { identityMigrations } from './adapters/persistence/identity.migrations';
export { IdentityTokens } from './identity.tokens';
export type { ApiKey } from './domain/api-key';
export type { Store } from './domain/store';
export type { Integration } from './domain/integration';
export { SCOPES, SCOPE_DESCRIPTIONS, type Scope } from './domain/scopes';
export { PLANS, planIncludesPerWordStyling } from './domain/plans';
export { acceptsWrites } from './domain/integration';

// Read models: what other contexts read.
export { StoreDirectory } from './read-models/store-directory';
export type { StoreProfile, ProductCallback } from './read-models/store-directory';
