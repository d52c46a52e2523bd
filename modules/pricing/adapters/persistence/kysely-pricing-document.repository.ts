import { inject, injectable } from 'inversify';
import { sql } from 'kysely';
import { InfraTokens } from '../../../../infra/infra.tokens';
import type { TransactionalDatabase } from '../../../../infra/database/transactional-database';
import type { StoredPricing } from '../../domain/pricing-document';
import type { PricingDocumentRepository } from '../../application/ports';
import type { FoundPricing, StoredPricingText } from '../../model/shown-pricing';

interface PricingTables {
  'pricing.pricing_documents': {
    customiser_id: number;
    store_id: number;
    base_pricing: unknown;
    price_lists: unknown;
    sheet_pricing: unknown;
    /** False for a document carried over from jsonb, in jsonb's member order, until it is next written. */
    in_member_order: boolean;
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

  async find(customiserId: number, options: { forUpdate?: boolean } = {}): Promise<FoundPricing | undefined> {
    let query = this.db.selectFrom('pricing.pricing_documents').selectAll().where('customiser_id', '=', customiserId);
    if (options.forUpdate && this.database.inTransaction()) query = query.forUpdate();
    const row = await query.executeTakeFirst();
    if (!row) return undefined;
    return {
      base_pricing: parsed(row.base_pricing),
      price_lists: parsed(row.price_lists),
      sheet_pricing: row.sheet_pricing === null ? null : parsed(row.sheet_pricing),
      inMemberOrder: row.in_member_order,
    };
  }

  async findText(customiserId: number): Promise<StoredPricingText | undefined> {
    // The large members as text: the pg driver would parse json columns, only for them to be serialised again.
    const { rows: [row] } = await sql<{ base_pricing: unknown; price_lists: string; sheet_pricing: string }>`
      select base_pricing, price_lists::text as price_lists, coalesce(sheet_pricing::text, 'null') as sheet_pricing
      from pricing.pricing_documents where customiser_id = ${customiserId} and in_member_order`.execute(this.db);
    return row && { base_pricing: parsed(row.base_pricing), price_lists: row.price_lists, sheet_pricing: row.sheet_pricing };
  }

  async save(storeId: number, customiserId: number, pricing: StoredPricing): Promise<void> {
    const values = { base_pricing: json(pricing.base_pricing), price_lists: json(pricing.price_lists), sheet_pricing: json(pricing.sheet_pricing) };
    await this.db
      .insertInto('pricing.pricing_documents')
      .values({ customiser_id: customiserId, store_id: storeId, ...values, in_member_order: true, updated_at: new Date() })
      // The new values are sent once and taken from `excluded`: a document is large.
      .onConflict((conflict) =>
        conflict.column('customiser_id').doUpdateSet((update) => ({
          base_pricing: update.ref('excluded.base_pricing'),
          price_lists: update.ref('excluded.price_lists'),
          sheet_pricing: update.ref('excluded.sheet_pricing'),
          in_member_order: true,
          updated_at: sql`now()`,
        })),
      )
      .execute();
  }

  async nextPriceListIds(count: number): Promise<number[]> {
    const { rows } = await sql<{ id: number }>`select nextval('pricing.price_list_ids')::int as id from generate_series(1, ${count})`.execute(this.db);
    return rows.map((row) => row.id);
  }
}
