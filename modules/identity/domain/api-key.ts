import { SCOPES, type Scope } from './scopes';

export interface ApiKey {
  id: number;
  storeId: number;
  name: string;
  scopes: Scope[];
  digest: string;
  displayPrefix: string;
  mode: 'live' | 'test';
  /** Legacy keys carry wildcard access: every v3 scope and the previous-generation API. */
  legacy: boolean;
  expiresAt: Date | null;
  revokedAt: Date | null;
  lastUsedAt: Date | null;
  createdAt: Date;
}

export type ApiKeyStanding = 'usable' | 'revoked' | 'expired';

/** Revocation wins over expiry: a revoked key answers `invalid_api_key` whatever its expiry. */
export function standingOf(key: Pick<ApiKey, 'revokedAt' | 'expiresAt'>, now: Date): ApiKeyStanding {
  if (key.revokedAt) return 'revoked';
  if (key.expiresAt && key.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'usable';
}

/** The scopes a key grants, as reported to its caller: a legacy key grants every scope. */
export function grantedScopes(key: Pick<ApiKey, 'scopes' | 'legacy'>): Scope[] {
  return key.legacy ? [...SCOPES] : [...key.scopes];
}
