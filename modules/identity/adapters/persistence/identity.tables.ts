import type { Generated } from 'kysely';

/** Row types of the identity schema; they never leave this folder. */
export interface IdentityTables {
  'identity.companies': { id: Generated<number>; name: string; created_at: Generated<Date> };
  'identity.stores': {
    id: Generated<number>;
    company_id: number;
    name: string;
    platform: string;
    plan: string;
    currency: string | null;
    manufacturer_email: string | null;
    created_at: Generated<Date>;
    /** The live store of a test store; null for a live store (decision 0026). */
    live_store_id: Generated<number | null>;
  };
  'identity.integrations': {
    id: Generated<number>;
    store_id: number;
    type: string;
    name: string;
    enabled: boolean;
    create_product_url: string | null;
    signing_secret: string;
    created_at: Generated<Date>;
  };
  'identity.people': { id: Generated<number>; email: string; password_hash: string; created_at: Generated<Date> };
  'identity.company_members': { company_id: number; person_id: number; created_at: Generated<Date> };
  'identity.api_keys': {
    id: Generated<number>;
    store_id: number;
    name: string;
    scopes: string[];
    digest: string;
    display_prefix: string;
    mode: 'live' | 'test';
    legacy: boolean;
    expires_at: Date | null;
    revoked_at: Date | null;
    last_used_at: Date | null;
    created_at: Generated<Date>;
  };
  'identity.oauth_clients': {
    id: string;
    name: string;
    redirect_uris: string[];
    self_registered: boolean;
    registered_from: string | null;
    created_at: Generated<Date>;
    last_used_at: Date | null;
  };
  'identity.oauth_signing_keys': { kid: string; private_jwk: unknown; public_jwk: unknown; created_at: Date };
  'identity.web_sessions': { id_digest: string; person_id: number; csrf_token: string; expires_at: Date; created_at: Generated<Date> };
  'identity.connections': {
    id: Generated<number>;
    client_id: string;
    person_id: number;
    store_id: number;
    scopes: string[];
    resource: string;
    created_at: Generated<Date>;
    last_used_at: Date | null;
    revoked_at: Date | null;
  };
  'identity.authorization_codes': {
    code_digest: string;
    connection_id: number;
    redirect_uri: string;
    code_challenge: string;
    expires_at: Date;
    consumed_at: Date | null;
    revoked_at: Date | null;
  };
  'identity.token_pairs': {
    id: Generated<number>;
    connection_id: number;
    family: string;
    code_digest: string | null;
    access_jti: string;
    access_expires_at: Date;
    refresh_digest: string;
    refresh_expires_at: Date;
    rotated_at: Date | null;
    revoked_at: Date | null;
    created_at: Generated<Date>;
  };
  'identity.storefront_keys': { store_id: number; key: string; allowed_origins: Generated<string[]>; created_at: Generated<Date> };
}
