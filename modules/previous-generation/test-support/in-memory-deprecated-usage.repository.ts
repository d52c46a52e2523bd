import type { DailyUsage } from '../domain/usage-report';
import type { DeprecatedUsageRepository } from '../application/ports';

/**
 * Deprecated-usage counts in memory: a batch adds to what each (store, day, method, route) holds, and
 * listing from a day includes that day. Each batch written is kept too, and the next write can be made
 * to fail, as a database that is away fails it.
 */
export class InMemoryDeprecatedUsageRepository implements DeprecatedUsageRepository {
  readonly batches: DailyUsage[][] = [];
  private readonly counts = new Map<string, DailyUsage>();
  private failing = false;

  failNextWrite(): void {
    this.failing = true;
  }

  async add(counts: readonly DailyUsage[]): Promise<void> {
    if (this.failing) {
      this.failing = false;
      throw new Error('database down');
    }
    this.batches.push(counts.map((count) => ({ ...count })));
    for (const count of counts) {
      const key = `${count.storeId} ${count.day} ${count.method} ${count.route}`;
      this.counts.set(key, { ...count, requests: (this.counts.get(key)?.requests ?? 0) + count.requests });
    }
  }

  async list(since: string | null): Promise<DailyUsage[]> {
    return [...this.counts.values()].filter((count) => since === null || count.day >= since).map((count) => ({ ...count }));
  }
}
