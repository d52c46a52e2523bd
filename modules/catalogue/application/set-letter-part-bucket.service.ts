import { inject, injectable } from 'inversify';
import { Problems } from '../../../shared-kernel/problems/problems';
import { currentStoreId } from '../../../shared-kernel/request-context';
import { CatalogueTokens } from '../catalogue.tokens';
import type { CustomiserRepository, LetterPartSelectionRepository, OptionRowRepository } from './ports';
import { requireCustomiser } from './require-customiser';

/**
 * Fills a part's colour bucket and marks it shared or translated, which the Store API cannot (its PATCH of
 * a selection changes the bucket alone, through UpdateLetterPartSelectionService); the merchant admin uses
 * this service.
 */
@injectable()
export class SetLetterPartBucketService {
  constructor(
    @inject(CatalogueTokens.CustomiserRepository) private readonly customisers: CustomiserRepository,
    @inject(CatalogueTokens.OptionRowRepository) private readonly rows: OptionRowRepository,
    @inject(CatalogueTokens.LetterPartSelectionRepository) private readonly selections: LetterPartSelectionRepository,
  ) {}

  async set(customiserId: number, letterTypeId: number, part: string, bucket: { colourIds: number[]; shared?: boolean; translations?: Record<string, unknown> }): Promise<void> {
    const storeId = currentStoreId();
    const customiser = await requireCustomiser(this.customisers, customiserId);
    if (!(await this.selections.find(storeId, customiser.id, letterTypeId, part))) throw Problems.resourceNotFound('letter-part colour selection');
    const known = await this.rows.findAmong({ storeId, customiserId: customiser.id }, bucket.colourIds.map((id) => ({ family: 'colours' as const, id })));
    if (known.length !== new Set(bucket.colourIds).size) throw Problems.validationFailed([{ pointer: '/colour_ids', code: 'invalid', detail: 'Every colour must be a colour of this customiser.' }]);
    await this.selections.setBucket(storeId, letterTypeId, part, bucket);
  }
}
