import { inject, injectable } from 'inversify';
import { sql, type Kysely } from 'kysely';
import { InfraTokens } from '../../../../infra/infra.tokens';
import type { TransactionalDatabase } from '../../../../infra/database/transactional-database';
import { copiedAttributes, copiedRowIds, copiedSettings, type CatalogueCopy, type CopiedIds } from '../../domain/catalogue-copy';
import type { CatalogueCopies } from '../../application/ports';
import { fromJson, toJson, type CatalogueTables } from './catalogue.tables';

/**
 * A store's whole catalogue written again under another store, in the caller's transaction: each copy
 * takes a fresh id (drawn from its table's sequence first, so every reference can name it before it is
 * written) and every reference between rows names the copy.
 */
@injectable()
export class KyselyCatalogueCopies implements CatalogueCopies {
  constructor(@inject(InfraTokens.Database) private readonly database: TransactionalDatabase) {}

  private get db() {
    return this.database.current<CatalogueTables>();
  }

  async drop(storeId: number): Promise<number[]> {
    await sql`delete from catalogue.product_projections where store_id = ${storeId}`.execute(this.db);
    await sql`delete from catalogue.products where store_id = ${storeId}`.execute(this.db);
    const customisers = this.db.selectFrom('catalogue.customisers').select('id').where('store_id', '=', storeId);
    await this.db.deleteFrom('catalogue.letter_part_selections').where('customiser_id', 'in', customisers).execute();
    await this.db.deleteFrom('catalogue.customiser_settings').where('customiser_id', 'in', customisers).execute();
    await this.db.deleteFrom('catalogue.option_rows').where('store_id', '=', storeId).execute();
    const dropped = await this.db.deleteFrom('catalogue.customisers').where('store_id', '=', storeId).returning('id').execute();
    return dropped.map((row) => row.id);
  }

  async copy(fromStoreId: number, toStoreId: number): Promise<CatalogueCopy> {
    const customisers = await this.db.selectFrom('catalogue.customisers').selectAll().where('store_id', '=', fromStoreId).orderBy('id').execute();
    const customiserIds = await this.copiedIds('catalogue.customisers', customisers);
    if (customisers.length > 0) {
      await this.db
        .insertInto('catalogue.customisers')
        .values(customisers.map(({ id, created_at: _created, updated_at: _updated, ...customiser }) => ({ ...customiser, id: customiserIds.get(id)!, store_id: toStoreId })))
        .execute();
    }
    const rows = await this.db.selectFrom('catalogue.option_rows').selectAll().where('store_id', '=', fromStoreId).orderBy('id').execute();
    const rowIds = await this.copiedIds('catalogue.option_rows', rows);
    if (rows.length > 0) {
      await this.db
        .insertInto('catalogue.option_rows')
        .values(
          rows.map((row) => ({
            id: rowIds.get(row.id)!,
            store_id: toStoreId,
            customiser_id: customiserIds.get(row.customiser_id)!,
            family: row.family,
            attributes: toJson(copiedAttributes(row.family, fromJson<Record<string, unknown>>(row.attributes), rowIds)),
          })),
        )
        .execute();
    }
    const settings = await this.db.selectFrom('catalogue.customiser_settings').selectAll().where('store_id', '=', fromStoreId).execute();
    if (settings.length > 0) {
      await this.db
        .insertInto('catalogue.customiser_settings')
        .values(settings.map((row) => ({ customiser_id: customiserIds.get(row.customiser_id)!, store_id: toStoreId, settings: toJson(copiedSettings(fromJson(row.settings), rowIds)) })))
        .execute();
    }
    const selections = await this.db.selectFrom('catalogue.letter_part_selections').selectAll().where('store_id', '=', fromStoreId).execute();
    if (selections.length > 0) {
      await this.db
        .insertInto('catalogue.letter_part_selections')
        .values(
          selections.map(({ created_at: _created, updated_at: _updated, ...selection }) => ({
            ...selection,
            store_id: toStoreId,
            customiser_id: customiserIds.get(selection.customiser_id)!,
            letter_type_id: rowIds.get(selection.letter_type_id)!,
            colour_ids: copiedRowIds(selection.colour_ids, rowIds),
            configuration: toJson(fromJson(selection.configuration)),
            translations: toJson(fromJson(selection.translations)),
          })),
        )
        .execute();
    }
    return {
      customisers: customiserIds,
      optionRows: rowIds,
      counts: { customisers: customisers.length, option_rows: rows.length, customiser_settings: settings.length, letter_part_selections: selections.length },
    };
  }

  /** A fresh id from the table's own sequence for each row, in the rows' order. */
  private async copiedIds(table: 'catalogue.customisers' | 'catalogue.option_rows', rows: readonly { id: number }[]): Promise<CopiedIds> {
    if (rows.length === 0) return new Map();
    const { rows: fresh } = await sql<{ id: number }>`select nextval(pg_get_serial_sequence(${table}, 'id'))::int as id from generate_series(1, ${rows.length})`.execute(
      this.db as Kysely<unknown>,
    );
    return new Map(rows.map((row, index) => [row.id, fresh[index]!.id]));
  }
}
