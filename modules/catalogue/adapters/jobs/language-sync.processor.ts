import { inject, injectable } from 'inversify';
import { z } from 'zod';
import { PermanentJobFailure, type JobProcessor, type RunningJob } from '../../../../shared-kernel/jobs';
import { CatalogueTokens } from '../../catalogue.tokens';
import { LANGUAGE_SYNC_QUEUE } from '../../application/option-write-effects';
import type { LanguageSyncService } from '../../application/language-sync.service';

/** The relayed `catalogue.option_written` event: which store's customiser was written. */
const jobData = z.object({ storeId: z.number().int().positive(), payload: z.object({ customiser_id: z.number().int().positive() }) });

@injectable()
export class LanguageSyncProcessor implements JobProcessor {
  readonly queue = LANGUAGE_SYNC_QUEUE;
  readonly concurrency = 2;

  constructor(@inject(CatalogueTokens.LanguageSync) private readonly languageSync: LanguageSyncService) {}

  async process(job: RunningJob): Promise<void> {
    const parsed = jobData.safeParse(job.data);
    if (!parsed.success) throw new PermanentJobFailure(`language sync job ${job.id} carries invalid data`);
    await this.languageSync.sync(parsed.data.storeId, parsed.data.payload.customiser_id);
  }
}
