import { inject, injectable } from 'inversify';
import { idParam, listingQuery } from '../../../../infra/http/listing-query';
import { defineRoute, download, ok, page, type AnyRoute, type RouteSource } from '../../../../infra/http/route';
import { z } from '../../../../infra/openapi/zod';
import { ListQuotesService } from '../../application/list-quotes.service';
import { GetQuoteService } from '../../application/get-quote.service';
import { ReadQuoteFileService } from '../../application/read-quote-file.service';
import { contentTypesOf } from '../../../uploads';
import { quoteResource, quoteSchema } from './quotes.schemas';
import { createdWindowOf, createdWindowQuery, createdWindowToolInput, createdWindowToolQuery } from './created-window.schemas';
import { presentAsTool, toolQuery } from '../../../../shared-kernel/connector-tools';

const FORM_ATTACHMENT_TYPES = contentTypesOf('form_attachment');

/** Quote requests carry what shoppers typed, their files and contact details: `quotes:read` only. */
@injectable()
export class QuoteRoutes implements RouteSource {
  constructor(
    @inject(ListQuotesService) private readonly listQuotes: ListQuotesService,
    @inject(GetQuoteService) private readonly getQuote: GetQuoteService,
    @inject(ReadQuoteFileService) private readonly readFile: ReadQuoteFileService,
  ) {}

  routes(): AnyRoute[] {
    const common = { tag: 'Quotes', auth: 'api_key' as const, scopes: ['quotes:read'] as const, idempotency: 'none' as const };
    return [
      defineRoute({
        ...common,
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
      defineRoute({
        ...common,
        operationId: 'getQuote',
        method: 'get',
        path: '/api/v3/quotes/{quote_id}',
        summary: 'Read a quote request',
        params: z.object({ quote_id: idParam().openapi({ description: 'The quote request’s id.' }) }),
        response: { status: 200, kind: 'resource', schema: quoteSchema, description: 'The quote request.' },
        problems: ['resource_not_found', 'unknown_parameter'],
        handler: async ({ params }) => ok(quoteResource(await this.getQuote.get(params.quote_id))),
      }),
      defineRoute({
        ...common,
        operationId: 'getQuoteFile',
        method: 'get',
        path: '/api/v3/quotes/{quote_id}/files/{upload_id}',
        summary: 'Download a file sent with a quote request',
        description:
          'The bytes a shopper sent, as `files[].url` of the quote names them, with the content type they were declared and checked as. ' +
          'Always a download (`Content-Disposition: attachment`), never rendered in the service’s origin.',
        params: z.object({
          quote_id: idParam().openapi({ description: 'The quote request’s id.' }),
          upload_id: z.string().regex(/^upl_[A-Za-z0-9_-]{16}$/).openapi({ description: 'The id of one of the quote’s files (`upl_` and 16 letters, digits, `_` or `-`).' }),
        }),
        response: { status: 200, kind: 'file', mediaTypes: FORM_ATTACHMENT_TYPES, description: 'The file.' },
        problems: ['resource_not_found', 'unknown_parameter'],
        handler: async ({ params }) => download(await this.readFile.read(params.quote_id, params.upload_id)),
      }),
    ];
  }
}
