import { inject, injectable } from 'inversify';
import { TASK_QUEUE, type TaskQueue } from '../../../../shared-kernel/tasks';
import { destinationKey } from '../../domain/delivery';
import type { DeliveryQueue, QueuedDelivery } from '../../application/ports';

export const WEBHOOK_DELIVERY = 'webhooks.delivery';

/** Deliveries are tasks of the engine, each destination a lane of its own. */
@injectable()
export class TaskDeliveryQueue implements DeliveryQueue {
  constructor(@inject(TASK_QUEUE) private readonly tasks: TaskQueue) {}

  async afterCommit(deliveries: readonly QueuedDelivery[]): Promise<void> {
    await this.tasks.afterCommit(WEBHOOK_DELIVERY, deliveries.map(taskOf));
  }
}

export function taskOf(delivery: QueuedDelivery) {
  return { id: delivery.id, attempts: delivery.attemptsMade, lane: destinationKey(delivery.destination), ...(delivery.nextAttemptAt ? { runAt: delivery.nextAttemptAt } : {}) };
}
