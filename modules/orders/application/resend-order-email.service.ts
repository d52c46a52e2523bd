import { inject, injectable } from 'inversify';
import { Problems } from '../../../shared-kernel/problems/problems';
import { currentStoreId } from '../../../shared-kernel/request-context';
import { OrdersTokens } from '../orders.tokens';
import type { OrderEmail } from '../domain/order-email';
import type { OrderRepository } from './ports';
import type { QueueOrderEmailService } from './queue-order-email.service';

/** Queues the order email again, to the manufacturer the store has configured (never a recipient the caller picks). */
@injectable()
export class ResendOrderEmailService {
  constructor(
    @inject(OrdersTokens.OrderRepository) private readonly orders: OrderRepository,
    @inject(OrdersTokens.QueueOrderEmail) private readonly emails: QueueOrderEmailService,
  ) {}

  async resend(orderId: number): Promise<OrderEmail> {
    const order = await this.orders.find(currentStoreId(), orderId);
    if (!order) throw Problems.resourceNotFound('order');
    return this.emails.queue(order, 'resend');
  }
}
