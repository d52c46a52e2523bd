import { inject, injectable } from 'inversify';
import { idParam, listingQuery } from '../../../../infra/http/listing-query';
import { defineRoute, ok, page, type AnyRoute, type RouteSource } from '../../../../infra/http/route';
import { z } from '../../../../infra/openapi/zod';
import { OrdersTokens } from '../../orders.tokens';
import type { ListQuotesService } from '../../application/list-quotes.service';
import type { GetQuoteService } from '../../application/get-quote.service';
import { quoteResource, quoteSchema } from './quotes.schemas';

/** Quote requests carry what shoppers typed, their files and contact details: `quotes:read` only. */
@injectable()
export class QuoteRoutes implements RouteSource {
  constructor(
    @inject(OrdersTokens.ListQuotes) private readonly listQuotes: ListQuotesService,
    @inject(OrdersTokens.GetQuote) private readonly getQuote: GetQuoteService,
  ) {}

  routes(): AnyRoute[] {
    const common = { tag: 'Quotes', auth: 'api_key' as const, scopes: ['quotes:read'], idempotency: 'none' as const };
    return [
      defineRoute({
        ...common,
        operationId: 'listQuotes',
        method: 'get',
        path: '/api/v3/quotes',
        summary: 'List quote requests',
        description: 'Form submissions, oldest first, stable across pages; clients deduplicate form:submitted against their id.',
        query: z.object(listingQuery),
        response: { status: 200, kind: 'collection', schema: quoteSchema, description: 'A page of quote requests.' },
        problems: ['unknown_parameter', 'unknown_filter', 'invalid_parameter', 'invalid_cursor'],
        handler: async ({ query }) => {
          const listed = await this.listQuotes.list(query);
          return page(listed.items.map(quoteResource), listed.nextCursor);
        },
      }),
      defineRoute({
        ...common,
        operationId: 'getQuote',
        method: 'get',
        path: '/api/v3/quotes/{quote_id}',
        summary: 'Read a quote request',
        params: z.object({ quote_id: idParam() }),
        response: { status: 200, kind: 'resource', schema: quoteSchema, description: 'The quote request.' },
        problems: ['resource_not_found', 'unknown_parameter'],
        handler: async ({ params }) => ok(quoteResource(await this.getQuote.get(params.quote_id))),
      }),
    ];
  }
}
