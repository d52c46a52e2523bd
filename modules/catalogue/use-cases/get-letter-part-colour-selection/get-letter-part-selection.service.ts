import { inject, injectable } from 'inversify';
import { Problems } from '../../../../shared-kernel/problems/problems';
import { currentStoreId } from '../../../../shared-kernel/request-context';
import { CatalogueTokens } from '../../catalogue.tokens';
import type { LetterPartSelection } from '../../domain/letter-part-selection';
import type { CustomiserRepository, LetterPartSelectionRepository, OptionRowRepository } from '../../application/ports';
import { requireCustomiser } from '../../application/require-customiser';
import { requireLetterType } from '../../application/require-letter-type';

/** One letter part's colour selection: where a create says its selection is read (`Location`). */
@injectable()
export class GetLetterPartSelectionService {
  constructor(
    @inject(CatalogueTokens.CustomiserRepository) private readonly customisers: CustomiserRepository,
    @inject(CatalogueTokens.OptionRowRepository) private readonly rows: OptionRowRepository,
    @inject(CatalogueTokens.LetterPartSelectionRepository) private readonly selections: LetterPartSelectionRepository,
  ) {}

  async get(customiserId: number, letterTypeId: number, part: string): Promise<LetterPartSelection> {
    const customiser = await requireCustomiser(this.customisers, customiserId);
    const letterType = await requireLetterType(this.rows, customiser.id, letterTypeId);
    const selection = await this.selections.find(currentStoreId(), customiser.id, letterType.id, part);
    if (!selection) throw Problems.resourceNotFound('letter-part colour selection');
    return selection;
  }
}
