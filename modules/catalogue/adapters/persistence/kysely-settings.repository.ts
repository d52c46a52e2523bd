import { inject, injectable } from 'inversify';
import { sql } from 'kysely';
import { InfraTokens } from '../../../../infra/infra.tokens';
import type { TransactionalDatabase } from '../../../../infra/database/transactional-database';
import { DEFAULT_SETTINGS, type CustomiserSettings } from '../../domain/customiser-settings';
import type { SettingsRepository } from '../../application/ports';
import { fromJson, toJson, type CatalogueTables } from './catalogue.tables';

@injectable()
export class KyselySettingsRepository implements SettingsRepository {
  constructor(@inject(InfraTokens.Database) private readonly database: TransactionalDatabase) {}

  async get(customiserId: number): Promise<CustomiserSettings> {
    const row = await this.database
      .current<CatalogueTables>()
      .selectFrom('catalogue.customiser_settings')
      .select('settings')
      .where('customiser_id', '=', customiserId)
      .executeTakeFirst();
    return { ...DEFAULT_SETTINGS, ...(row ? fromJson<Partial<CustomiserSettings>>(row.settings) : {}) };
  }

  async save(storeId: number, customiserId: number, settings: CustomiserSettings): Promise<void> {
    await this.database
      .current<CatalogueTables>()
      .insertInto('catalogue.customiser_settings')
      .values({ customiser_id: customiserId, store_id: storeId, settings: toJson(settings) })
      .onConflict((conflict) => conflict.column('customiser_id').doUpdateSet({ settings: toJson(settings), updated_at: sql`now()` }))
      .execute();
  }
}
