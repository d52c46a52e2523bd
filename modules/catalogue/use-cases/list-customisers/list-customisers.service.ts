import { inject, injectable } from 'inversify';
import { CURSOR_CODEC, pageOfStore, type CursorCodec, type ListingRequest } from '../../../../shared-kernel/http/pagination';
import { CatalogueTokens } from '../../catalogue.tokens';
import type { Customiser } from '../../domain/customiser';
import type { CustomiserFilters, CustomiserRepository } from '../../application/ports';

/** The store's customisers in creation order, oldest first, stable across pages. */
@injectable()
export class ListCustomisersService {
  constructor(
    @inject(CatalogueTokens.CustomiserRepository) private readonly customisers: CustomiserRepository,
    @inject(CURSOR_CODEC) private readonly cursors: CursorCodec,
  ) {}

  list(filters: CustomiserFilters, request: ListingRequest) {
    const listing = { collection: 'customisers', filters: { active: filters.active, pricing_model: filters.pricingModel }, sort: 'created_at' };
    return pageOfStore<Customiser, number>(this.cursors, listing, request, (storeId, page) => this.customisers.list(storeId, filters, page));
  }
}
