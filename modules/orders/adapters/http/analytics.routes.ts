import { inject, injectable } from 'inversify';
import { defineRoute, ok, type AnyRoute, type RouteSource } from '../../../../infra/http/route';
import { z } from '../../../../infra/openapi/zod';
import { ANALYTICS_PERIODS, DEFAULT_ANALYTICS_PERIOD } from '../../domain/analytics-period';
import { SummariseAnalyticsService } from '../../application/summarise-analytics.service';
import type { AnalyticsSummary } from '../../application/summarise-analytics.service';

const summaryQuery = z.object({
  period: z.enum(ANALYTICS_PERIODS).default(DEFAULT_ANALYTICS_PERIOD).openapi({ description: 'Complete UTC days before today; today is excluded' }),
});

const summarySchema = z
  .object({
    object: z.literal('analytics_summary'),
    period: z.enum(ANALYTICS_PERIODS).openapi({ description: 'The reporting period asked for, in complete UTC days before today.' }),
    from: z.string().datetime().openapi({ description: 'Where the period starts (inclusive): midnight UTC, an ISO 8601 timestamp.' }),
    to: z.string().datetime().openapi({ description: 'Where the period ends (exclusive): today’s midnight UTC, an ISO 8601 timestamp.' }),
    currency: z.string().nullable().openapi({ description: 'The ISO 4217 code of the store’s currency, which `revenue` is in; null when the store has none.' }),
    orders: z.number().int().openapi({ description: 'How many orders were recorded in the period.' }),
    revenue: z.number().int().openapi({ description: 'The sum of those orders’ totals, in minor units of `currency` (cents for USD).' }),
    products_synchronised: z.number().int().openapi({ description: 'How many products integrations synchronised in the period.' }),
    quotes: z.number().int().openapi({ description: 'How many quote requests shoppers sent in the period.' }),
    designs_completed: z.number().int().openapi({ description: 'How many designs shoppers completed (each becoming a product) in the period.' }),
  })
  .openapi('AnalyticsSummary');

function summaryResource(summary: AnalyticsSummary): z.infer<typeof summarySchema> {
  return {
    object: 'analytics_summary',
    period: summary.period,
    from: summary.from.toISOString(),
    to: summary.to.toISOString(),
    currency: summary.currency,
    orders: summary.orders,
    revenue: summary.revenue,
    products_synchronised: summary.productsSynchronised,
    quotes: summary.quotes,
    designs_completed: summary.designsCompleted,
  };
}

@injectable()
export class AnalyticsRoutes implements RouteSource {
  constructor(@inject(SummariseAnalyticsService) private readonly analytics: SummariseAnalyticsService) {}

  routes(): AnyRoute[] {
    return [
      defineRoute({
        tag: 'Analytics',
        auth: 'api_key',
        operationId: 'getAnalyticsSummary',
        method: 'get',
        path: '/api/v3/analytics/summary',
        summary: 'Summarise the store over a reporting period',
        description: 'Counts over complete UTC days: from midnight period days before today up to today’s midnight (from inclusive, to exclusive).',
        scopes: ['analytics:read'],
        idempotency: 'none',
        query: summaryQuery,
        response: { status: 200, kind: 'resource', schema: summarySchema, description: 'The summary.' },
        problems: ['unknown_parameter', 'invalid_parameter'],
        handler: async ({ query }) => ok(summaryResource(await this.analytics.summarise(query.period))),
      }),
    ];
  }
}
