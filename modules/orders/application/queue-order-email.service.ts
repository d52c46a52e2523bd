import { inject, injectable } from 'inversify';
import { UNIT_OF_WORK, type UnitOfWork } from '../../../shared-kernel/unit-of-work';
import { OrdersTokens } from '../orders.tokens';
import type { Order } from '../domain/order';
import type { OrderEmail } from '../domain/order-email';
import type { EmailQueue, OrderEmailRepository } from './ports';

/**
 * Queues an email of an order to the store's manufacturer. The email is recorded in the caller's
 * transaction and handed to the worker only after commit, so a rolled-back request sends nothing and
 * a replayed one queues nothing; should the process stop in between, the requeue job finds it.
 */
@injectable()
export class QueueOrderEmailService {
  constructor(
    @inject(OrdersTokens.OrderEmailRepository) private readonly emails: OrderEmailRepository,
    @inject(OrdersTokens.OrderEmailQueue) private readonly worker: EmailQueue,
    @inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWork,
  ) {}

  async queue(order: Pick<Order, 'id' | 'storeId'>, reason: OrderEmail['reason']): Promise<OrderEmail> {
    const email = await this.emails.create({ storeId: order.storeId, orderId: order.id, reason });
    await this.unitOfWork.afterCommit(() => this.worker.enqueue(email));
    return email;
  }
}
