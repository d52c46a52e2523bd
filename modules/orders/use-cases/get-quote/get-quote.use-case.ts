import { inject, injectable } from 'inversify';
import { idParam } from '../../../../infra/http/listing-query';
import { defineRoute, ok, type AnyRoute, type RouteSource } from '../../../../infra/http/route';
import { z } from '../../../../infra/openapi/zod';
import { GetQuoteService } from '../../application/get-quote.service';
import { quoteResource, quoteSchema } from '../../adapters/http/quotes.schemas';

/**
 * GET /api/v3/quotes/{quote_id}: one quote request of the store (`quotes:read` only). `GetQuoteService`
 * stays in application/: reading a quote's file goes through it too.
 */
@injectable()
export default class GetQuote implements RouteSource {
  constructor(@inject(GetQuoteService) private readonly getQuote: GetQuoteService) {}

  routes(): AnyRoute[] {
    return [
      defineRoute({
        tag: 'Quotes',
        auth: 'api_key',
        scopes: ['quotes:read'],
        idempotency: 'none',
        operationId: 'getQuote',
        method: 'get',
        path: '/api/v3/quotes/{quote_id}',
        summary: 'Read a quote request',
        params: z.object({ quote_id: idParam().openapi({ description: 'The quote request’s id.' }) }),
        response: { status: 200, kind: 'resource', schema: quoteSchema, description: 'The quote request.' },
        problems: ['resource_not_found', 'unknown_parameter'],
        handler: async ({ params }) => ok(quoteResource(await this.getQuote.get(params.quote_id))),
      }),
    ];
  }
}
