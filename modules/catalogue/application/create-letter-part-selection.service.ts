import { inject, injectable } from 'inversify';
import { currentStoreId } from '../../../shared-kernel/request-context';
import { CatalogueTokens } from '../catalogue.tokens';
import type { LetterPartSelection } from '../domain/letter-part-selection';
import { newLetterPartConfiguration } from '../model/letter-part-configuration';
import { OptionWriteEffects } from './option-write-effects';
import type { CustomiserRepository, LetterPartSelectionRepository, OptionRowRepository } from './ports';
import { requireCustomiser } from './require-customiser';
import { requireLetterType } from './require-letter-type';

/** Creates a part's selection; its configuration checks itself and takes the category's defaults for omitted fields. A dry run writes nothing. */
@injectable()
export class CreateLetterPartSelectionService {
  constructor(
    @inject(CatalogueTokens.CustomiserRepository) private readonly customisers: CustomiserRepository,
    @inject(CatalogueTokens.OptionRowRepository) private readonly rows: OptionRowRepository,
    @inject(CatalogueTokens.LetterPartSelectionRepository) private readonly selections: LetterPartSelectionRepository,
    @inject(OptionWriteEffects) private readonly effects: OptionWriteEffects,
  ) {}

  async create(
    customiserId: number,
    letterTypeId: number,
    part: string,
    given: unknown,
    options: { dryRun?: boolean } = {},
  ): Promise<LetterPartSelection | undefined> {
    const storeId = currentStoreId();
    const customiser = await requireCustomiser(this.customisers, customiserId);
    const letterType = await requireLetterType(this.rows, customiser.id, letterTypeId, { forUpdate: !options.dryRun });
    const taken = (await this.selections.listByLetterType(storeId, customiser.id, letterType.id)).map((s) => s.letterPart);
    const configuration = newLetterPartConfiguration({ category: letterType.category, declaredParts: letterType.letterParts, takenParts: taken, part }, given);
    if (options.dryRun) return undefined;
    const selection = await this.selections.create({
      storeId,
      customiserId: customiser.id,
      letterTypeId: letterType.id,
      letterPart: part,
      configuration,
      colourIds: [],
      shared: false,
      translations: {},
      defaultUploadImageUrl: null,
    });
    await this.effects.written({ storeId, customiserId: customiser.id, subject: 'letter-parts', subjectId: `${letterType.id}:${part}`, action: 'created' });
    return selection;
  }
}
