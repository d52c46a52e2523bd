import { inject, injectable } from 'inversify';
import type { TestStoreData } from '../../../shared-kernel/test-store-data';
import { ActivityTokens } from '../activity.tokens';
import type { ActivityLog } from './ports';

/**
 * Activity's part of a store's test data: a test store starts with none (what the copy writes is no
 * one's write), and a sandbox reset drops its items with the rest of its data, last of all the parts.
 */
@injectable()
export class ActivityTestStoreData implements TestStoreData {
  readonly name = 'activity';
  readonly stage = 5;

  constructor(@inject(ActivityTokens.ActivityLog) private readonly log: Pick<ActivityLog, 'dropStore'>) {}

  async drop(testStoreId: number): Promise<undefined> {
    await this.log.dropStore(testStoreId);
    return undefined;
  }
}
