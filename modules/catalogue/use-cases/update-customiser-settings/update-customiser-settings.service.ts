import { inject, injectable } from 'inversify';
import type { JsonObject } from '../../../../shared-kernel/merge-patch';
import { currentStoreId } from '../../../../shared-kernel/request-context';
import { CatalogueTokens } from '../../catalogue.tokens';
import type { CustomiserSettings } from '../../domain/customiser-settings';
import { CustomiserSettingsDocument } from '../../model/customiser-settings-document';
import { OptionWriteEffects } from '../../application/option-write-effects';
import type { CustomiserRepository, SettingsRepository } from '../../application/ports';
import { requireCustomiser } from '../../application/require-customiser';
import { RowWriteChecks } from '../../application/row-write-checks';

/**
 * Merge-patches the settings: the customiser is read (locked) once, the settings document checks itself,
 * the fallback form and icon length pricing it names are fetched in one query, and it is saved once.
 */
@injectable()
export class UpdateCustomiserSettingsService {
  constructor(
    @inject(CatalogueTokens.CustomiserRepository) private readonly customisers: CustomiserRepository,
    @inject(CatalogueTokens.SettingsRepository) private readonly settings: SettingsRepository,
    @inject(RowWriteChecks) private readonly checks: RowWriteChecks,
    @inject(OptionWriteEffects) private readonly effects: OptionWriteEffects,
  ) {}

  async update(customiserId: number, patch: JsonObject): Promise<CustomiserSettings> {
    const customiser = await requireCustomiser(this.customisers, customiserId, { forUpdate: true });
    const scope = { storeId: currentStoreId(), customiserId: customiser.id };
    const document = CustomiserSettingsDocument.stored(await this.settings.get(customiser.id)).applyPatch(patch);
    document.assertReferencedRows(await this.checks.referencedRows(scope, document.references()));
    await this.settings.save(scope.storeId, customiser.id, document.settings);
    await this.effects.written({ ...scope, subject: 'settings', subjectId: customiser.id, action: 'updated' });
    return document.settings;
  }
}
