import { inject, injectable } from 'inversify';
import type { JobProcessor, RecurringJob } from '../../../../shared-kernel/jobs';
import { PruneActivityService } from '../../application/prune-activity.service';

export const PRUNE_ACTIVITY: RecurringJob = {
  queue: 'activity.prune',
  name: 'prune-activity',
  everyMs: 60 * 60 * 1000,
};

/** Housekeeping: once an hour, the items past their retention go. */
@injectable()
export class PruneActivityProcessor implements JobProcessor {
  readonly queue = PRUNE_ACTIVITY.queue;

  constructor(@inject(PruneActivityService) private readonly activity: PruneActivityService) {}

  async process(): Promise<void> {
    await this.activity.prune();
  }
}
