import { inject, injectable } from 'inversify';
import { CLOCK, type Clock } from '../../../shared-kernel/clock';
import { CatalogueTokens } from '../catalogue.tokens';
import type { Customiser } from '../domain/customiser';
import { OptionWriteEffects } from './option-write-effects';
import type { CustomiserRepository } from './ports';
import { requireCustomiser } from './require-customiser';

/** Activate and deactivate: the only way `active` changes; the storefront's availability follows. */
@injectable()
export class SetCustomiserActivityService {
  constructor(
    @inject(CatalogueTokens.CustomiserRepository) private readonly customisers: CustomiserRepository,
    @inject(OptionWriteEffects) private readonly effects: OptionWriteEffects,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async set(id: number, active: boolean): Promise<Customiser> {
    const customiser = await requireCustomiser(this.customisers, id, { forUpdate: true });
    if (customiser.active === active) return customiser;
    const saved = await this.customisers.save({ ...customiser, active, updatedAt: this.clock.now() });
    await this.effects.written({ storeId: customiser.storeId, customiserId: customiser.id, subject: 'customiser', subjectId: customiser.id, action: 'updated' });
    return saved;
  }
}
