import type { Clock } from '../../../shared-kernel/clock';
import type { EmailQueue, QueuedEmails } from './ports';

/** An email queued this long ago and still not sent has probably lost its job. */
export const REQUEUE_AFTER_MS = 60_000;
const BATCH = 500;

/**
 * Hands emails of one kind still queued after a minute to the worker again. Enqueueing is idempotent
 * per email, so one whose job is only waiting or retrying is untouched; one whose enqueue never happened
 * (the process stopped between commit and enqueue) is queued now. One per kind (orders.container.ts).
 */
export class RequeueEmailsService {
  constructor(
    private readonly emails: QueuedEmails,
    private readonly queue: EmailQueue,
    private readonly clock: Clock,
  ) {}

  async requeue(): Promise<number> {
    const stale = await this.emails.queuedSince(new Date(this.clock.now().getTime() - REQUEUE_AFTER_MS), BATCH);
    for (const email of stale) await this.queue.enqueue(email);
    return stale.length;
  }
}
