import { inject, injectable } from 'inversify';
import { z } from '../../../../shared-kernel/validation/zod';
import { defineOperation, ok, type AnyOperation } from '../../../../infra/operations/operation';
import { ReportDeprecatedUsageService } from './report-deprecated-usage.service';
import type { UsageReport } from '../../domain/usage-report';

/** A UTC day as the report's rows are dated; one that does not exist (2026-02-30) is refused. */
const day = z.string().refine((value) => {
  const midnight = new Date(`${value}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(midnight.getTime()) && midnight.toISOString().slice(0, 10) === value;
}, 'a day, YYYY-MM-DD, that exists');

function usageReportRecord(report: UsageReport) {
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

/**
 * `signwright deprecated-usage report`: which stores still call deprecated operations, from a day on
 * (every day recorded without one). A read, though it first writes the counts this process still holds.
 */
@injectable()
export default class ReportDeprecatedUsage {
  constructor(@inject(ReportDeprecatedUsageService) private readonly usage: ReportDeprecatedUsageService) {}

  operations(): AnyOperation[] {
    return [
      defineOperation({
        operationId: 'reportDeprecatedUsage',
        auth: 'operator',
        scopes: [],
        idempotency: 'none',
        safe: true,
        body: z.strictObject({ since: day.nullable().default(null) }),
        problems: ['validation_failed', 'unknown_field'],
        handler: async ({ body }) => ok(usageReportRecord(await this.usage.report(body.since))),
      }),
    ];
  }
}
