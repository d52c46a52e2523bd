import { inject, injectable } from 'inversify';
import { Problems } from '../../../../shared-kernel/problems/problems';
import { currentStoreId } from '../../../../shared-kernel/request-context';
import { CatalogueTokens } from '../../catalogue.tokens';
import type { CustomiserRepository, LetterPartSelectionRepository, OptionRowRepository } from '../../application/ports';
import { requireCustomiser } from '../../application/require-customiser';
import { requireLetterType } from '../../application/require-letter-type';
import { assertColoursMayLeave } from '../../application/letter-part-buckets';

/**
 * Whether a colour may leave a part's bucket: refused with the 409 a removal would give while saved
 * presets use that colour with this letter type (the refusal a reconfiguration removing it from the
 * bucket meets). Advisory: nothing is written.
 */
@injectable()
export class ValidateLetterPartColourDeleteService {
  constructor(
    @inject(CatalogueTokens.CustomiserRepository) private readonly customisers: CustomiserRepository,
    @inject(CatalogueTokens.OptionRowRepository) private readonly rows: OptionRowRepository,
    @inject(CatalogueTokens.LetterPartSelectionRepository) private readonly selections: LetterPartSelectionRepository,
  ) {}

  async validate(customiserId: number, letterTypeId: number, part: string, colourId: number): Promise<void> {
    const storeId = currentStoreId();
    const customiser = await requireCustomiser(this.customisers, customiserId);
    const letterType = await requireLetterType(this.rows, customiser.id, letterTypeId);
    const selection = await this.selections.find(storeId, customiser.id, letterType.id, part);
    if (!selection || !selection.colourIds.includes(colourId)) throw Problems.resourceNotFound('colour in this letter part');
    await assertColoursMayLeave(this.rows, { storeId, customiserId: customiser.id }, letterType.id, [colourId]);
  }
}
