import { inject, injectable } from 'inversify';
import type { JsonObject } from '../../../shared-kernel/merge-patch';
import { CatalogueTokens } from '../catalogue.tokens';
import type { Customiser } from '../domain/customiser';
import type { OptionRow } from '../domain/option-row';
import { OptionRowDocument } from '../model/option-row-document';
import type { OptionRowRepository, RowLocator } from './ports';
import { RowWriteChecks } from './row-write-checks';

/** The customiser a context has already loaded (and so checked it belongs to the calling store). */
export type LoadedCustomiser = Pick<Customiser, 'id' | 'storeId'>;

/** Many size rows changed at once: ids to remove, merge patches of kept rows, create bodies of new ones. */
export interface SizeRowWrites {
  remove: readonly number[];
  update: readonly { id: number; patch: JsonObject }[];
  /** Create bodies (the size row's document fills in defaults), in the order their ids are answered. */
  create: readonly Record<string, unknown>[];
}

/**
 * The size rows of a customiser another context has loaded already (pricing, which writes a whole
 * document's sizes at once): read with one query, written without reading the customiser again and
 * without one side effect per row (the caller reports its one write). Each kind of change is one
 * statement however many rows it touches: one delete, one update, one insert. A patch that leaves a row
 * as it is writes nothing. Removals are not checked for references here: the caller asks
 * OptionReferences.find once for all of them, before it writes anything.
 */
@injectable()
export class WriteSizesService {
  constructor(
    @inject(CatalogueTokens.OptionRowRepository) private readonly rows: OptionRowRepository,
    @inject(RowWriteChecks) private readonly checks: RowWriteChecks,
  ) {}

  sizesOf(customiser: LoadedCustomiser): Promise<OptionRow[]> {
    return this.rows.listAll(sizesOf(customiser));
  }

  /**
   * The ids of the created rows, in the order of `writes.create`. `current`: the customiser's size rows as
   * the caller listed them with `sizesOf` in this transaction, so they are not read again.
   */
  async write(customiser: LoadedCustomiser, writes: SizeRowWrites, current?: readonly OptionRow[]): Promise<number[]> {
    const locator = sizesOf(customiser);
    // Every document is checked before anything is written, so a refused one leaves all rows as they were.
    const changed = await this.changedRows(locator, writes.update, current);
    const created = writes.create.map((body) => OptionRowDocument.create('sizes', body));
    for (const document of created) await this.checks.assert(locator, document);
    await this.rows.deleteMany(locator, writes.remove);
    await this.rows.saveMany(changed);
    return (await this.rows.createMany(locator, created.map((document) => document.attributes))).map((row) => row.id);
  }

  /** The kept rows a patch changes, patched and checked; a row not among the customiser's sizes is passed over. */
  private async changedRows(locator: RowLocator, updates: SizeRowWrites['update'], current?: readonly OptionRow[]): Promise<OptionRow[]> {
    if (updates.length === 0) return [];
    const byId = new Map((current ?? (await this.rows.listAll(locator))).map((row) => [row.id, row]));
    const changed: OptionRow[] = [];
    for (const { id, patch } of updates) {
      const row = byId.get(id);
      if (!row) continue;
      const document = OptionRowDocument.stored('sizes', row.attributes).applyPatch(patch);
      if (document.changesNothing()) continue;
      await this.checks.assert(locator, document, row.id);
      changed.push({ ...row, attributes: document.attributes });
    }
    return changed;
  }
}

function sizesOf(customiser: LoadedCustomiser): RowLocator {
  return { storeId: customiser.storeId, customiserId: customiser.id, family: 'sizes' };
}
