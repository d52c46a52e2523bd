import { inject, injectable } from 'inversify';
import { currentStoreId } from '../../../shared-kernel/request-context';
import { CatalogueTokens } from '../catalogue.tokens';
import type { FamilySegment } from '../domain/option-families';
import type { OptionRow } from '../domain/option-row';
import type { CustomiserRepository, OptionRowRepository } from './ports';
import { requireCustomiser } from './require-customiser';

/** Every row of one family of a customiser, unpaged: for contexts that compose whole documents (pricing). */
@injectable()
export class ListAllOptionRowsService {
  constructor(
    @inject(CatalogueTokens.CustomiserRepository) private readonly customisers: CustomiserRepository,
    @inject(CatalogueTokens.OptionRowRepository) private readonly rows: OptionRowRepository,
  ) {}

  async listAll(family: FamilySegment, customiserId: number, options: { forUpdate?: boolean } = {}): Promise<OptionRow[]> {
    const customiser = await requireCustomiser(this.customisers, customiserId, options);
    return this.rows.listAll({ storeId: currentStoreId(), customiserId: customiser.id, family });
  }
}
