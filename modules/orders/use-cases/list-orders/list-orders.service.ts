import { inject, injectable } from 'inversify';
import { CURSOR_CODEC, pageOfStore, type CursorCodec, type ListingRequest } from '../../../../shared-kernel/http/pagination';
import { OrdersTokens } from '../../orders.tokens';
import type { Order } from '../../domain/order';
import type { OrderFilters, OrderRepository } from '../../application/ports';
import { createdWindowBinding } from '../../application/created-window';

/** The store's orders, oldest first, stable across pages; the filters bind the cursor. */
@injectable()
export class ListOrdersService {
  constructor(
    @inject(OrdersTokens.OrderRepository) private readonly orders: OrderRepository,
    @inject(CURSOR_CODEC) private readonly cursors: CursorCodec,
  ) {}

  list(filters: OrderFilters, request: ListingRequest) {
    const listing = { collection: 'orders', filters: createdWindowBinding(filters), sort: 'id' };
    return pageOfStore<Order, number>(this.cursors, listing, request, (storeId, page) => this.orders.list(storeId, filters, page));
  }
}
