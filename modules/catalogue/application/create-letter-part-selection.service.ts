import { inject, injectable } from 'inversify';
import { currentStoreId } from '../../../shared-kernel/request-context';
import { CatalogueTokens } from '../catalogue.tokens';
import type { LetterPartSelection } from '../domain/letter-part-selection';
import { assertCreatable, defaultConfiguration, type LetterPartConfiguration } from '../domain/letter-parts';
import type { OptionWriteEffects } from './option-write-effects';
import type { CustomiserRepository, LetterPartSelectionRepository, OptionRowRepository } from './ports';
import { requireCustomiser } from './require-customiser';
import { requireLetterType } from './require-letter-type';

/** Creates a part's selection with the category's defaults for omitted fields; a dry run writes nothing. */
@injectable()
export class CreateLetterPartSelectionService {
  constructor(
    @inject(CatalogueTokens.CustomiserRepository) private readonly customisers: CustomiserRepository,
    @inject(CatalogueTokens.OptionRowRepository) private readonly rows: OptionRowRepository,
    @inject(CatalogueTokens.LetterPartSelectionRepository) private readonly selections: LetterPartSelectionRepository,
    @inject(CatalogueTokens.OptionWriteEffects) private readonly effects: OptionWriteEffects,
  ) {}

  async create(
    customiserId: number,
    letterTypeId: number,
    part: string,
    given: Partial<LetterPartConfiguration>,
    options: { dryRun?: boolean } = {},
  ): Promise<LetterPartSelection | undefined> {
    const storeId = currentStoreId();
    const customiser = await requireCustomiser(this.customisers, customiserId);
    const letterType = await requireLetterType(this.rows, customiser.id, letterTypeId, { forUpdate: !options.dryRun });
    const taken = (await this.selections.listByLetterType(storeId, customiser.id, letterType.id)).map((s) => s.letterPart);
    assertCreatable({ category: letterType.category, declaredParts: letterType.letterParts, takenParts: taken, part, given });
    if (options.dryRun) return undefined;
    const defined = Object.fromEntries(Object.entries(given).filter(([, value]) => value !== undefined));
    const selection = await this.selections.create({
      storeId,
      customiserId: customiser.id,
      letterTypeId: letterType.id,
      letterPart: part,
      configuration: { ...defaultConfiguration(letterType.category, part), ...defined },
      colourIds: [],
      shared: false,
      translations: {},
      defaultUploadImageUrl: null,
    });
    await this.effects.written({ storeId, customiserId: customiser.id, subject: 'letter-parts', subjectId: `${letterType.id}:${part}`, action: 'created' });
    return selection;
  }
}
