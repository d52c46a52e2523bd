import { inject, injectable } from 'inversify';
import { CompiledQuery, type Selectable } from 'kysely';
import { InfraTokens } from '../../../../infra/infra.tokens';
import type { TransactionalDatabase } from '../../../../infra/database/transactional-database';
import type { Store } from '../../domain/store';
import type { Integration } from '../../domain/integration';
import type { NewStore, StoreRepository } from '../../application/ports';
import type { IdentityTables } from './identity.tables';

const FIND_BY_ID = 'select * from identity.stores where id = $1';
const FIND_WITH_INTEGRATIONS = `
  select s.*, coalesce((
    select json_agg(json_build_object('id', i.id, 'type', i.type, 'name', i.name, 'enabled', i.enabled,
      'create_product_url', i.create_product_url, 'created_at', i.created_at) order by i.id)
    from identity.integrations i where i.store_id = s.id), '[]') as integrations
  from identity.stores s where s.id = $1`;

@injectable()
export class KyselyStoreRepository implements StoreRepository {
  constructor(@inject(InfraTokens.Database) private readonly database: TransactionalDatabase) {}

  async create(store: NewStore): Promise<Store> {
    return this.database.run(async () => {
      const db = this.database.current<IdentityTables>();
      const company = await db.insertInto('identity.companies').values({ name: store.name }).returning('id').executeTakeFirstOrThrow();
      const row = await db
        .insertInto('identity.stores')
        .values({ name: store.name, platform: store.platform, plan: store.plan, currency: store.currency, manufacturer_email: store.manufacturerEmail, company_id: company.id })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toStore(row);
    });
  }

  /** On the path of every stores/me: compiled once. */
  async findWithIntegrations(id: number): Promise<{ store: Store; integrations: Integration[] } | undefined> {
    const { rows } = await this.database
      .current<IdentityTables>()
      .executeQuery<Selectable<IdentityTables['identity.stores']> & { integrations: IntegrationJson[] | string }>(CompiledQuery.raw(FIND_WITH_INTEGRATIONS, [id]));
    const row = rows[0];
    if (!row) return undefined;
    const integrations = (typeof row.integrations === 'string' ? (JSON.parse(row.integrations) as IntegrationJson[]) : row.integrations).map((integration) => ({
      id: integration.id,
      storeId: row.id,
      type: integration.type,
      name: integration.name,
      enabled: integration.enabled,
      createProductUrl: integration.create_product_url,
      createdAt: new Date(integration.created_at),
    }));
    return { store: toStore(row), integrations };
  }

  async findById(id: number): Promise<Store | undefined> {
    const { rows } = await this.database
      .current<IdentityTables>()
      .executeQuery<Selectable<IdentityTables['identity.stores']>>(CompiledQuery.raw(FIND_BY_ID, [id]));
    return rows[0] && toStore(rows[0]);
  }
}

interface IntegrationJson {
  id: number;
  type: string;
  name: string;
  enabled: boolean;
  create_product_url: string | null;
  created_at: string;
}

function toStore(row: Selectable<IdentityTables['identity.stores']>): Store {
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
