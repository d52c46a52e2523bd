import { inject, injectable } from 'inversify';
import { TASK_SCHEDULER, type TaskScheduler } from '../../../shared-kernel/tasks';
import { UNIT_OF_WORK, type UnitOfWork } from '../../../shared-kernel/unit-of-work';
import { OrdersTokens } from '../orders.tokens';
import type { Order } from '../domain/order';
import type { OrderEmail } from '../domain/order-email';
import { ORDER_EMAIL_TASK } from './email-tasks';
import type { OrderEmailRepository } from './ports';

/**
 * Queues an email of an order to the store's manufacturer. The email and the task that sends it are
 * written in one transaction (the caller's), and the task runs only once that commits: a rolled-back
 * request sends nothing, a replayed one queues nothing, and a task whose hand-over to the queue was
 * lost is found again by the engine's recovery pass.
 */
@injectable()
export class QueueOrderEmailService {
  constructor(
    @inject(OrdersTokens.OrderEmailRepository) private readonly emails: OrderEmailRepository,
    @inject(TASK_SCHEDULER) private readonly tasks: TaskScheduler,
    @inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWork,
  ) {}

  queue(order: Pick<Order, 'id' | 'storeId'>, reason: OrderEmail['reason']): Promise<OrderEmail> {
    return this.unitOfWork.run(async () => {
      const email = await this.emails.create({ storeId: order.storeId, orderId: order.id, reason });
      await this.tasks.schedule(ORDER_EMAIL_TASK, { storeId: email.storeId, subject: String(email.id) });
      return email;
    });
  }
}
