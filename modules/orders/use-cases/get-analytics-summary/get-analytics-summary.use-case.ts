import { inject, injectable } from 'inversify';
import { defineRoute, ok, type AnyRoute, type RouteSource } from '../../../../infra/http/route';
import { SummariseAnalyticsService } from './summarise-analytics.service';
import { summaryQuery, summaryResource, summarySchema } from '../../adapters/http/analytics.schemas';

/**
 * GET /api/v3/analytics/summary: the store's counts over a reporting period. `SummariseAnalyticsService`
 * (beside it: no other operation uses it) counts them; the answer's shape is the domain's `AnalyticsSummary`.
 */
@injectable()
export default class GetAnalyticsSummary implements RouteSource {
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
