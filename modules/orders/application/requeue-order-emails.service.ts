import { inject, injectable } from 'inversify';
import { CLOCK, type Clock } from '../../../shared-kernel/clock';
import { OrdersTokens } from '../orders.tokens';
import type { OrderEmailQueue, OrderEmailRepository } from './ports';

/** An email queued this long ago and still not sent has probably lost its job. */
export const REQUEUE_AFTER_MS = 60_000;
const BATCH = 500;

/**
 * Hands emails still queued after a minute to the worker again. Enqueueing is idempotent per email, so
 * one whose job is only waiting or retrying is untouched; one whose enqueue never happened (the process
 * stopped between commit and enqueue) is queued now.
 */
@injectable()
export class RequeueOrderEmailsService {
  constructor(
    @inject(OrdersTokens.OrderEmailRepository) private readonly emails: OrderEmailRepository,
    @inject(OrdersTokens.OrderEmailQueue) private readonly queue: OrderEmailQueue,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async requeue(): Promise<number> {
    const stale = await this.emails.queuedSince(new Date(this.clock.now().getTime() - REQUEUE_AFTER_MS), BATCH);
    for (const email of stale) await this.queue.enqueue(email);
    return stale.length;
  }
}
