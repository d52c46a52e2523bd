import { Router } from 'express';
import { inject, injectable } from 'inversify';
import type { RawRouteSource } from '../../../../infra/http/route';
import type { RawOperation } from '../../../../infra/http/raw-operation';
import { downloadHeaders } from '../../../../infra/http/download-headers';
import { AdminRequests } from '../../../../infra/admin/admin-requests';
import { sendAdminPage } from '../../../../infra/admin/admin-page';
import { listingOf, pageLinks } from '../../../../infra/admin/admin-paging';
import { fileOf, itemsOf, resourceOf } from '../../../../infra/operations/in-process-answers';
import type { QuoteResource } from '../http/quotes.schemas';
import { quotePage, quotesPage, quoteTitle } from './quote-pages';

/**
 * The merchant admin's Quotes section: quote requests a page at a time, one with its answers and contact,
 * and its files as downloads served here (the quote's own file URLs are the Store API's, for keys with
 * `quotes:read`). Each presents the Store API's own operation for the page's data.
 */
@injectable()
export class QuotesAdminRoutes implements RawRouteSource {
  constructor(@inject(AdminRequests) private readonly requests: AdminRequests) {}

  router(): Router {
    const router = Router();
    router.get('/admin/quotes', (request, response) =>
      this.requests.page(request, response, 'quotes', async (context) => {
        const asked = listingOf(request);
        const listed = itemsOf<QuoteResource>(await context.run('listQuotes', { query: { ...asked } }));
        const body = quotesPage(context, listed.items, pageLinks(context, '/admin/quotes', asked, listed.nextCursor));
        sendAdminPage(response, context, { section: 'quotes', title: 'Quote requests', body });
      }),
    );
    router.get('/admin/quotes/:quote_id', (request, response) =>
      this.requests.page(request, response, 'quotes', async (context) => {
        const quote = resourceOf<QuoteResource>(await context.run('getQuote', { params: { quote_id: request.params.quote_id } }));
        sendAdminPage(response, context, { section: 'quotes', title: quoteTitle(quote), body: quotePage(context, quote) });
      }),
    );
    router.get('/admin/quotes/:quote_id/files/:upload_id', (request, response) =>
      this.requests.page(request, response, 'quotes', async (context) => {
        const file = fileOf(await context.run('getQuoteFile', { params: { quote_id: request.params.quote_id, upload_id: request.params.upload_id } }));
        response.status(200).set(downloadHeaders(file)).send(file.bytes);
      }),
    );
    return router;
  }

  /** Pages for people logged in with a password, not operations of the API. */
  operations(): RawOperation[] {
    return [];
  }
}
