import { OperatorCalls } from '../operator-calls';
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

export const deprecatedUsageCommands: CliCommand[] = [
  {
    words: ['deprecated-usage', 'report'],
    usage: 'deprecated-usage report [--since YYYY-MM-DD]',
    options: { since: { type: 'string' } },
    // The report as the operation answers it: stores by id, their operations and days.
    run: (input, service) =>
      OperatorCalls.of(service.container, 'deprecated-usage report').resource('reportDeprecatedUsage', { body: { since: sinceDay(optionalString(input, 'since')) } }),
  },
];
