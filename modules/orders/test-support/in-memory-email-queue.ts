import type { EmailQueue, QueuedEmail } from '../application/ports';

/** The worker's queue in memory: an email enqueued twice is queued once, as a job id derived from the email's makes it. */
export class InMemoryEmailQueue implements EmailQueue {
  readonly queued: QueuedEmail[] = [];

  async enqueue(email: QueuedEmail): Promise<void> {
    if (!this.queued.some((queued) => queued.id === email.id)) this.queued.push({ id: email.id, storeId: email.storeId });
  }

  ids(): number[] {
    return this.queued.map((email) => email.id);
  }
}
