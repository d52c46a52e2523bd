import type { AnalyticsPeriod } from './analytics-period';

/** What happened in the store over the last complete days of a period, counted from each context's records. */
export interface AnalyticsSummary {
  period: AnalyticsPeriod;
  from: Date;
  to: Date;
  currency: string | null;
  orders: number;
  /** Sum of order totals, in minor units of `currency`. */
  revenue: number;
  productsSynchronised: number;
  quotes: number;
  designsCompleted: number;
}
