import { inject, injectable } from 'inversify';
import { CatalogueTokens } from '../../catalogue.tokens';
import type { Referencer } from '../../domain/option-row';
import type { ReferenceFinder, ReferenceTargets, SettingsRepository } from '../../application/ports';

/** Customiser settings name the AI sign designer fallback form and the length pricing of icons. */
@injectable()
export class SettingsReferenceFinder implements ReferenceFinder {
  readonly context = 'catalogue';

  constructor(@inject(CatalogueTokens.SettingsRepository) private readonly settings: SettingsRepository) {}

  async find(targets: ReferenceTargets): Promise<Referencer[]> {
    if ((targets.family !== 'forms' && targets.family !== 'length-pricings') || targets.ids.length === 0) return [];
    const settings = await this.settings.get(targets.customiserId);
    const names = (id: number | null) => id !== null && targets.ids.includes(id);
    if (targets.family === 'forms' && names(settings.ai_designer_fallback_form_id)) {
      return [{ type: 'customiser_settings', id: targets.customiserId, name: 'AI sign designer fallback form' }];
    }
    if (targets.family === 'length-pricings' && names(settings.icon_length_pricing_id)) {
      return [{ type: 'customiser_settings', id: targets.customiserId, name: 'icon pricing' }];
    }
    return [];
  }
}
