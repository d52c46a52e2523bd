import { inject, injectable } from 'inversify';
import { CURSOR_CODEC, paginate, type CursorCodec, type ListingRequest } from '../../../shared-kernel/http/pagination';
import { currentStoreId } from '../../../shared-kernel/request-context';
import { OrdersTokens } from '../orders.tokens';
import type { Quote } from '../domain/quote';
import type { QuoteFilters, QuoteRepository } from './ports';
import { createdWindowBinding } from './created-window';

/** The store's quote requests, oldest first, stable across pages; the filters bind the cursor, as the orders listing's do. */
@injectable()
export class ListQuotesService {
  constructor(
    @inject(OrdersTokens.QuoteRepository) private readonly quotes: QuoteRepository,
    @inject(CURSOR_CODEC) private readonly cursors: CursorCodec,
  ) {}

  list(filters: QuoteFilters, request: ListingRequest) {
    const storeId = currentStoreId();
    const binding = { collection: 'quotes', storeId, filters: createdWindowBinding(filters), sort: 'id' };
    return paginate<Quote, number>(this.cursors, binding, request, (page) => this.quotes.list(storeId, filters, page));
  }
}
