import { inject, injectable } from 'inversify';
import { CatalogueTokens } from '../../catalogue.tokens';
import type { Referencer } from '../../domain/option-row';
import type { LetterPartSelection } from '../../domain/letter-part-selection';
import type { LetterPartSelectionRepository, ReferenceFinder, ReferenceTargets } from '../../application/ports';

/** Letter-part selections hold colours in their buckets and belong to a letter type. */
@injectable()
export class LetterPartReferenceFinder implements ReferenceFinder {
  readonly context = 'catalogue';

  constructor(@inject(CatalogueTokens.LetterPartSelectionRepository) private readonly selections: LetterPartSelectionRepository) {}

  async find(targets: ReferenceTargets): Promise<Referencer[]> {
    return (await this.holders(targets)).map((selection) => ({
      type: 'letter_part_colour_selection',
      // No id of its own: its letter type's, and the part beside it (see Referencer).
      id: selection.letterTypeId,
      name: selection.configuration.name ?? selection.letterPart,
      letter_type_id: selection.letterTypeId,
      letter_part: selection.letterPart,
    }));
  }

  private holders({ storeId, customiserId, family, ids }: ReferenceTargets): Promise<LetterPartSelection[]> {
    if (ids.length === 0) return Promise.resolve([]);
    if (family === 'colours') return this.selections.holdingColours(storeId, customiserId, ids);
    if (family === 'letter-types') return this.selections.listByLetterTypes(storeId, customiserId, ids);
    return Promise.resolve([]);
  }
}
