import { inject, injectable } from 'inversify';
import { UNIT_OF_WORK, type UnitOfWork } from '../../../shared-kernel/unit-of-work';
import { OrdersTokens } from '../orders.tokens';
import type { OrdersTestData } from './ports';

/**
 * A sandbox reset's part in orders: a test store's orders and quotes go, with their emails. An email
 * task still queued for one finds nothing and ends.
 */
@injectable()
export class DropOrdersTestDataService {
  constructor(
    @inject(OrdersTokens.OrdersTestData) private readonly data: OrdersTestData,
    @inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWork,
  ) {}

  drop(storeId: number): Promise<{ orders: number; quotes: number }> {
    return this.unitOfWork.run(() => this.data.drop(storeId));
  }
}
