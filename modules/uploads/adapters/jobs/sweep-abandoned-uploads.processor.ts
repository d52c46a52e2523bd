import { inject, injectable } from 'inversify';
import type { JobProcessor, RecurringJob } from '../../../../shared-kernel/jobs';
import type { UploadHousekeeping } from '../../application/ports';
import { SweepAbandonedUploadsService } from '../../application/sweep-abandoned-uploads.service';

const QUEUE = 'uploads.abandoned-sweep';

/** Scheduled on every worker host (BullMQ's job scheduler, or the in-process runner's timer). */
export function sweepAbandonedUploadsJob(housekeeping: Pick<UploadHousekeeping, 'sweepIntervalMs'>): RecurringJob {
  return { queue: QUEUE, name: 'sweep-abandoned-uploads', everyMs: housekeeping.sweepIntervalMs };
}

@injectable()
export class SweepAbandonedUploadsProcessor implements JobProcessor {
  readonly queue = QUEUE;

  constructor(@inject(SweepAbandonedUploadsService) private readonly sweeper: SweepAbandonedUploadsService) {}

  async process(): Promise<void> {
    await this.sweeper.sweep();
  }
}
