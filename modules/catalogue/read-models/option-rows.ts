import { inject, injectable } from 'inversify';
import { Problems } from '../../../shared-kernel/problems/problems';
import { currentStoreId } from '../../../shared-kernel/request-context';
import { CatalogueTokens } from '../catalogue.tokens';
import { OPTION_FAMILIES, type FamilySegment } from '../domain/option-families';
import type { OptionRow } from '../domain/option-row';
import type { CustomiserRepository, OptionRowRepository } from '../application/ports';
import { requireCustomiser } from '../application/require-customiser';

/** One option row of a customiser's family in the current store; any other is a 404 naming the family. */
@injectable()
export class OptionRows {
  constructor(
    @inject(CatalogueTokens.CustomiserRepository) private readonly customisers: CustomiserRepository,
    @inject(CatalogueTokens.OptionRowRepository) private readonly rows: OptionRowRepository,
  ) {}

  async get(family: FamilySegment, customiserId: number, rowId: number): Promise<OptionRow> {
    const customiser = await requireCustomiser(this.customisers, customiserId);
    const row = await this.rows.find({ storeId: currentStoreId(), customiserId: customiser.id, family }, rowId);
    if (!row) throw Problems.resourceNotFound(OPTION_FAMILIES[family].noun);
    return row;
  }
}
