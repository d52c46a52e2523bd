/** The reporting periods of the analytics summary, in complete days. */
export const ANALYTICS_PERIODS = ['7d', '30d', '90d', '365d'] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];
export const DEFAULT_ANALYTICS_PERIOD: AnalyticsPeriod = '30d';

const DAY_MS = 86_400_000;

/**
 * Complete UTC days only: from midnight `period` days before today up to today's midnight, so today,
 * still running, is never counted and the same question asked twice in a day gets the same answer.
 */
export function reportingWindow(period: AnalyticsPeriod, now: Date): { from: Date; to: Date } {
  const to = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const days = Number.parseInt(period, 10);
  return { from: new Date(to.getTime() - days * DAY_MS), to };
}
