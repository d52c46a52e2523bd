import { inject, injectable } from 'inversify';
import { CLOCK, type Clock } from '../../../../shared-kernel/clock';
import { CatalogueTokens } from '../../catalogue.tokens';
import type { Customiser, SelectionMode } from '../../domain/customiser';
import { perWordRefusal, settingsFollowingMode } from '../../domain/selection-mode';
import { selectionModeNotAvailable } from '../../application/create-customiser.service';
import { OptionWriteEffects } from '../../application/option-write-effects';
import type { CustomiserRepository, SettingsRepository, StoreProfiles } from '../../application/ports';
import { requireCustomiser } from '../../application/require-customiser';

export interface CustomiserPatch {
  name?: string;
  selection_mode?: SelectionMode;
}

/** Renames a customiser and moves it between single-style and per-word styling, per the States table. */
@injectable()
export class UpdateCustomiserService {
  constructor(
    @inject(CatalogueTokens.CustomiserRepository) private readonly customisers: CustomiserRepository,
    @inject(CatalogueTokens.SettingsRepository) private readonly settings: SettingsRepository,
    @inject(CatalogueTokens.StoreProfiles) private readonly stores: StoreProfiles,
    @inject(OptionWriteEffects) private readonly effects: OptionWriteEffects,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async update(id: number, patch: CustomiserPatch): Promise<Customiser> {
    const customiser = await requireCustomiser(this.customisers, id, { forUpdate: true });
    const renamed = patch.name !== undefined && patch.name !== customiser.name;
    const remoded = patch.selection_mode !== undefined && patch.selection_mode !== customiser.selectionMode;
    if (!renamed && !remoded) return customiser;
    const next: Customiser = { ...customiser, name: patch.name ?? customiser.name, updatedAt: this.clock.now() };
    if (remoded && patch.selection_mode) {
      const settings = await this.settings.get(customiser.id);
      if (patch.selection_mode === 'per_word') {
        const reason = perWordRefusal(customiser, settings, await this.stores.profile(customiser.storeId));
        if (reason) throw selectionModeNotAvailable(reason);
      }
      next.selectionMode = patch.selection_mode;
      await this.settings.save(customiser.storeId, customiser.id, settingsFollowingMode(settings, patch.selection_mode));
    }
    const saved = await this.customisers.save(next);
    await this.effects.written({ storeId: customiser.storeId, customiserId: customiser.id, subject: 'customiser', subjectId: customiser.id, action: 'updated' });
    return saved;
  }
}
