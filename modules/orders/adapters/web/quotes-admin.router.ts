import { Router } from 'express';
import { inject, injectable } from 'inversify';
import type { RawRouteSource } from '../../../../infra/http/route';
import type { RawOperation } from '../../../../infra/http/raw-operation';
import { downloadHeaders } from '../../../../infra/http/download-headers';
import { AdminRequests } from '../../../../infra/admin/admin-requests';
import { sendAdminPage } from '../../../../infra/admin/admin-page';
import { listingOf, pageLinks } from '../../../../infra/admin/admin-paging';
import { MERCHANT_SESSIONS, type MerchantSessions } from '../../../../shared-kernel/merchant-sessions';
import { actingForStore } from '../../../../shared-kernel/request-context';
import { OrdersTokens } from '../../orders.tokens';
import type { ListQuotesService } from '../../application/list-quotes.service';
import type { GetQuoteService } from '../../application/get-quote.service';
import type { ReadQuoteFileService } from '../../application/read-quote-file.service';
import { quotePage, quotesPage, quoteTitle } from './quote-pages';
import { pathId } from './path-id';

/**
 * The merchant admin's Quotes section: quote requests a page at a time, one with its answers and contact,
 * and its files as downloads served here (the quote's own file URLs are the Store API's, for keys with
 * `quotes:read`). Each runs the service the Store API runs, for the page's data store.
 */
@injectable()
export class QuotesAdminRoutes implements RawRouteSource {
  private readonly requests: AdminRequests;

  constructor(
    @inject(OrdersTokens.ListQuotes) private readonly listQuotes: ListQuotesService,
    @inject(OrdersTokens.GetQuote) private readonly getQuote: GetQuoteService,
    @inject(OrdersTokens.ReadQuoteFile) private readonly readFile: ReadQuoteFileService,
    @inject(MERCHANT_SESSIONS) merchantSessions: MerchantSessions,
  ) {
    this.requests = new AdminRequests(merchantSessions);
  }

  router(): Router {
    const router = Router();
    router.get('/admin/quotes', (request, response) =>
      this.requests.page(request, response, 'quotes', async (context) => {
        const asked = listingOf(request);
        const listed = await actingForStore(context.dataStoreId, () => this.listQuotes.list({}, asked));
        const body = quotesPage(context, listed.items, pageLinks(context, '/admin/quotes', asked, listed.nextCursor));
        sendAdminPage(response, context, { section: 'quotes', title: 'Quote requests', body });
      }),
    );
    router.get('/admin/quotes/:quote_id', (request, response) =>
      this.requests.page(request, response, 'quotes', async (context) => {
        const quote = await actingForStore(context.dataStoreId, () => this.getQuote.get(pathId(request.params.quote_id, 'quote')));
        sendAdminPage(response, context, { section: 'quotes', title: quoteTitle(quote), body: quotePage(context, quote) });
      }),
    );
    router.get('/admin/quotes/:quote_id/files/:upload_id', (request, response) =>
      this.requests.page(request, response, 'quotes', async (context) => {
        const file = await actingForStore(context.dataStoreId, () => this.readFile.read(pathId(request.params.quote_id, 'quote'), request.params.upload_id));
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
