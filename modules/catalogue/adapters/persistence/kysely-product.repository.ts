import { inject, injectable } from 'inversify';
import { sql, type Selectable } from 'kysely';
import { InfraTokens } from '../../../../infra/infra.tokens';
import type { TransactionalDatabase } from '../../../../infra/database/transactional-database';
import type { Page, PageRequest } from '../../../../shared-kernel/http/pagination';
import type { Product } from '../../domain/product';
import type { NewProduct, ProductRepository } from '../../application/ports';
import { fromJson, toJson } from './catalogue.tables';

interface ProductTables {
  'catalogue.products': {
    id: number;
    store_id: number;
    customiser_id: number;
    integration_id: number | null;
    store_product_id: string | null;
    source: string;
    title: string;
    description: string;
    price_amount: number;
    compare_at_amount: number;
    currency: string;
    width_cm: number | null;
    height_cm: number | null;
    length_cm: number | null;
    customisations: unknown;
    artwork: unknown;
    design: unknown;
    uploads: unknown;
    created_at: Date;
    updated_at: Date;
  };
  'catalogue.product_projections': { product_id: number; store_id: number; projection: unknown };
}

@injectable()
export class KyselyProductRepository implements ProductRepository {
  constructor(@inject(InfraTokens.Database) private readonly database: TransactionalDatabase) {}

  private get db() {
    return this.database.current<ProductTables>();
  }

  async create(product: NewProduct, projection: Record<string, unknown>): Promise<Product> {
    const row = await this.db
      .insertInto('catalogue.products')
      .values({
        store_id: product.storeId,
        customiser_id: product.customiserId,
        integration_id: product.integrationId,
        store_product_id: product.storeProductId,
        source: product.source,
        title: product.title,
        description: product.description,
        price_amount: product.priceAmount,
        compare_at_amount: product.compareAtAmount,
        currency: product.currency,
        width_cm: product.widthCm,
        height_cm: product.heightCm,
        length_cm: product.lengthCm,
        customisations: toJson(product.customisations),
        artwork: product.artwork === null ? null : toJson(product.artwork),
        design: product.design === null ? null : toJson(product.design),
        uploads: toJson(product.uploads),
      } as never)
      .returningAll()
      .executeTakeFirstOrThrow();
    await this.db
      .insertInto('catalogue.product_projections')
      .values({ product_id: row.id, store_id: row.store_id, projection: toJson({ ...projection, product_id: row.id }) })
      .execute();
    return toProduct(row);
  }

  async find(storeId: number, id: number): Promise<Product | undefined> {
    const row = await this.db.selectFrom('catalogue.products').selectAll().where('store_id', '=', storeId).where('id', '=', id).executeTakeFirst();
    return row && toProduct(row);
  }

  async findByStoreProductId(storeId: number, storeProductId: string): Promise<Product | undefined> {
    const row = await this.db
      .selectFrom('catalogue.products')
      .selectAll()
      .where('store_id', '=', storeId)
      .where('store_product_id', '=', storeProductId)
      .executeTakeFirst();
    return row && toProduct(row);
  }

  async list(storeId: number, page: PageRequest<number>): Promise<Page<Product, number>> {
    let query = this.db.selectFrom('catalogue.products').selectAll().where('store_id', '=', storeId);
    if (page.after !== undefined) query = query.where('id', '>', page.after);
    const rows = await query.orderBy('id').limit(page.limit + 1).execute();
    const items = rows.slice(0, page.limit).map(toProduct);
    return { items, nextPosition: rows.length > page.limit ? items[items.length - 1]!.id : undefined };
  }

  async lockStore(storeId: number): Promise<void> {
    await sql`select pg_advisory_xact_lock(hashtextextended(${`product-sync:${storeId}`}, 0))`.execute(this.db);
  }

  async countCreated(storeId: number, source: Product['source'], from: Date, to: Date): Promise<number> {
    const row = await this.db
      .selectFrom('catalogue.products')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('store_id', '=', storeId)
      .where('source', '=', source)
      .where('created_at', '>=', from)
      .where('created_at', '<', to)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  async setStoreProductId(storeId: number, id: number, storeProductId: string): Promise<void> {
    await this.db.updateTable('catalogue.products').set({ store_product_id: storeProductId, updated_at: new Date() }).where('store_id', '=', storeId).where('id', '=', id).execute();
  }
}

function toProduct(row: Selectable<ProductTables['catalogue.products']>): Product {
  return {
    id: row.id,
    storeId: row.store_id,
    customiserId: row.customiser_id,
    integrationId: row.integration_id,
    storeProductId: row.store_product_id,
    source: row.source as Product['source'],
    title: row.title,
    description: row.description,
    priceAmount: row.price_amount,
    compareAtAmount: row.compare_at_amount,
    currency: row.currency,
    widthCm: row.width_cm,
    heightCm: row.height_cm,
    lengthCm: row.length_cm,
    customisations: fromJson(row.customisations),
    artwork: row.artwork === null ? null : fromJson(row.artwork),
    design: row.design === null ? null : fromJson(row.design),
    uploads: fromJson(row.uploads),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
