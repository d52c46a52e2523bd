import { inject, injectable } from 'inversify';
import { CURSOR_CODEC, pageOfStore, type CursorCodec, type ListingRequest } from '../../../../shared-kernel/http/pagination';
import { CatalogueTokens } from '../../catalogue.tokens';
import type { LetterPartSelection } from '../../domain/letter-part-selection';
import type { CustomiserRepository, LetterPartSelectionRepository, OptionRowRepository, SelectionPosition } from '../../application/ports';
import { requireCustomiser } from '../../application/require-customiser';
import { requireLetterType } from '../../application/require-letter-type';

/** A letter type's selections, oldest first, in pages. */
@injectable()
export class ListLetterPartSelectionsService {
  constructor(
    @inject(CatalogueTokens.CustomiserRepository) private readonly customisers: CustomiserRepository,
    @inject(CatalogueTokens.OptionRowRepository) private readonly rows: OptionRowRepository,
    @inject(CatalogueTokens.LetterPartSelectionRepository) private readonly selections: LetterPartSelectionRepository,
    @inject(CURSOR_CODEC) private readonly cursors: CursorCodec,
  ) {}

  async list(customiserId: number, letterTypeId: number, request: ListingRequest) {
    const customiser = await requireCustomiser(this.customisers, customiserId);
    const letterType = await requireLetterType(this.rows, customiser.id, letterTypeId);
    const listing = { collection: `customisers/${customiser.id}/letter-types/${letterType.id}/letter-parts`, sort: 'created_at' };
    return pageOfStore<LetterPartSelection, SelectionPosition>(this.cursors, listing, request, (storeId, page) =>
      this.selections.pageByLetterType(storeId, customiser.id, letterType.id, page),
    );
  }
}
