import { inject, injectable } from 'inversify';
import { sql, type Selectable } from 'kysely';
import { InfraTokens } from '../../../../infra/infra.tokens';
import type { TransactionalDatabase } from '../../../../infra/database/transactional-database';
import type { LetterPartSelection } from '../../domain/letter-part-selection';
import type { LetterPartConfiguration } from '../../domain/letter-parts';
import type { LetterPartSelectionRepository, SelectionPosition } from '../../application/ports';
import type { Page, PageRequest } from '../../../../shared-kernel/http/pagination';
import { fromJson, toJson, type CatalogueTables } from './catalogue.tables';

@injectable()
export class KyselyLetterPartSelectionRepository implements LetterPartSelectionRepository {
  constructor(@inject(InfraTokens.Database) private readonly database: TransactionalDatabase) {}

  private get db() {
    return this.database.current<CatalogueTables>();
  }

  async listByLetterType(storeId: number, customiserId: number, letterTypeId: number): Promise<LetterPartSelection[]> {
    const rows = await this.db
      .selectFrom('catalogue.letter_part_selections')
      .selectAll()
      .where('store_id', '=', storeId)
      .where('customiser_id', '=', customiserId)
      .where('letter_type_id', '=', letterTypeId)
      .orderBy('created_at')
      .orderBy('letter_part')
      .execute();
    return rows.map(toSelection);
  }

  /**
   * One page of a letter type's selections in the order of `listByLetterType`. The position is the last
   * row's creation time as PostgreSQL's own text (microseconds kept, which a Date would round) and its part.
   */
  async pageByLetterType(storeId: number, customiserId: number, letterTypeId: number, page: PageRequest<SelectionPosition>): Promise<Page<LetterPartSelection, SelectionPosition>> {
    let query = this.db
      .selectFrom('catalogue.letter_part_selections')
      .selectAll()
      .select(sql<string>`created_at::text`.as('position_at'))
      .where('store_id', '=', storeId)
      .where('customiser_id', '=', customiserId)
      .where('letter_type_id', '=', letterTypeId);
    if (page.after !== undefined) query = query.where(sql<boolean>`(created_at, letter_part) > (${page.after.at}::timestamptz, ${page.after.part})`);
    const rows = await query.orderBy('created_at').orderBy('letter_part').limit(page.limit + 1).execute();
    const items = rows.slice(0, page.limit);
    const last = items[items.length - 1];
    return {
      items: items.map(toSelection),
      nextPosition: rows.length > page.limit && last ? { at: last.position_at, part: last.letter_part } : undefined,
    };
  }

  async find(storeId: number, customiserId: number, letterTypeId: number, part: string, options: { forUpdate?: boolean } = {}) {
    let query = this.db
      .selectFrom('catalogue.letter_part_selections')
      .selectAll()
      .where('store_id', '=', storeId)
      .where('customiser_id', '=', customiserId)
      .where('letter_type_id', '=', letterTypeId)
      .where('letter_part', '=', part);
    if (options.forUpdate && this.database.inTransaction()) query = query.forUpdate();
    const row = await query.executeTakeFirst();
    return row && toSelection(row);
  }

  async create(selection: Omit<LetterPartSelection, 'createdAt' | 'updatedAt'>): Promise<LetterPartSelection> {
    const row = await this.db
      .insertInto('catalogue.letter_part_selections')
      .values({
        store_id: selection.storeId,
        customiser_id: selection.customiserId,
        letter_type_id: selection.letterTypeId,
        letter_part: selection.letterPart,
        configuration: toJson(selection.configuration),
        colour_ids: selection.colourIds,
        shared: selection.shared,
        translations: toJson(selection.translations),
        default_upload_image_url: selection.defaultUploadImageUrl,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toSelection(row);
  }

  async update(selection: LetterPartSelection, change: { configuration: LetterPartConfiguration; colourIds: readonly number[] }): Promise<LetterPartSelection> {
    const row = await this.db
      .updateTable('catalogue.letter_part_selections')
      .set({ configuration: toJson(change.configuration), colour_ids: [...change.colourIds], updated_at: sql<Date>`now()` })
      .where('store_id', '=', selection.storeId)
      .where('letter_type_id', '=', selection.letterTypeId)
      .where('letter_part', '=', selection.letterPart)
      .returningAll()
      .executeTakeFirstOrThrow();
    return toSelection(row);
  }

  async delete(selection: LetterPartSelection): Promise<void> {
    await this.db
      .deleteFrom('catalogue.letter_part_selections')
      .where('store_id', '=', selection.storeId)
      .where('letter_type_id', '=', selection.letterTypeId)
      .where('letter_part', '=', selection.letterPart)
      .execute();
  }

  async holdingColours(storeId: number, customiserId: number, colourIds: readonly number[]): Promise<LetterPartSelection[]> {
    if (colourIds.length === 0) return [];
    const rows = await this.inCustomiser(storeId, customiserId).where(sql<boolean>`colour_ids && ${[...colourIds]}::integer[]`).execute();
    return rows.map(toSelection);
  }

  async listByLetterTypes(storeId: number, customiserId: number, letterTypeIds: readonly number[]): Promise<LetterPartSelection[]> {
    if (letterTypeIds.length === 0) return [];
    const rows = await this.inCustomiser(storeId, customiserId).where('letter_type_id', 'in', [...letterTypeIds]).execute();
    return rows.map(toSelection);
  }

  /** A customiser's selections in the order one letter type lists its own, letter type by letter type. */
  private inCustomiser(storeId: number, customiserId: number) {
    return this.db
      .selectFrom('catalogue.letter_part_selections')
      .selectAll()
      .where('store_id', '=', storeId)
      .where('customiser_id', '=', customiserId)
      .orderBy('letter_type_id')
      .orderBy('created_at')
      .orderBy('letter_part');
  }

  /** Fills a part's colour bucket with its shared and translated marks; used by the demo data and by tests (the API's PATCH goes through `update`). */
  async setBucket(storeId: number, letterTypeId: number, part: string, bucket: { colourIds: number[]; shared?: boolean; translations?: Record<string, unknown> }): Promise<void> {
    await this.db
      .updateTable('catalogue.letter_part_selections')
      .set({ colour_ids: bucket.colourIds, shared: bucket.shared ?? false, translations: toJson(bucket.translations ?? {}) })
      .where('store_id', '=', storeId)
      .where('letter_type_id', '=', letterTypeId)
      .where('letter_part', '=', part)
      .execute();
  }
}

function toSelection(row: Selectable<CatalogueTables['catalogue.letter_part_selections']>): LetterPartSelection {
  return {
    storeId: row.store_id,
    customiserId: row.customiser_id,
    letterTypeId: row.letter_type_id,
    letterPart: row.letter_part,
    configuration: fromJson<LetterPartConfiguration>(row.configuration),
    colourIds: row.colour_ids,
    shared: row.shared,
    translations: fromJson<Record<string, unknown>>(row.translations),
    defaultUploadImageUrl: row.default_upload_image_url,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
