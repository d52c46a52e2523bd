import { inject, injectable } from 'inversify';
import { CLOCK, type Clock } from '../../../shared-kernel/clock';
import { UNIT_OF_WORK, type UnitOfWork } from '../../../shared-kernel/unit-of-work';
import { WebhooksTokens } from '../webhooks.tokens';
import { MAX_IN_FLIGHT_PER_DESTINATION, destinationKey, type DeliveryDestination } from '../domain/delivery';
import type { DeliveryTimings } from './delivery-timings';
import type { DeliveryQueue, DeliveryRepository } from './ports';

/** Asks for a destination's due deliveries to be handed to the workers once the current transaction commits. */
export interface DeliveryDispatch {
  afterCommit(destination: DeliveryDestination): Promise<void>;
}

/**
 * Hands due deliveries to the workers. PostgreSQL holds every delivery's state, so the queue only
 * carries leases: a lost job, a restarted Redis or a killed worker costs a lease's wait, never a
 * delivery. Each destination has at most MAX_IN_FLIGHT_PER_DESTINATION attempts running.
 */
@injectable()
export class DispatchDeliveriesService implements DeliveryDispatch {
  constructor(
    @inject(WebhooksTokens.DeliveryRepository) private readonly deliveries: DeliveryRepository,
    @inject(WebhooksTokens.DeliveryQueue) private readonly queue: DeliveryQueue,
    @inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWork,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(WebhooksTokens.DeliveryTimings) private readonly timings: DeliveryTimings,
  ) {}

  /**
   * Destinations some open transaction will dispatch after it commits. The relay records ten
   * subscriptions' deliveries for each of two hundred events in one transaction: one dispatch per
   * destination serves them all. Should that transaction roll back, the poller picks up the rest.
   */
  private readonly awaitingCommit = new Set<string>();

  async afterCommit(destination: DeliveryDestination): Promise<void> {
    const key = destinationKey(destination);
    if (this.awaitingCommit.has(key)) return;
    this.awaitingCommit.add(key);
    await this.unitOfWork.afterRollback(() => void this.awaitingCommit.delete(key));
    await this.unitOfWork.afterCommit(async () => {
      this.awaitingCommit.delete(key);
      await this.dispatchTo(key);
    });
  }

  /**
   * Leases what is due at one destination, within its limit, and enqueues it; answers how many. The lease
   * outlasts an attempt's timeout; past it, a worker that died mid-attempt has its delivery leased again.
   */
  async dispatchTo(destination: string): Promise<number> {
    const leased = await this.unitOfWork.run(() => this.deliveries.lease(destination, this.clock.now(), this.timings.leaseMs, MAX_IN_FLIGHT_PER_DESTINATION));
    if (leased.length === 0) return 0;
    try {
      await this.queue.enqueue(leased);
    } catch (error) {
      // The queue refuses jobs at once while Redis is away. Leases no worker will see are given back, so
      // the poller hands them over as soon as it takes jobs again rather than when they run out; a job
      // that did get queued finds its lease gone and does nothing.
      for (const unsent of leased) await this.deliveries.release(unsent);
      throw error;
    }
    return leased.length;
  }

  /** One pass over every destination with due deliveries: new ones, retries come due, leases expired. */
  async dispatchDue(): Promise<number> {
    let dispatched = 0;
    for (const destination of await this.deliveries.dueDestinations(this.clock.now(), 500)) dispatched += await this.dispatchTo(destination);
    return dispatched;
  }
}
