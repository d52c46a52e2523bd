import { inject, injectable } from 'inversify';
import { Problems } from '../../../../shared-kernel/problems/problems';
import { currentStoreId } from '../../../../shared-kernel/request-context';
import { CatalogueTokens } from '../../catalogue.tokens';
import type { LetterPartSelection } from '../../domain/letter-part-selection';
import { assertDeletable } from '../../domain/letter-parts';
import { OptionWriteEffects } from '../../application/option-write-effects';
import type { CustomiserRepository, LetterPartSelectionRepository, OptionRowRepository } from '../../application/ports';
import { requireCustomiser } from '../../application/require-customiser';
import { requireLetterType } from '../../application/require-letter-type';
import { bucketColours } from '../../application/letter-part-buckets';

@injectable()
export class DeleteLetterPartSelectionService {
  constructor(
    @inject(CatalogueTokens.CustomiserRepository) private readonly customisers: CustomiserRepository,
    @inject(CatalogueTokens.OptionRowRepository) private readonly rows: OptionRowRepository,
    @inject(CatalogueTokens.LetterPartSelectionRepository) private readonly selections: LetterPartSelectionRepository,
    @inject(OptionWriteEffects) private readonly effects: OptionWriteEffects,
  ) {}

  async delete(customiserId: number, letterTypeId: number, part: string): Promise<LetterPartSelection> {
    const storeId = currentStoreId();
    const customiser = await requireCustomiser(this.customisers, customiserId);
    const letterType = await requireLetterType(this.rows, customiser.id, letterTypeId, { forUpdate: true });
    const selection = await this.selections.find(storeId, customiser.id, letterType.id, part, { forUpdate: true });
    if (!selection) throw Problems.resourceNotFound('letter-part colour selection');
    assertDeletable({
      category: letterType.category,
      declaredParts: letterType.letterParts,
      part,
      state: {
        configuration: selection.configuration,
        uploadedImage: selection.defaultUploadImageUrl !== null,
        colours: await bucketColours(this.rows, { storeId, customiserId: customiser.id }, selection.colourIds),
        shared: selection.shared,
        translated: Object.keys(selection.translations).length > 0,
      },
    });
    await this.selections.delete(selection);
    await this.effects.written({ storeId, customiserId: customiser.id, subject: 'letter-parts', subjectId: `${letterType.id}:${part}`, action: 'deleted' });
    return selection;
  }
}
