import { inject, injectable } from 'inversify';
import { currentStoreId } from '../../../../shared-kernel/request-context';
import { CatalogueTokens } from '../../catalogue.tokens';
import { assertPermutation } from '../../domain/backboard-rules';
import type { OptionRow } from '../../domain/option-row';
import { OptionWriteEffects } from '../../application/option-write-effects';
import type { CustomiserRepository, OptionRowRepository } from '../../application/ports';
import { requireCustomiser } from '../../application/require-customiser';

/** Sets the backboards' order from a permutation of all their ids. */
@injectable()
export class ReorderBackboardsService {
  constructor(
    @inject(CatalogueTokens.CustomiserRepository) private readonly customisers: CustomiserRepository,
    @inject(CatalogueTokens.OptionRowRepository) private readonly rows: OptionRowRepository,
    @inject(OptionWriteEffects) private readonly effects: OptionWriteEffects,
  ) {}

  async reorder(customiserId: number, backboardIds: number[]): Promise<OptionRow[]> {
    const customiser = await requireCustomiser(this.customisers, customiserId, { forUpdate: true });
    const locator = { storeId: currentStoreId(), customiserId: customiser.id, family: 'backboards' as const };
    const existing = await this.rows.listAll(locator);
    assertPermutation(backboardIds, existing.map((row) => row.id));
    const byId = new Map(existing.map((row) => [row.id, row]));
    const saved: OptionRow[] = [];
    for (const [index, id] of backboardIds.entries()) {
      const row = byId.get(id)!;
      saved.push(row.attributes.sort_order === index ? row : await this.rows.save({ ...row, attributes: { ...row.attributes, sort_order: index } }));
    }
    await this.effects.written({ storeId: locator.storeId, customiserId: customiser.id, subject: 'backboards', subjectId: 'order', action: 'updated' });
    return saved;
  }
}
