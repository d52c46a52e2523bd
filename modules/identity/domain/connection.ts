/** A person's approval of a client, for one store, the scopes they saw, and the connector as the resource. */
export interface Connection {
  id: number;
  clientId: string;
  personId: number;
  storeId: number;
  scopes: string[];
  resource: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}

/** A client of the connector. Registration is public and grants nothing; the consent page marks it unverified. */
export interface OAuthClient {
  id: string;
  name: string;
  redirectUris: string[];
  selfRegistered: boolean;
  createdAt: Date;
}

/** The spec's lifetimes (Limits). */
export const CODE_LIFETIME_MS = 10 * 60_000;
export const ACCESS_TOKEN_LIFETIME_MS = 60 * 60_000;
export const REFRESH_TOKEN_LIFETIME_MS = 30 * 24 * 3600_000;
/** A registration no connection uses after this long is pruned. */
export const UNUSED_CLIENT_LIFETIME_MS = 24 * 3600_000;
