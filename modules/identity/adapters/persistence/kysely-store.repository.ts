import { inject, injectable } from 'inversify';
import { CompiledQuery } from 'kysely';
import { InfraTokens } from '../../../../infra/infra.tokens';
import type { TransactionalDatabase } from '../../../../infra/database/transactional-database';
import type { Store } from '../../domain/store';
import type { NewStore, StoreRepository, StoreWithIntegrations } from '../../application/ports';
import type { IdentityTables } from './identity.tables';
import { integrationsJsonOf, toStore, toStoreWithIntegrations, type IntegrationJson, type StoreRow } from './store-with-integrations';

const FIND_BY_ID = 'select * from identity.stores where id = $1';
const FIND_WITH_INTEGRATIONS = `select s.*, ${integrationsJsonOf('s.id')} as integrations from identity.stores s where s.id = $1`;

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

  /** stores/me of a connector token (an API key's authentication reads this itself): compiled once. */
  async findWithIntegrations(id: number): Promise<StoreWithIntegrations | undefined> {
    const { rows } = await this.database
      .current<IdentityTables>()
      .executeQuery<StoreRow & { integrations: IntegrationJson[] | string }>(CompiledQuery.raw(FIND_WITH_INTEGRATIONS, [id]));
    const row = rows[0];
    return row && toStoreWithIntegrations(row, row.integrations);
  }

  async findById(id: number): Promise<Store | undefined> {
    const { rows } = await this.database
      .current<IdentityTables>()
      .executeQuery<StoreRow>(CompiledQuery.raw(FIND_BY_ID, [id]));
    return rows[0] && toStore(rows[0]);
  }
}
