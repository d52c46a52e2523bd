import { inject, injectable } from 'inversify';
import { sql } from 'kysely';
import { InfraTokens } from '../../../../infra/infra.tokens';
import { PreparedStatement } from '../../../../infra/database/prepared-statements';
import type { TransactionalDatabase } from '../../../../infra/database/transactional-database';
import type { Store } from '../../domain/store';
import type { NewStore, StoreMode, StoreRepository, StoreWithIntegrations } from '../../application/ports';
import type { IdentityTables } from './identity.tables';
import { integrationsJsonOf, toStore, toStoreWithIntegrations, type IntegrationJson, type StoreRow } from './store-with-integrations';

const STORE_COLUMNS = 's.id, s.company_id, s.name, s.platform, s.plan, s.currency, s.manufacturer_email, s.created_at';
// A test store is nobody's to name: only its live store's keys reach it (decision 0026).
const FIND_BY_ID = new PreparedStatement<StoreRow>('identity_store_by_id', `select ${STORE_COLUMNS} from identity.stores s where s.id = $1 and s.live_store_id is null`);
const FIND_WITH_INTEGRATIONS = new PreparedStatement<StoreRow & { integrations: IntegrationJson[] | string }>(
  'identity_store_with_integrations_by_id',
  `select ${STORE_COLUMNS}, ${integrationsJsonOf('s.id')} as integrations from identity.stores s where s.id = $1 and s.live_store_id is null`,
);

@injectable()
export class KyselyStoreRepository implements StoreRepository {
  constructor(@inject(InfraTokens.Database) private readonly database: TransactionalDatabase) {}

  /** A store and its own company, in the transaction of the operation that creates it (createStore). */
  async create(store: NewStore): Promise<Store> {
    const db = this.database.current<IdentityTables>();
    const company = await db.insertInto('identity.companies').values({ name: store.name }).returning('id').executeTakeFirstOrThrow();
    const row = await db
      .insertInto('identity.stores')
      .values({ name: store.name, platform: store.platform, plan: store.plan, currency: store.currency, manufacturer_email: store.manufacturerEmail, company_id: company.id })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toStore(row);
  }

  /** stores/me of a connector token (an API key's authentication reads this itself): prepared once per connection. */
  async findWithIntegrations(id: number): Promise<StoreWithIntegrations | undefined> {
    const { rows } = await this.database.current<IdentityTables>().executeQuery(FIND_WITH_INTEGRATIONS.with([id]));
    const row = rows[0];
    return row && toStoreWithIntegrations(row, row.integrations);
  }

  async testStoreOf(liveStoreId: number): Promise<number | undefined> {
    const row = await this.database.current<IdentityTables>().selectFrom('identity.stores').select('id').where('live_store_id', '=', liveStoreId).executeTakeFirst();
    return row?.id;
  }

  async lockTestStoreOf(liveStoreId: number): Promise<number | undefined> {
    const row = await this.database.current<IdentityTables>().selectFrom('identity.stores').select('id').where('live_store_id', '=', liveStoreId).forUpdate().executeTakeFirst();
    return row?.id;
  }

  async createTestStore(liveStoreId: number): Promise<number | undefined> {
    const db = this.database.current<IdentityTables>();
    const live = await db.selectFrom('identity.stores').select('id').where('id', '=', liveStoreId).where('live_store_id', 'is', null).executeTakeFirst();
    if (!live) throw new Error(`store ${liveStoreId} is not a live store`);
    // A concurrent first test key waits here on the unique live_store_id, then finds the other's store made.
    const { rows } = await sql<{ id: number }>`
      insert into identity.stores (company_id, name, platform, plan, currency, live_store_id)
      select company_id, name, platform, plan, currency, id from identity.stores where id = ${liveStoreId}
      on conflict (live_store_id) do nothing
      returning id`.execute(db);
    return rows[0]?.id;
  }

  async modeOf(storeId: number): Promise<StoreMode | undefined> {
    const row = await this.database
      .current<IdentityTables>()
      .selectFrom('identity.stores')
      .select(['id', 'live_store_id'])
      .where('id', '=', storeId)
      .executeTakeFirst();
    return row && { liveStoreId: row.live_store_id ?? row.id, livemode: row.live_store_id === null };
  }

  async findSharedById(storeId: number): Promise<(Store & { livemode: boolean }) | undefined> {
    const { rows } = await sql<StoreRow & { livemode: boolean }>`
      select ${sql.raw(STORE_COLUMNS)}, t.live_store_id is null as livemode
      from identity.stores t join identity.stores s on s.id = coalesce(t.live_store_id, t.id)
      where t.id = ${storeId}`.execute(this.database.current<IdentityTables>());
    return rows[0] && { ...toStore(rows[0]), livemode: rows[0].livemode };
  }

  async findById(id: number): Promise<Store | undefined> {
    const { rows } = await this.database.current<IdentityTables>().executeQuery(FIND_BY_ID.with([id]));
    return rows[0] && toStore(rows[0]);
  }
}
