import type { DailyUsage } from '../domain/usage-report';

/** Per-store, per-operation, per-day use counts of deprecated operations. */
export interface DeprecatedUsageRepository {
  /** Adds the counts to what each (store, day, method, route) already holds. */
  add(counts: readonly DailyUsage[]): Promise<void>;
  /** Every day's counts from `since` (a `YYYY-MM-DD` day, inclusive), or all of them. */
  list(since: string | null): Promise<DailyUsage[]>;
}
