import { inject, injectable } from 'inversify';
import { CatalogueTokens } from '../../catalogue.tokens';
import type { Referencer } from '../../domain/option-row';
import type { ReferenceFinder, ReferenceTarget, SettingsRepository } from '../../application/ports';

/** Customiser settings name the AI sign designer fallback form and the length pricing of icons. */
@injectable()
export class SettingsReferenceFinder implements ReferenceFinder {
  constructor(@inject(CatalogueTokens.SettingsRepository) private readonly settings: SettingsRepository) {}

  async find(target: ReferenceTarget): Promise<Referencer[]> {
    if (target.family !== 'forms' && target.family !== 'length-pricings') return [];
    const settings = await this.settings.get(target.customiserId);
    if (target.family === 'forms' && settings.ai_designer_fallback_form_id === target.id) {
      return [{ type: 'customiser_settings', id: target.customiserId, name: 'AI sign designer fallback form' }];
    }
    if (target.family === 'length-pricings' && settings.icon_length_pricing_id === target.id) {
      return [{ type: 'customiser_settings', id: target.customiserId, name: 'icon pricing' }];
    }
    return [];
  }
}
