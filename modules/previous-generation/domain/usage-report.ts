/** The uses of one deprecated operation by one store on one UTC day. */
export interface DailyUsage {
  storeId: number;
  method: string;
  route: string;
  /** `YYYY-MM-DD`, UTC. */
  day: string;
  requests: number;
}

export interface OperationUsage {
  method: string;
  route: string;
  requests: number;
  firstDay: string;
  lastDay: string;
}

export interface StoreUsage {
  storeId: number;
  requests: number;
  firstDay: string;
  lastDay: string;
  operations: OperationUsage[];
}

/** Who still calls the deprecated operations, since a day: what decides when they may go. */
export interface UsageReport {
  since: string | null;
  requests: number;
  stores: StoreUsage[];
}

/** The UTC day of an instant, as `YYYY-MM-DD`. */
export function dayOf(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

/** Per store (by id), per operation (by route, then method): totals and the first and last day seen. */
export function summariseUsage(rows: readonly DailyUsage[], since: string | null): UsageReport {
  const stores = new Map<number, Map<string, OperationUsage>>();
  for (const row of rows) {
    if (since !== null && row.day < since) continue;
    const operations = stores.get(row.storeId) ?? new Map<string, OperationUsage>();
    stores.set(row.storeId, operations);
    const key = `${row.route} ${row.method}`;
    const seen = operations.get(key);
    operations.set(key, {
      method: row.method,
      route: row.route,
      requests: (seen?.requests ?? 0) + row.requests,
      firstDay: seen && seen.firstDay < row.day ? seen.firstDay : row.day,
      lastDay: seen && seen.lastDay > row.day ? seen.lastDay : row.day,
    });
  }
  const summaries = [...stores]
    .sort(([a], [b]) => a - b)
    .map(([storeId, operations]): StoreUsage => {
      const list = [...operations].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, usage]) => usage);
      return {
        storeId,
        requests: list.reduce((sum, usage) => sum + usage.requests, 0),
        firstDay: list.map((usage) => usage.firstDay).sort()[0]!,
        lastDay: list.map((usage) => usage.lastDay).sort().at(-1)!,
        operations: list,
      };
    });
  return { since, requests: summaries.reduce((sum, store) => sum + store.requests, 0), stores: summaries };
}
