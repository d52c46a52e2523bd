import { inject, injectable } from 'inversify';
import { applyMergePatch, type JsonObject } from '../../../shared-kernel/merge-patch';
import { Problems } from '../../../shared-kernel/problems/problems';
import { currentStoreId } from '../../../shared-kernel/request-context';
import { CatalogueTokens } from '../catalogue.tokens';
import type { CustomiserSettings } from '../domain/customiser-settings';
import { assertFallbackKeepsFileField, type FormField } from '../domain/form-rules';
import type { OptionWriteEffects } from './option-write-effects';
import type { CustomiserRepository, OptionRowRepository, SettingsRepository } from './ports';
import { requireCustomiser } from './require-customiser';
import type { FullDocumentValidation } from './update-option-row.service';

/** Merge-patches the settings; the fallback form and icon pricing must name rows of this customiser. */
@injectable()
export class UpdateCustomiserSettingsService {
  constructor(
    @inject(CatalogueTokens.CustomiserRepository) private readonly customisers: CustomiserRepository,
    @inject(CatalogueTokens.SettingsRepository) private readonly settings: SettingsRepository,
    @inject(CatalogueTokens.OptionRowRepository) private readonly rows: OptionRowRepository,
    @inject(CatalogueTokens.OptionWriteEffects) private readonly effects: OptionWriteEffects,
  ) {}

  async update(customiserId: number, patch: JsonObject, validate: FullDocumentValidation): Promise<CustomiserSettings> {
    const customiser = await requireCustomiser(this.customisers, customiserId, { forUpdate: true });
    const storeId = currentStoreId();
    const next = validate(applyMergePatch(await this.settings.get(customiser.id), patch, { nullMeans: 'clear' })) as unknown as CustomiserSettings;
    if (next.ai_designer_fallback_form_id !== null) {
      const form = await this.rows.find({ storeId, customiserId: customiser.id, family: 'forms' }, next.ai_designer_fallback_form_id);
      if (!form) throw Problems.validationFailed([{ pointer: '/ai_designer_fallback_form_id', code: 'invalid', detail: 'No such form in this customiser.' }]);
      assertFallbackKeepsFileField((form.attributes.fields as FormField[]) ?? []);
    }
    if (next.icon_length_pricing_id !== null) {
      const [found] = await this.rows.existingIds({ storeId, customiserId: customiser.id, family: 'length-pricings' }, [next.icon_length_pricing_id]);
      if (found === undefined) throw Problems.validationFailed([{ pointer: '/icon_length_pricing_id', code: 'invalid', detail: 'No such length pricing in this customiser.' }]);
    }
    await this.settings.save(storeId, customiser.id, next);
    await this.effects.written({ storeId, customiserId: customiser.id, subject: 'settings', subjectId: customiser.id, action: 'updated' });
    return next;
  }
}
