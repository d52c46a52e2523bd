import { inject, injectable } from 'inversify';
import type { Selectable } from 'kysely';
import { InfraTokens } from '../../../../infra/infra.tokens';
import type { TransactionalDatabase } from '../../../../infra/database/transactional-database';
import { PreparedStatement } from '../../../../infra/database/prepared-statements';
import type { Page, PageRequest } from '../../../../shared-kernel/http/pagination';
import type { Customiser, PricingModel, SelectionMode } from '../../domain/customiser';
import type { CustomiserFilters, CustomiserRepository, NewCustomiser } from '../../application/ports';
import type { CatalogueTables } from './catalogue.tables';

type CustomiserRow = Selectable<CatalogueTables['catalogue.customisers']>;

const COLUMNS = 'id, store_id, name, active, pricing_model, sign_category, product_family, selection_mode, created_at, updated_at';
const FIND = new PreparedStatement<CustomiserRow>('catalogue_customiser', `select ${COLUMNS} from catalogue.customisers where store_id = $1 and id = $2`);
const FIND_FOR_UPDATE = new PreparedStatement<CustomiserRow>('catalogue_customiser_for_update', `${FIND.sql} for update`);

@injectable()
export class KyselyCustomiserRepository implements CustomiserRepository {
  constructor(@inject(InfraTokens.Database) private readonly database: TransactionalDatabase) {}

  private get db() {
    return this.database.current<CatalogueTables>();
  }

  async create(customiser: NewCustomiser): Promise<Customiser> {
    const row = await this.db
      .insertInto('catalogue.customisers')
      .values({
        store_id: customiser.storeId,
        name: customiser.name,
        active: customiser.active,
        pricing_model: customiser.pricingModel,
        sign_category: customiser.signCategory,
        product_family: customiser.productFamily,
        selection_mode: customiser.selectionMode,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toCustomiser(row);
  }

  /** Nearly every request under a customiser reads it first: a statement prepared once per connection. */
  async find(storeId: number, id: number, options: { forUpdate?: boolean } = {}): Promise<Customiser | undefined> {
    const statement = options.forUpdate && this.database.inTransaction() ? FIND_FOR_UPDATE : FIND;
    const { rows } = await this.db.executeQuery(statement.with([storeId, id]));
    return rows[0] && toCustomiser(rows[0]);
  }

  async list(storeId: number, filters: CustomiserFilters, page: PageRequest<number>): Promise<Page<Customiser, number>> {
    let query = this.db.selectFrom('catalogue.customisers').selectAll().where('store_id', '=', storeId);
    if (filters.active !== undefined) query = query.where('active', '=', filters.active);
    if (filters.pricingModel !== undefined) query = query.where('pricing_model', '=', filters.pricingModel);
    if (page.after !== undefined) query = query.where('id', '>', page.after);
    const rows = await query.orderBy('id').limit(page.limit + 1).execute();
    const items = rows.slice(0, page.limit).map(toCustomiser);
    return { items, nextPosition: rows.length > page.limit ? items[items.length - 1]!.id : undefined };
  }

  async save(customiser: Customiser): Promise<Customiser> {
    const row = await this.db
      .updateTable('catalogue.customisers')
      .set({ name: customiser.name, active: customiser.active, selection_mode: customiser.selectionMode, updated_at: customiser.updatedAt })
      .where('id', '=', customiser.id)
      .where('store_id', '=', customiser.storeId)
      .returningAll()
      .executeTakeFirstOrThrow();
    return toCustomiser(row);
  }
}

function toCustomiser(row: CustomiserRow): Customiser {
  return {
    id: row.id,
    storeId: row.store_id,
    name: row.name,
    active: row.active,
    pricingModel: row.pricing_model as PricingModel,
    signCategory: row.sign_category,
    productFamily: row.product_family,
    selectionMode: row.selection_mode as SelectionMode,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
