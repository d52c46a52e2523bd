import { inject, injectable } from 'inversify';
import { currentStoreId } from '../../../shared-kernel/request-context';
import { CatalogueTokens } from '../catalogue.tokens';
import type { Customiser } from '../domain/customiser';
import type { CustomiserSettings } from '../domain/customiser-settings';
import type { LetterPartSelection } from '../domain/letter-part-selection';
import type { OptionRow } from '../domain/option-row';
import type { CustomiserRepository, LetterPartSelectionRepository, OptionRowRepository, SettingsRepository } from '../application/ports';
import { requireCustomiser } from '../application/require-customiser';

/** A customiser of the current store with everything it offers, read at once. */
export interface CustomiserCatalogue {
  customiser: Customiser;
  settings: CustomiserSettings;
  rows: OptionRow[];
  letterPartSelections: LetterPartSelection[];
}

/**
 * The whole catalogue of one customiser, for contexts that compose a document of it (the storefront's
 * configuration). Public: another store's customiser is a 404 like an unknown one.
 */
@injectable()
export class CustomiserCatalogues {
  constructor(
    @inject(CatalogueTokens.CustomiserRepository) private readonly customisers: CustomiserRepository,
    @inject(CatalogueTokens.SettingsRepository) private readonly settings: SettingsRepository,
    @inject(CatalogueTokens.OptionRowRepository) private readonly rows: OptionRowRepository,
    @inject(CatalogueTokens.LetterPartSelectionRepository) private readonly selections: LetterPartSelectionRepository,
  ) {}

  async read(customiserId: number): Promise<CustomiserCatalogue> {
    const customiser = await requireCustomiser(this.customisers, customiserId);
    const storeId = currentStoreId();
    const [settings, rows] = await Promise.all([this.settings.get(customiser.id), this.rows.listByCustomiser(storeId, customiser.id)]);
    const letterTypes = rows.filter((row) => row.family === 'letter-types');
    const selections = await Promise.all(letterTypes.map((letterType) => this.selections.listByLetterType(storeId, customiser.id, letterType.id)));
    return { customiser, settings, rows, letterPartSelections: selections.flat() };
  }

  /** The customiser a row of a family belongs to, for operations that name only the row (a form's submissions). */
  async customiserOf(family: OptionRow['family'], rowId: number): Promise<number | undefined> {
    return (await this.rows.findAnywhere({ storeId: currentStoreId(), family }, rowId))?.customiserId;
  }
}
