import { z } from '../../../../infra/openapi/zod';
import { ANALYTICS_PERIODS, DEFAULT_ANALYTICS_PERIOD } from '../../domain/analytics-period';
import type { AnalyticsSummary } from '../../domain/analytics-summary';

export const summaryQuery = z.object({
  period: z.enum(ANALYTICS_PERIODS).default(DEFAULT_ANALYTICS_PERIOD).openapi({ description: 'Complete UTC days before today; today is excluded' }),
});

export const summarySchema = z
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

export function summaryResource(summary: AnalyticsSummary): z.infer<typeof summarySchema> {
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
