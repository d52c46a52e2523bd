import { inject, injectable } from 'inversify';
import { CLOCK, type Clock } from '../../../shared-kernel/clock';
import type { DeprecatedOperationUse, DeprecatedUsageRecorder } from '../../../shared-kernel/deprecated-usage';
import { PreviousGenerationTokens } from '../previous-generation.tokens';
import { dayOf, type DailyUsage } from '../domain/usage-report';
import type { DeprecatedUsageRepository } from './ports';

/**
 * Counts uses of deprecated operations without making a request wait for a write: uses are added up in
 * memory per (store, day, operation) and written as one upsert a moment later, and on shutdown. A
 * failed write keeps its counts for the next one; a crash loses at most the last second's.
 */
@injectable()
export class DeprecatedUsageCounter implements DeprecatedUsageRecorder {
  private pending = new Map<string, DailyUsage>();
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    @inject(PreviousGenerationTokens.DeprecatedUsageRepository) private readonly usage: DeprecatedUsageRepository,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  record(use: DeprecatedOperationUse): void {
    this.add({ ...use, day: dayOf(this.clock.now()), requests: 1 });
    this.timer ??= setTimeout(() => void this.flush(), 1000).unref();
  }

  async flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    const counts = [...this.pending.values()];
    this.pending = new Map();
    this.flushing = this.flushing.then(async () => {
      if (counts.length === 0) return;
      await this.usage.add(counts).catch(() => counts.forEach((count) => this.add(count)));
    });
    await this.flushing;
  }

  private add(count: DailyUsage): void {
    const key = `${count.storeId} ${count.day} ${count.method} ${count.route}`;
    const seen = this.pending.get(key);
    this.pending.set(key, { ...count, requests: (seen?.requests ?? 0) + count.requests });
  }
}
