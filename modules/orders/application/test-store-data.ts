import { inject, injectable } from 'inversify';
import type { TestStoreData } from '../../../shared-kernel/test-store-data';
import { OrdersTokens } from '../orders.tokens';
import type { OrdersTestData } from './ports';

/**
 * Orders' part of a store's test data: a test store starts with none, and a sandbox reset drops its orders
 * and quotes with their emails, first of all the parts (an order names products and uploads). An email
 * task still queued for one finds nothing and ends.
 */
@injectable()
export class OrdersTestStoreData implements TestStoreData {
  readonly name = 'orders';
  readonly stage = 50;

  constructor(@inject(OrdersTokens.OrdersTestData) private readonly data: OrdersTestData) {}

  async drop(testStoreId: number): Promise<undefined> {
    await this.data.drop(testStoreId);
    return undefined;
  }
}
