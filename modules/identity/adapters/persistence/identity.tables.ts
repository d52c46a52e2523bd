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
}
