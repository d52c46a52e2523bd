import { inject, injectable } from 'inversify';
import { sql } from 'kysely';
import { InfraTokens } from '../../../../infra/infra.tokens';
import type { TransactionalDatabase } from '../../../../infra/database/transactional-database';
import type { PricingDocumentRepository, StoredPricing } from '../../application/ports';

interface PricingTables {
  'pricing.pricing_documents': {
    customiser_id: number;
    store_id: number;
    base_pricing: unknown;
    price_lists: unknown;
    sheet_pricing: unknown;
    updated_at: Date;
  };
}

const json = (value: unknown) => (value === null ? null : JSON.stringify(value));
const parsed = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

@injectable()
export class KyselyPricingDocumentRepository implements PricingDocumentRepository {
  constructor(@inject(InfraTokens.Database) private readonly database: TransactionalDatabase) {}

  private get db() {
    return this.database.current<PricingTables>();
  }

  async find(customiserId: number, options: { forUpdate?: boolean } = {}): Promise<StoredPricing | undefined> {
    let query = this.db.selectFrom('pricing.pricing_documents').selectAll().where('customiser_id', '=', customiserId);
    if (options.forUpdate && this.database.inTransaction()) query = query.forUpdate();
    const row = await query.executeTakeFirst();
    if (!row) return undefined;
    return {
      base_pricing: parsed(row.base_pricing),
      price_lists: parsed(row.price_lists),
      sheet_pricing: row.sheet_pricing === null ? null : parsed(row.sheet_pricing),
    };
  }

  async save(storeId: number, customiserId: number, pricing: StoredPricing): Promise<void> {
    const values = { base_pricing: json(pricing.base_pricing), price_lists: json(pricing.price_lists), sheet_pricing: json(pricing.sheet_pricing) };
    await this.db
      .insertInto('pricing.pricing_documents')
      .values({ customiser_id: customiserId, store_id: storeId, ...values, updated_at: new Date() })
      .onConflict((conflict) => conflict.column('customiser_id').doUpdateSet({ ...values, updated_at: sql`now()` }))
      .execute();
  }

  async nextPriceListId(): Promise<number> {
    const { rows } = await sql<{ id: number }>`select nextval('pricing.price_list_ids')::int as id`.execute(this.db);
    return rows[0]!.id;
  }
}
