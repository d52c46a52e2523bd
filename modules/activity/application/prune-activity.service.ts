import { inject, injectable } from 'inversify';
import { CLOCK, type Clock } from '../../../shared-kernel/clock';
import { ActivityTokens } from '../activity.tokens';
import { retentionCutoff } from '../domain/activity-item';
import type { ActivityLog } from './ports';

/** Keeps the activity log to its retention (90 days), so it does not grow with every write for ever. */
@injectable()
export class PruneActivityService {
  constructor(
    @inject(ActivityTokens.ActivityLog) private readonly log: Pick<ActivityLog, 'pruneBefore'>,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  prune(): Promise<number> {
    return this.log.pruneBefore(retentionCutoff(this.clock.now()));
  }
}
