import { inject, injectable } from 'inversify';
import { CatalogueTokens } from '../../catalogue.tokens';
import type { Referencer } from '../../domain/option-row';
import type { LetterPartSelection } from '../../domain/letter-part-selection';
import type { LetterPartSelectionRepository, ReferenceFinder, ReferenceTarget } from '../../application/ports';

/** Letter-part selections hold colours in their buckets and belong to a letter type. */
@injectable()
export class LetterPartReferenceFinder implements ReferenceFinder {
  constructor(@inject(CatalogueTokens.LetterPartSelectionRepository) private readonly selections: LetterPartSelectionRepository) {}

  async find(target: ReferenceTarget): Promise<Referencer[]> {
    let holders: LetterPartSelection[] = [];
    if (target.family === 'colours') holders = await this.selections.holdingColour(target.storeId, target.customiserId, target.id);
    if (target.family === 'letter-types') holders = await this.selections.listByLetterType(target.storeId, target.customiserId, target.id);
    return holders.map((selection) => ({
      type: 'letter_part_colour_selection',
      id: `${selection.letterTypeId}:${selection.letterPart}`,
      name: selection.configuration.name ?? selection.letterPart,
    }));
  }
}
