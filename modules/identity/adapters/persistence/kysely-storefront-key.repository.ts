import { inject, injectable } from 'inversify';
import { InfraTokens } from '../../../../infra/infra.tokens';
import type { TransactionalDatabase } from '../../../../infra/database/transactional-database';
import type { StorefrontKeyRecord, StorefrontKeyRepository } from '../../application/storefront-keys.service';
import type { IdentityTables } from './identity.tables';

const toRecord = (row: { store_id: number; key: string; allowed_origins: string[] }): StorefrontKeyRecord => ({
  storeId: row.store_id,
  key: row.key,
  allowedOrigins: row.allowed_origins,
});

@injectable()
export class KyselyStorefrontKeyRepository implements StorefrontKeyRepository {
  constructor(@inject(InfraTokens.Database) private readonly database: TransactionalDatabase) {}

  private get db() {
    return this.database.current<IdentityTables>();
  }

  async findByStore(storeId: number): Promise<StorefrontKeyRecord | undefined> {
    const row = await this.db.selectFrom('identity.storefront_keys').select(['store_id', 'key', 'allowed_origins']).where('store_id', '=', storeId).executeTakeFirst();
    return row && toRecord(row);
  }

  async add(storeId: number, key: string): Promise<void> {
    await this.db.insertInto('identity.storefront_keys').values({ store_id: storeId, key }).onConflict((conflict) => conflict.column('store_id').doNothing()).execute();
  }

  async findByKey(key: string): Promise<StorefrontKeyRecord | undefined> {
    const row = await this.db.selectFrom('identity.storefront_keys').select(['store_id', 'key', 'allowed_origins']).where('key', '=', key).executeTakeFirst();
    return row && toRecord(row);
  }

  async setAllowedOrigins(storeId: number, origins: readonly string[]): Promise<void> {
    await this.db.updateTable('identity.storefront_keys').set({ allowed_origins: [...origins] }).where('store_id', '=', storeId).execute();
  }
}
