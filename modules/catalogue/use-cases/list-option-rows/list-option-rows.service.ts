import { inject, injectable } from 'inversify';
import { CURSOR_CODEC, pageOfStore, type CursorCodec, type ListingRequest } from '../../../../shared-kernel/http/pagination';
import { CatalogueTokens } from '../../catalogue.tokens';
import type { FamilySegment } from '../../domain/option-families';
import type { OptionRow } from '../../domain/option-row';
import type { CustomiserRepository, OptionRowRepository } from '../../application/ports';
import { requireCustomiser } from '../../application/require-customiser';

/** A family's rows of one customiser, oldest first, in pages. */
@injectable()
export class ListOptionRowsService {
  constructor(
    @inject(CatalogueTokens.CustomiserRepository) private readonly customisers: CustomiserRepository,
    @inject(CatalogueTokens.OptionRowRepository) private readonly rows: OptionRowRepository,
    @inject(CURSOR_CODEC) private readonly cursors: CursorCodec,
  ) {}

  async list(family: FamilySegment, customiserId: number, request: ListingRequest) {
    const customiser = await requireCustomiser(this.customisers, customiserId);
    const listing = { collection: `customisers/${customiser.id}/${family}`, sort: 'id' };
    return pageOfStore<OptionRow, number>(this.cursors, listing, request, (storeId, page) => this.rows.list({ storeId, customiserId: customiser.id, family }, page));
  }
}
