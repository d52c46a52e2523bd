import { inject, injectable } from 'inversify';
import { sql, type Selectable } from 'kysely';
import { InfraTokens } from '../../../../infra/infra.tokens';
import { PreparedStatement } from '../../../../infra/database/prepared-statements';
import type { TransactionalDatabase } from '../../../../infra/database/transactional-database';
import type { Page, PageRequest } from '../../../../shared-kernel/http/pagination';
import type { FamilySegment } from '../../domain/option-families';
import type { OptionRow } from '../../domain/option-row';
import type { CustomiserScope, FamilyId, OptionRowRepository, ReferencingField, RowLocator } from '../../application/ports';
import { fromJson, toJson, type CatalogueTables } from './catalogue.tables';

const LIST_ALL = new PreparedStatement<Selectable<CatalogueTables['catalogue.option_rows']>>(
  'catalogue_option_rows_of_family',
  'select id, store_id, customiser_id, family, attributes, created_at, updated_at from catalogue.option_rows where store_id = $1 and customiser_id = $2 and family = $3 order by id',
);

/** Every option family's rows live in one table, told apart by `family`; attributes are jsonb. */
@injectable()
export class KyselyOptionRowRepository implements OptionRowRepository {
  constructor(@inject(InfraTokens.Database) private readonly database: TransactionalDatabase) {}

  private get db() {
    return this.database.current<CatalogueTables>();
  }

  private scoped(locator: RowLocator) {
    return this.db
      .selectFrom('catalogue.option_rows')
      .selectAll()
      .where('store_id', '=', locator.storeId)
      .where('customiser_id', '=', locator.customiserId)
      .where('family', '=', locator.family);
  }

  async create(locator: RowLocator, attributes: Record<string, unknown>): Promise<OptionRow> {
    const row = await this.db
      .insertInto('catalogue.option_rows')
      .values({ store_id: locator.storeId, customiser_id: locator.customiserId, family: locator.family, attributes: toJson(attributes) })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toOptionRow(row);
  }

  async find(locator: RowLocator, id: number, options: { forUpdate?: boolean } = {}): Promise<OptionRow | undefined> {
    let query = this.scoped(locator).where('id', '=', id);
    if (options.forUpdate && this.database.inTransaction()) query = query.forUpdate();
    const row = await query.executeTakeFirst();
    return row && toOptionRow(row);
  }

  async findAnywhere(locator: Omit<RowLocator, 'customiserId'>, id: number): Promise<OptionRow | undefined> {
    const row = await this.db
      .selectFrom('catalogue.option_rows')
      .selectAll()
      .where('store_id', '=', locator.storeId)
      .where('family', '=', locator.family)
      .where('id', '=', id)
      .executeTakeFirst();
    return row && toOptionRow(row);
  }

  async list(locator: RowLocator, page: PageRequest<number>): Promise<Page<OptionRow, number>> {
    let query = this.scoped(locator);
    if (page.after !== undefined) query = query.where('id', '>', page.after);
    const rows = await query.orderBy('id').limit(page.limit + 1).execute();
    const items = rows.slice(0, page.limit).map(toOptionRow);
    return { items, nextPosition: rows.length > page.limit ? items[items.length - 1]!.id : undefined };
  }

  /** A family's rows in id order; the pricing document reads its sizes so on every read: prepared once per connection. */
  async listAll(locator: RowLocator): Promise<OptionRow[]> {
    const { rows } = await this.db.executeQuery(LIST_ALL.with([locator.storeId, locator.customiserId, locator.family]));
    return rows.map(toOptionRow);
  }

  async listByCustomiser(storeId: number, customiserId: number): Promise<OptionRow[]> {
    const rows = await this.db
      .selectFrom('catalogue.option_rows')
      .selectAll()
      .where('store_id', '=', storeId)
      .where('customiser_id', '=', customiserId)
      .orderBy('id')
      .execute();
    return rows.map(toOptionRow);
  }

  async createMany(locator: RowLocator, attributes: readonly Record<string, unknown>[]): Promise<OptionRow[]> {
    if (attributes.length === 0) return [];
    const rows = await this.db
      .insertInto('catalogue.option_rows')
      .values(attributes.map((each) => ({ store_id: locator.storeId, customiser_id: locator.customiserId, family: locator.family, attributes: toJson(each) })))
      .returningAll()
      .execute();
    // One insert draws its ids from the sequence in the order of its values: id order is the order asked.
    return rows.map(toOptionRow).sort((a, b) => a.id - b.id);
  }

  async save(row: OptionRow): Promise<OptionRow> {
    const saved = await this.db
      .updateTable('catalogue.option_rows')
      .set({ attributes: toJson(row.attributes), updated_at: sql`now()` })
      .where('id', '=', row.id)
      .where('store_id', '=', row.storeId)
      .returningAll()
      .executeTakeFirstOrThrow();
    return toOptionRow(saved);
  }

  async delete(row: OptionRow): Promise<void> {
    await this.db.deleteFrom('catalogue.option_rows').where('id', '=', row.id).where('store_id', '=', row.storeId).execute();
  }

  async saveMany(rows: readonly OptionRow[]): Promise<void> {
    if (rows.length === 0) return;
    const written = sql.join(rows.map((row) => sql`(${row.id}::integer, ${row.storeId}::integer, ${toJson(row.attributes)}::jsonb)`));
    await this.db
      .updateTable('catalogue.option_rows')
      .from(sql<{ id: number; store_id: number; attributes: unknown }>`(values ${written})`.as<'written'>(sql`written(id, store_id, attributes)`))
      .set((eb) => ({ attributes: eb.ref('written.attributes'), updated_at: sql`now()` }))
      .whereRef('catalogue.option_rows.id', '=', 'written.id')
      .whereRef('catalogue.option_rows.store_id', '=', 'written.store_id')
      .execute();
  }

  async deleteMany(locator: RowLocator, ids: readonly number[]): Promise<void> {
    if (ids.length === 0) return;
    await this.db
      .deleteFrom('catalogue.option_rows')
      .where('store_id', '=', locator.storeId)
      .where('customiser_id', '=', locator.customiserId)
      .where('family', '=', locator.family)
      .where('id', 'in', [...ids])
      .execute();
  }

  async findAmong(scope: CustomiserScope, wanted: readonly FamilyId[]): Promise<OptionRow[]> {
    if (wanted.length === 0) return [];
    // Ids come from one sequence, so selecting by id and keeping the wanted families is exact.
    const rows = await this.db
      .selectFrom('catalogue.option_rows')
      .selectAll()
      .where('store_id', '=', scope.storeId)
      .where('customiser_id', '=', scope.customiserId)
      .where('id', 'in', [...new Set(wanted.map((item) => item.id))])
      .orderBy('id')
      .execute();
    return rows.filter((row) => wanted.some((item) => item.id === row.id && item.family === row.family)).map(toOptionRow);
  }

  async referencing(scope: CustomiserScope, fields: readonly ReferencingField[], ids: readonly number[]): Promise<OptionRow[]> {
    if (fields.length === 0 || ids.length === 0) return [];
    // One containment per field and id, so each can use the jsonb_path_ops index on attributes.
    const rows = await this.db
      .selectFrom('catalogue.option_rows')
      .selectAll()
      .where('store_id', '=', scope.storeId)
      .where('customiser_id', '=', scope.customiserId)
      .where((eb) =>
        eb.or(fields.map(({ family, field, many }) => eb.and([
          eb('family', '=', family),
          eb.or(ids.map((id) => sql<boolean>`attributes @> ${toJson({ [field]: many ? [id] : id })}::jsonb`)),
        ]))),
      )
      .orderBy('id')
      .execute();
    return rows.map(toOptionRow);
  }
}

function toOptionRow(row: Selectable<CatalogueTables['catalogue.option_rows']>): OptionRow {
  return {
    id: row.id,
    storeId: row.store_id,
    customiserId: row.customiser_id,
    family: row.family as FamilySegment,
    attributes: fromJson<Record<string, unknown>>(row.attributes),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
