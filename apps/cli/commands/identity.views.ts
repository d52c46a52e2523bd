import { acceptsWrites, type Integration, type Store } from '../../../modules/identity';

/**
 * How the command line prints identity's read models. Its own view, not the Store API's wire schema:
 * today it mirrors the API's store and integration resources so that an operator sees the same words.
 */
export function integrationView(integration: Integration) {
  return {
    object: 'integration' as const,
    id: integration.id,
    type: integration.type,
    name: integration.name,
    enabled: integration.enabled,
    accepts_writes: acceptsWrites(integration),
  };
}

export type IntegrationView = ReturnType<typeof integrationView>;

/** A store just created: it has no integrations yet, and no key, so no scopes. */
export function newStoreView(store: Store) {
  return {
    object: 'store' as const,
    id: store.id,
    name: store.name,
    platform: store.platform,
    plan: store.plan,
    currency: store.currency,
    integrations: [] as IntegrationView[],
    scopes: [] as string[],
    created_at: store.createdAt.toISOString(),
  };
}
