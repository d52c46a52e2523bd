import { PreviousGenerationTokens, type ReportDeprecatedUsageService, type UsageReport } from '../../../modules/previous-generation';
import { UsageError, optionalString, type CliCommand } from '../cli-command';

/** A UTC day, as the report's rows are dated; a date that does not exist (2026-02-30) is refused. */
function sinceDay(value: string | undefined): string | null {
  if (value === undefined) return null;
  const midnight = new Date(`${value}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(midnight.getTime()) || midnight.toISOString().slice(0, 10) !== value) {
    throw new UsageError('--since must be a day, YYYY-MM-DD');
  }
  return value;
}

function reportView(report: UsageReport) {
  return {
    since: report.since,
    requests: report.requests,
    stores: report.stores.map((store) => ({
      store_id: store.storeId,
      requests: store.requests,
      first_day: store.firstDay,
      last_day: store.lastDay,
      operations: store.operations.map((operation) => ({
        method: operation.method,
        route: operation.route,
        requests: operation.requests,
        first_day: operation.firstDay,
        last_day: operation.lastDay,
      })),
    })),
  };
}

export const deprecatedUsageCommands: CliCommand[] = [
  {
    words: ['deprecated-usage', 'report'],
    usage: 'deprecated-usage report [--since YYYY-MM-DD]',
    options: { since: { type: 'string' } },
    async run(input, service) {
      const since = sinceDay(optionalString(input, 'since'));
      const report = await service.container.get<ReportDeprecatedUsageService>(PreviousGenerationTokens.ReportDeprecatedUsage).report(since);
      return reportView(report);
    },
  },
];
