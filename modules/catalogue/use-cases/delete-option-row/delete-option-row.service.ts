import { inject, injectable } from 'inversify';
import { Problems } from '../../../../shared-kernel/problems/problems';
import { currentStoreId } from '../../../../shared-kernel/request-context';
import { CatalogueTokens } from '../../catalogue.tokens';
import { OPTION_FAMILIES, type FamilySegment } from '../../domain/option-families';
import type { OptionRow } from '../../domain/option-row';
import { OptionWriteEffects } from '../../application/option-write-effects';
import type { CustomiserRepository, OptionRowRepository } from '../../application/ports';
import { ReferenceCheck } from '../../application/reference-check';
import { requireCustomiser } from '../../application/require-customiser';

/** Removes a row for good, unless anything references it (409 naming every referencer). */
@injectable()
export class DeleteOptionRowService {
  constructor(
    @inject(CatalogueTokens.CustomiserRepository) private readonly customisers: CustomiserRepository,
    @inject(CatalogueTokens.OptionRowRepository) private readonly rows: OptionRowRepository,
    @inject(ReferenceCheck) private readonly references: ReferenceCheck,
    @inject(OptionWriteEffects) private readonly effects: OptionWriteEffects,
  ) {}

  async delete(family: FamilySegment, customiserId: number, rowId: number): Promise<OptionRow> {
    const customiser = await requireCustomiser(this.customisers, customiserId);
    const locator = { storeId: currentStoreId(), customiserId: customiser.id, family };
    const row = await this.rows.find(locator, rowId, { forUpdate: true });
    if (!row) throw Problems.resourceNotFound(OPTION_FAMILIES[family].noun);
    await this.references.assertUnreferenced({ ...locator, id: rowId });
    await this.rows.delete(row);
    await this.effects.written({ storeId: locator.storeId, customiserId: customiser.id, subject: family, subjectId: rowId, action: 'deleted' });
    return row;
  }
}
