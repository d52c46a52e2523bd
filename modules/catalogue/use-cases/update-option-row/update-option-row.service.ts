import { inject, injectable } from 'inversify';
import type { JsonObject } from '../../../../shared-kernel/merge-patch';
import { Problems } from '../../../../shared-kernel/problems/problems';
import { currentStoreId } from '../../../../shared-kernel/request-context';
import { CatalogueTokens } from '../../catalogue.tokens';
import { OPTION_FAMILIES, type FamilySegment } from '../../domain/option-families';
import type { OptionRow } from '../../domain/option-row';
import { OptionRowDocument } from '../../model/option-row-document';
import { OptionWriteEffects } from '../../application/option-write-effects';
import type { CustomiserRepository, OptionRowRepository } from '../../application/ports';
import { requireCustomiser } from '../../application/require-customiser';
import { RowWriteChecks } from '../../application/row-write-checks';

/**
 * Applies an RFC 7396 merge patch to a row: the customiser and the row (locked) are read once, the row's
 * document checks itself, its references are checked in one query, and the row is saved once.
 */
@injectable()
export class UpdateOptionRowService {
  constructor(
    @inject(CatalogueTokens.CustomiserRepository) private readonly customisers: CustomiserRepository,
    @inject(CatalogueTokens.OptionRowRepository) private readonly rows: OptionRowRepository,
    @inject(RowWriteChecks) private readonly checks: RowWriteChecks,
    @inject(OptionWriteEffects) private readonly effects: OptionWriteEffects,
  ) {}

  async update(family: FamilySegment, customiserId: number, rowId: number, patch: JsonObject): Promise<OptionRow> {
    const customiser = await requireCustomiser(this.customisers, customiserId);
    const scope = { storeId: currentStoreId(), customiserId: customiser.id };
    const row = await this.rows.find({ ...scope, family }, rowId, { forUpdate: true });
    if (!row) throw Problems.resourceNotFound(OPTION_FAMILIES[family].noun);
    const document = OptionRowDocument.stored(family, row.attributes).applyPatch(patch);
    // A patch that changes nothing (`{}` above all) is a no-op: no write, no side effects.
    if (document.changesNothing()) return row;
    await this.checks.assert(scope, document, rowId);
    const saved = await this.rows.save({ ...row, attributes: document.attributes });
    await this.effects.written({ ...scope, subject: family, subjectId: rowId, action: 'updated' });
    return saved;
  }
}
