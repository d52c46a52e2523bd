import { inject, injectable } from 'inversify';
import { Problems } from '../../../../shared-kernel/problems/problems';
import { currentStoreId } from '../../../../shared-kernel/request-context';
import { CatalogueTokens } from '../../catalogue.tokens';
import type { FamilySegment } from '../../domain/option-families';
import type { OptionRow } from '../../domain/option-row';
import { OptionRowDocument } from '../../model/option-row-document';
import { OptionWriteEffects } from '../../application/option-write-effects';
import type { CustomiserRepository, OptionRowRepository } from '../../application/ports';
import { requireCustomiser } from '../../application/require-customiser';
import { RowWriteChecks } from '../../application/row-write-checks';

export interface NewOptionRow {
  family: FamilySegment;
  body: unknown;
}

/**
 * Creates several rows of one customiser as many creates would (every rule of each row, an event for
 * each), but under one lock of the customiser, one insert per family and one outbox write: what fills a
 * customiser with many rows at once (the demo data set). A row may name only rows that exist before the
 * call; one refused row refuses them all, with the problem its own create would give.
 */
@injectable()
export class CreateOptionRowsService {
  constructor(
    @inject(CatalogueTokens.CustomiserRepository) private readonly customisers: CustomiserRepository,
    @inject(CatalogueTokens.OptionRowRepository) private readonly rows: OptionRowRepository,
    @inject(RowWriteChecks) private readonly checks: RowWriteChecks,
    @inject(OptionWriteEffects) private readonly effects: OptionWriteEffects,
  ) {}

  /** The rows created, in the order asked; within a family, ids follow that order. */
  async create(customiserId: number, wanted: readonly NewOptionRow[]): Promise<OptionRow[]> {
    const customiser = await requireCustomiser(this.customisers, customiserId, { forUpdate: true });
    const scope = { storeId: currentStoreId(), customiserId: customiser.id };
    const documents = wanted.map(({ family, body }) => OptionRowDocument.create(family, body));
    const names = new Set<string>();
    for (const document of documents) {
      await this.checks.assert(scope, document);
      // A name that must be free is taken as well by a row earlier in this call, as by one created before it.
      const name = document.uniqueName();
      if (name === undefined) continue;
      if (names.has(`${document.family}:${name}`)) throw Problems.validationFailed([{ pointer: '/name', code: 'taken', detail: 'An earlier row of this call already has this name.' }]);
      names.add(`${document.family}:${name}`);
    }
    const created = new Map<FamilySegment, OptionRow[]>();
    for (const family of new Set(documents.map((document) => document.family))) {
      const ofFamily = documents.filter((document) => document.family === family).map((document) => document.attributes);
      created.set(family, await this.rows.createMany({ ...scope, family }, ofFamily));
    }
    const rows = documents.map((document) => created.get(document.family)!.shift()!);
    await this.effects.written(...rows.map((row) => ({ ...scope, subject: row.family, subjectId: row.id, action: 'created' as const })));
    return rows;
  }
}
