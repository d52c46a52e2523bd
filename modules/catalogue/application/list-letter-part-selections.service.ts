import { inject, injectable } from 'inversify';
import { currentStoreId } from '../../../shared-kernel/request-context';
import { CatalogueTokens } from '../catalogue.tokens';
import type { LetterPartSelection } from '../domain/letter-part-selection';
import type { CustomiserRepository, LetterPartSelectionRepository, OptionRowRepository } from './ports';
import { requireCustomiser } from './require-customiser';
import { requireLetterType } from './require-letter-type';

@injectable()
export class ListLetterPartSelectionsService {
  constructor(
    @inject(CatalogueTokens.CustomiserRepository) private readonly customisers: CustomiserRepository,
    @inject(CatalogueTokens.OptionRowRepository) private readonly rows: OptionRowRepository,
    @inject(CatalogueTokens.LetterPartSelectionRepository) private readonly selections: LetterPartSelectionRepository,
  ) {}

  async list(customiserId: number, letterTypeId: number): Promise<LetterPartSelection[]> {
    const customiser = await requireCustomiser(this.customisers, customiserId);
    const letterType = await requireLetterType(this.rows, customiser.id, letterTypeId);
    return this.selections.listByLetterType(currentStoreId(), customiser.id, letterType.id);
  }
}
