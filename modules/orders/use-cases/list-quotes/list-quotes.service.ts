import { inject, injectable } from 'inversify';
import { CURSOR_CODEC, pageOfStore, type CursorCodec, type ListingRequest } from '../../../../shared-kernel/http/pagination';
import { OrdersTokens } from '../../orders.tokens';
import type { Quote } from '../../domain/quote';
import type { QuoteFilters, QuoteRepository } from '../../application/ports';
import { createdWindowBinding } from '../../application/created-window';

/** The store's quote requests, oldest first, stable across pages; the filters bind the cursor, as the orders listing's do. */
@injectable()
export class ListQuotesService {
  constructor(
    @inject(OrdersTokens.QuoteRepository) private readonly quotes: QuoteRepository,
    @inject(CURSOR_CODEC) private readonly cursors: CursorCodec,
  ) {}

  list(filters: QuoteFilters, request: ListingRequest) {
    const listing = { collection: 'quotes', filters: createdWindowBinding(filters), sort: 'id' };
    return pageOfStore<Quote, number>(this.cursors, listing, request, (storeId, page) => this.quotes.list(storeId, filters, page));
  }
}
