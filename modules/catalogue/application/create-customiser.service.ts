import { inject, injectable } from 'inversify';
import { problem } from '../../../shared-kernel/problems/problems';
import { currentStoreId } from '../../../shared-kernel/request-context';
import { CatalogueTokens } from '../catalogue.tokens';
import type { Customiser, PricingModel, SelectionMode } from '../domain/customiser';
import { DEFAULT_SETTINGS, type CustomiserSettings } from '../domain/customiser-settings';
import { perWordRefusal, settingsFollowingMode } from '../domain/selection-mode';
import type { CustomiserRepository, SettingsRepository, StoreProfiles } from './ports';

export interface CreateCustomiserCommand {
  name: string;
  pricingModel: PricingModel;
  signCategory: string;
  productFamily: string;
  selectionMode: SelectionMode;
  active?: boolean;
  settings?: Partial<CustomiserSettings>;
}

/** Creates a customiser (inactive until activated) with settings that follow its selection mode. */
@injectable()
export class CreateCustomiserService {
  constructor(
    @inject(CatalogueTokens.CustomiserRepository) private readonly customisers: CustomiserRepository,
    @inject(CatalogueTokens.SettingsRepository) private readonly settings: SettingsRepository,
    @inject(CatalogueTokens.StoreProfiles) private readonly stores: StoreProfiles,
  ) {}

  async create(command: CreateCustomiserCommand): Promise<Customiser> {
    const storeId = currentStoreId();
    const settings = { ...DEFAULT_SETTINGS, ...command.settings };
    if (command.selectionMode === 'per_word') {
      const reason = perWordRefusal({ signCategory: command.signCategory }, settings, await this.stores.profile(storeId));
      if (reason) throw selectionModeNotAvailable(reason);
    }
    const customiser = await this.customisers.create({
      storeId,
      name: command.name,
      pricingModel: command.pricingModel,
      signCategory: command.signCategory,
      productFamily: command.productFamily,
      selectionMode: command.selectionMode,
      active: command.active ?? false,
    });
    await this.settings.save(storeId, customiser.id, settingsFollowingMode(settings, command.selectionMode));
    return customiser;
  }
}

export function selectionModeNotAvailable(reason: string) {
  return problem('selection_mode_not_available', {
    detail:
      reason === 'plan_excludes_per_word_styling'
        ? "The store's plan does not include per-word styling."
        : 'This sign is cut or styled as one piece, so it cannot be styled per word.',
    errors: [{ pointer: '/selection_mode', code: 'selection_mode_not_available', detail: 'per_word is not available.' }],
    members: { reason },
  });
}
