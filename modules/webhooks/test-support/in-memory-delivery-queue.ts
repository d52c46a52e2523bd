import type { DeliveryQueue, LeasedDelivery } from '../application/ports';

/** The workers' queue in memory: it keeps what it was handed, or refuses everything while `refusing` (Redis away). */
export class InMemoryDeliveryQueue implements DeliveryQueue {
  readonly enqueued: LeasedDelivery[] = [];
  refusing = false;

  async enqueue(leased: readonly LeasedDelivery[]): Promise<void> {
    if (this.refusing) throw new Error('the queue refuses jobs');
    this.enqueued.push(...leased.map((lease) => ({ ...lease })));
  }
}
