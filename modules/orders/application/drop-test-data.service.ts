import { inject, injectable } from 'inversify';
import { OrdersTokens } from '../orders.tokens';
import type { OrdersTestData } from './ports';

/**
 * A sandbox reset's part in orders: a test store's orders and quotes go, with their emails, in the
 * reset's transaction. An email task still queued for one finds nothing and ends.
 */
@injectable()
export class DropOrdersTestDataService {
  constructor(
    @inject(OrdersTokens.OrdersTestData) private readonly data: OrdersTestData,
  ) {}

  drop(storeId: number): Promise<{ orders: number; quotes: number }> {
    return this.data.drop(storeId);
  }
}
