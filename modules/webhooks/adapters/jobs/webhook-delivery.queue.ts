import { inject, injectable } from 'inversify';
import { JOB_QUEUE, type JobQueue } from '../../../../shared-kernel/jobs';
import type { DeliveryQueue, LeasedDelivery } from '../../application/ports';

export const WEBHOOK_DELIVERY_QUEUE = 'webhooks.delivery';

/** One job per lease: enqueueing a lease twice (a retried dispatch) queues it once. */
@injectable()
export class JobDeliveryQueue implements DeliveryQueue {
  constructor(@inject(JOB_QUEUE) private readonly jobs: JobQueue) {}

  async enqueue(leased: readonly LeasedDelivery[]): Promise<void> {
    for (const lease of leased) {
      await this.jobs.enqueue(WEBHOOK_DELIVERY_QUEUE, { id: `delivery.${lease.deliveryId}.${lease.lease}`, name: 'deliver', data: lease });
    }
  }
}
