import { currentRequestContext } from '../../../shared-kernel/request-context';
import { standingOf, type ApiKey } from '../domain/api-key';
import type { Connection } from '../domain/connection';

/*
 * What a person logged in to the merchant admin does to their store's own settings: its API keys, its
 * connections and its test data (use-cases/list-store-keys/, create-store-key/, revoke-store-key/,
 * list-store-connections/, revoke-store-connection/, start-test-data/, reset-test-data/). Only the admin
 * presents these (auth `person`); the store is the session's, never one named in the input, and the
 * person must belong to it.
 */

/** The person acting, and the live store their page is for. */
export function acting(): { personId: number; storeId: number } {
  const credential = currentRequestContext()?.credential;
  if (credential?.kind !== 'merchant_session') throw new Error('A person’s operation runs for a merchant session');
  return { personId: Number(credential.id), storeId: credential.liveStoreId ?? credential.storeId };
}

export function storeKeyResource(key: ApiKey, now: Date) {
  return {
    object: 'api_key' as const,
    id: key.id,
    name: key.name,
    mode: key.mode,
    legacy: key.legacy,
    scopes: key.scopes,
    display_prefix: key.displayPrefix,
    standing: standingOf(key, now),
    expires_at: key.expiresAt?.toISOString() ?? null,
    last_used_at: key.lastUsedAt?.toISOString() ?? null,
  };
}

export type StoreKeyResource = ReturnType<typeof storeKeyResource>;

export function connectionResource(connection: Connection & { clientName: string; personEmail: string }) {
  return {
    object: 'connection' as const,
    id: connection.id,
    client_name: connection.clientName,
    approved_by: connection.personEmail,
    scopes: connection.scopes,
    last_used_at: connection.lastUsedAt?.toISOString() ?? null,
  };
}

export type ConnectionResource = ReturnType<typeof connectionResource>;

const person = { auth: 'person', scopes: [], problems: ['resource_not_found'] } as const;
/** What a person's read declares besides its id and handler. */
export const reading = { ...person, idempotency: 'none', safe: true } as const;
/** What a person's write declares besides its id and handler: a form sent twice is answered once. */
export const writing = { ...person, idempotency: 'optional' } as const;
