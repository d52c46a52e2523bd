import type { ApiKey } from '../domain/api-key';

/** A key as the operator sees it: never its secret, which only its creation answers. */
export function apiKeyRecord(key: ApiKey) {
  return {
    id: key.id,
    name: key.name,
    scopes: key.legacy ? ['*'] : key.scopes,
    legacy: key.legacy,
    mode: key.mode,
    display_prefix: key.displayPrefix,
    expires_at: key.expiresAt?.toISOString() ?? null,
    last_used_at: key.lastUsedAt?.toISOString() ?? null,
    revoked_at: key.revokedAt?.toISOString() ?? null,
    store_id: key.storeId,
  };
}
