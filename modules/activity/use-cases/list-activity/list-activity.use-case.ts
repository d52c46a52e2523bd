import { inject, injectable } from 'inversify';
import { defineRoute, page, type AnyRoute, type RouteSource } from '../../../../infra/http/route';
import { activityFiltersOf, activityQuery, activityResource, activitySchema } from '../../adapters/http/activity.schemas';
import { ListActivityService } from './list-activity.service';

/**
 * GET /api/v3/activity: what changed in the store's data of the calling key's mode, newest first. Every
 * write through the Store API, the connector, the previous generation, the merchant admin and the
 * operator's command line leaves an item, in its own transaction (infra/operations/operation-activity.ts).
 */
@injectable()
export default class ListActivity implements RouteSource {
  constructor(@inject(ListActivityService) private readonly activity: ListActivityService) {}

  routes(): AnyRoute[] {
    return [
      defineRoute({
        tag: 'Activity',
        auth: 'api_key',
        scopes: ['activity:read'],
        idempotency: 'none',
        operationId: 'listActivity',
        method: 'get',
        path: '/api/v3/activity',
        summary: 'List what changed in the store',
        description:
          'Every write to the store’s data, newest first, in the calling key’s mode (a test key lists test data’s changes): through the Store API, an assistant’s connection, the previous generation, the merchant admin and the operator’s command line, each recorded with the write itself, so a write that failed is never listed. Kept at least 90 days. The filters bind the cursor: send the same ones with it.',
        query: activityQuery,
        response: { status: 200, kind: 'collection', schema: activitySchema, description: 'A page of changes, newest first.' },
        problems: ['unknown_parameter', 'unknown_filter', 'invalid_parameter', 'invalid_cursor'],
        handler: async ({ query }) => {
          const listed = await this.activity.list(activityFiltersOf(query), { limit: query.limit, cursor: query.cursor });
          return page(listed.items.map(activityResource), listed.nextCursor);
        },
      }),
    ];
  }
}
