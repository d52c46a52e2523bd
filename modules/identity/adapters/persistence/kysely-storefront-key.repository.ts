import { inject, injectable } from 'inversify';
import { InfraTokens } from '../../../../infra/infra.tokens';
import type { TransactionalDatabase } from '../../../../infra/database/transactional-database';
import type { StorefrontKeyRepository } from '../../application/storefront-keys.service';
import type { IdentityTables } from './identity.tables';

@injectable()
export class KyselyStorefrontKeyRepository implements StorefrontKeyRepository {
  constructor(@inject(InfraTokens.Database) private readonly database: TransactionalDatabase) {}

  private get db() {
    return this.database.current<IdentityTables>();
  }

  async keyOf(storeId: number): Promise<string | undefined> {
    return (await this.db.selectFrom('identity.storefront_keys').select('key').where('store_id', '=', storeId).executeTakeFirst())?.key;
  }

  async add(storeId: number, key: string): Promise<void> {
    await this.db.insertInto('identity.storefront_keys').values({ store_id: storeId, key }).onConflict((conflict) => conflict.column('store_id').doNothing()).execute();
  }

  async storeOf(key: string): Promise<number | undefined> {
    return (await this.db.selectFrom('identity.storefront_keys').select('store_id').where('key', '=', key).executeTakeFirst())?.store_id;
  }
}
