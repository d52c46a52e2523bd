/*
 * What the command line prints of identity's operator operations: their answers (the operation's words,
 * those of the Store API's resources), narrowed to what each command has always printed, in that order.
 */

export interface IntegrationAnswer {
  object: 'integration';
  id: number;
  type: string;
  name: string;
  enabled: boolean;
  accepts_writes: boolean;
  create_product_url: string | null;
  /** Only in the answer of its creation. */
  signing_secret: string;
}

export interface ApiKeyAnswer {
  id: number;
  name: string;
  scopes: string[];
  legacy: boolean;
  mode: 'live' | 'test';
  display_prefix: string;
  expires_at: string | null;
  last_used_at: string | null;
  revoked_at: string | null;
  /** Only in the answer of its creation. */
  secret?: string;
}

export function integrationView(integration: IntegrationAnswer) {
  const { object, id, type, name, enabled, accepts_writes } = integration;
  return { object, id, type, name, enabled, accepts_writes };
}

/** A key as `keys list` and `keys revoke` print it: never a secret. */
export function keyView(key: ApiKeyAnswer) {
  const { id, name, scopes, legacy, mode, display_prefix, expires_at, last_used_at, revoked_at } = key;
  return { id, name, scopes, legacy, mode, display_prefix, expires_at, last_used_at, revoked_at };
}

/** A key just made, with the secret shown this once. */
export function newKeyView(key: ApiKeyAnswer) {
  return { id: key.id, name: key.name, scopes: key.scopes, expires_at: key.expires_at, secret: key.secret };
}

export type IntegrationView = ReturnType<typeof integrationView>;
