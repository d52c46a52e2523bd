import { inject, injectable } from 'inversify';
import type { TaskWork } from '../../../../shared-kernel/tasks';
import { LANGUAGE_SYNC } from '../../application/option-write-effects';
import { LanguageSyncService } from '../../application/language-sync.service';

/** The advisory sync costs freshness only: a few quick retries, then it waits for the next write. */
const RETRY = { delaysMs: [1_000, 10_000, 60_000], jitter: 0.2 };

@injectable()
export class LanguageSyncWork implements TaskWork {
  readonly name = LANGUAGE_SYNC;
  readonly concurrency = 2;
  readonly retry = RETRY;

  constructor(@inject(LanguageSyncService) private readonly languageSync: LanguageSyncService) {}

  async perform(task: { storeId: number; subject: string }): Promise<'done' | { failed: string }> {
    const customiserId = Number(task.subject);
    if (!Number.isSafeInteger(customiserId) || customiserId < 1) return { failed: `language sync of "${task.subject}", which names no customiser` };
    await this.languageSync.sync(task.storeId, customiserId);
    return 'done';
  }
}
