import type { DeliveryQueue, QueuedDelivery } from '../application/ports';
import type { InMemoryUnitOfWork } from '../../../shared-kernel/test-support/in-memory-unit-of-work';

/** The task queue in memory: it keeps what it was handed once the unit of work committed. */
export class InMemoryDeliveryQueue implements DeliveryQueue {
  readonly queued: QueuedDelivery[] = [];

  constructor(private readonly unitOfWork: InMemoryUnitOfWork) {}

  async afterCommit(deliveries: readonly QueuedDelivery[]): Promise<void> {
    await this.unitOfWork.afterCommit(() => void this.queued.push(...deliveries.map(({ id, destination, attemptsMade, nextAttemptAt }) => ({ id, destination, attemptsMade, nextAttemptAt }))));
  }
}
