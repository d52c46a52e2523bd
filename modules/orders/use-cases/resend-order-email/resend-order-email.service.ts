import { inject, injectable } from 'inversify';
import { Problems } from '../../../../shared-kernel/problems/problems';
import { currentStoreId } from '../../../../shared-kernel/request-context';
import { OrdersTokens } from '../../orders.tokens';
import type { NewOrderEmail, OrderEmail } from '../../domain/order-email';
import type { OrderRepository } from '../../application/ports';
import type { QueueEmailService } from '../../application/queue-email.service';

/** Queues the order email again, to the manufacturer the store has configured (never a recipient the caller picks). */
@injectable()
export class ResendOrderEmailService {
  constructor(
    @inject(OrdersTokens.OrderRepository) private readonly orders: OrderRepository,
    @inject(OrdersTokens.QueueOrderEmail) private readonly emails: QueueEmailService<OrderEmail, NewOrderEmail>,
  ) {}

  async resend(orderId: number): Promise<OrderEmail> {
    const order = await this.orders.find(currentStoreId(), orderId);
    if (!order) throw Problems.resourceNotFound('order');
    return this.emails.queue({ storeId: order.storeId, orderId: order.id, reason: 'resend' });
  }
}
