import { inject, injectable } from 'inversify';
import { CURSOR_CODEC, paginate, type CursorCodec, type ListingRequest } from '../../../shared-kernel/http/pagination';
import { currentStoreId } from '../../../shared-kernel/request-context';
import { CatalogueTokens } from '../catalogue.tokens';
import type { FamilySegment } from '../domain/option-families';
import type { OptionRow } from '../domain/option-row';
import type { CustomiserRepository, OptionRowRepository } from './ports';
import { requireCustomiser } from './require-customiser';

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
    const locator = { storeId: currentStoreId(), customiserId: customiser.id, family };
    const binding = { collection: `customisers/${customiser.id}/${family}`, storeId: locator.storeId, filters: {}, sort: 'id' };
    return paginate<OptionRow, number>(this.cursors, binding, request, (page) => this.rows.list(locator, page));
  }
}
