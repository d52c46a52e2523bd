import type { Selectable } from 'kysely';
import type { Integration } from '../../domain/integration';
import type { Store } from '../../domain/store';
import type { StoreWithIntegrations } from '../../application/ports';
import type { IdentityTables } from './identity.tables';

/** A store's columns as the API shows them; whether it is a test store is asked apart. */
export type StoreRow = Omit<Selectable<IdentityTables['identity.stores']>, 'live_store_id'>;

/** A store's integrations as one json column, in id order: `storeId` is the SQL naming the store's id. */
export const integrationsJsonOf = (storeId: string) => `coalesce((
    select json_agg(json_build_object('id', i.id, 'type', i.type, 'name', i.name, 'enabled', i.enabled,
      'create_product_url', i.create_product_url, 'created_at', i.created_at) order by i.id)
    from identity.integrations i where i.store_id = ${storeId}), '[]')`;

interface IntegrationJson {
  id: number;
  type: string;
  name: string;
  enabled: boolean;
  create_product_url: string | null;
  created_at: string;
}

export function toStore(row: StoreRow): Store {
  return {
    id: row.id,
    companyId: row.company_id,
    name: row.name,
    platform: row.platform,
    plan: row.plan,
    currency: row.currency,
    manufacturerEmail: row.manufacturer_email,
    createdAt: row.created_at,
  };
}

/** `integrations` as the driver answers a json column: parsed by pg, a string from PGlite. */
export function toStoreWithIntegrations(store: StoreRow, integrations: IntegrationJson[] | string): StoreWithIntegrations {
  const parsed = typeof integrations === 'string' ? (JSON.parse(integrations) as IntegrationJson[]) : integrations;
  return {
    store: toStore(store),
    integrations: parsed.map(
      (integration): Integration => ({
        id: integration.id,
        storeId: store.id,
        type: integration.type,
        name: integration.name,
        enabled: integration.enabled,
        createProductUrl: integration.create_product_url,
        createdAt: new Date(integration.created_at),
      }),
    ),
  };
}

export type { IntegrationJson };
