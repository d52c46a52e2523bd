import { inject, injectable } from 'inversify';
import { CatalogueTokens } from '../../catalogue.tokens';
import type { CustomiserSettings } from '../../domain/customiser-settings';
import type { CustomiserRepository, SettingsRepository } from '../../application/ports';
import { requireCustomiser } from '../../application/require-customiser';

@injectable()
export class GetCustomiserSettingsService {
  constructor(
    @inject(CatalogueTokens.CustomiserRepository) private readonly customisers: CustomiserRepository,
    @inject(CatalogueTokens.SettingsRepository) private readonly settings: SettingsRepository,
  ) {}

  async get(customiserId: number): Promise<{ customiserId: number; settings: CustomiserSettings }> {
    const customiser = await requireCustomiser(this.customisers, customiserId);
    return { customiserId: customiser.id, settings: await this.settings.get(customiser.id) };
  }
}
