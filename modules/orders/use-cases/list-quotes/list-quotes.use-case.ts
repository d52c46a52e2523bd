import { inject, injectable } from 'inversify';
import { createdWindowQuery, listingQuery } from '../../../../infra/http/listing-query';
import { defineRoute, page, type AnyRoute, type RouteSource } from '../../../../infra/http/route';
import { z } from '../../../../infra/openapi/zod';
import { presentAsTool, toolQuery } from '../../../../shared-kernel/connector-tools';
import { quoteResource, quoteSchema } from '../../adapters/http/quotes.schemas';
import { createdWindowOf, createdWindowToolInput, createdWindowToolQuery } from '../../adapters/http/created-window.schemas';
import { ListQuotesService } from './list-quotes.service';

/**
 * GET /api/v3/quotes: the store's quote requests, a page at a time, also the connector's `list_quotes`
 * tool. Quote requests carry what shoppers typed, their files and contact details: `quotes:read` only.
 */
@injectable()
export default class ListQuotes implements RouteSource {
  constructor(@inject(ListQuotesService) private readonly listQuotes: ListQuotesService) {}

  routes(): AnyRoute[] {
    return [
      defineRoute({
        tag: 'Quotes',
        auth: 'api_key',
        scopes: ['quotes:read'],
        idempotency: 'none',
        operationId: 'listQuotes',
        method: 'get',
        path: '/api/v3/quotes',
        summary: 'List quote requests',
        description:
          'Form submissions, oldest first, stable across pages; clients deduplicate form:submitted against their id, listing only the window they need with filter[created_after] and filter[created_before]. The filters bind the cursor: send the same ones with it.',
        query: z.object({ ...listingQuery, ...createdWindowQuery('quote requests') }),
        response: { status: 200, kind: 'collection', schema: quoteSchema, description: 'A page of quote requests.' },
        problems: ['unknown_parameter', 'unknown_filter', 'invalid_parameter', 'invalid_cursor'],
        tool: presentAsTool({
          name: 'list_quotes',
          title: 'List quote requests',
          description: 'The store’s quote requests (form submissions), oldest first, a page at a time, with answers, files and contact details. Pass next_cursor back as cursor, with the same filters, for the next page.',
          input: z.strictObject({ ...listingQuery, ...createdWindowToolInput('quote requests') }),
          request: ({ limit, cursor, ...window }) => ({ query: toolQuery({ limit, cursor, ...createdWindowToolQuery(window) }) }),
        }),
        handler: async ({ query }) => {
          const listed = await this.listQuotes.list(createdWindowOf(query), { limit: query.limit, cursor: query.cursor });
          return page(listed.items.map(quoteResource), listed.nextCursor);
        },
      }),
    ];
  }
}
