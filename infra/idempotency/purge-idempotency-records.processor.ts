import type { JobProcessor, RecurringJob } from '../../shared-kernel/jobs';
import type { IdempotentExecution } from './idempotent-execution';

export const PURGE_IDEMPOTENCY_RECORDS: RecurringJob = {
  queue: 'platform.maintenance',
  name: 'purge-idempotency-records',
  everyMs: 15 * 60 * 1000,
};

/** Removes idempotency records past their retention (at least 24 hours after they were written). */
export function purgeIdempotencyRecordsProcessor(idempotency: IdempotentExecution): JobProcessor {
  return {
    queue: PURGE_IDEMPOTENCY_RECORDS.queue,
    async process() {
      await idempotency.purgeExpired();
    },
  };
}
