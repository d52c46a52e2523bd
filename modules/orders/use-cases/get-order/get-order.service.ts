import { inject, injectable } from 'inversify';
import { Problems } from '../../../../shared-kernel/problems/problems';
import { currentStoreId } from '../../../../shared-kernel/request-context';
import { OrdersTokens } from '../../orders.tokens';
import type { Order } from '../../domain/order';
import type { OrderRepository } from '../../application/ports';

@injectable()
export class GetOrderService {
  constructor(@inject(OrdersTokens.OrderRepository) private readonly orders: OrderRepository) {}

  async get(orderId: number): Promise<Order> {
    const order = await this.orders.find(currentStoreId(), orderId);
    if (!order) throw Problems.resourceNotFound('order');
    return order;
  }
}
