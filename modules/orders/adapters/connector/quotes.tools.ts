import { inject, injectable } from 'inversify';
import { z } from '../../../../infra/openapi/zod';
import { listingQuery } from '../../../../infra/http/listing-query';
import { defineConnectorTool, toolPage } from '../../../../shared-kernel/connector-tools';
import { OrdersTokens } from '../../orders.tokens';
import type { ListQuotesService } from '../../application/list-quotes.service';
import { quoteResource } from '../http/quotes.schemas';

/** Quote requests carry what shoppers typed, their files and contact details: `quotes:read` only, as on the Store API. */
@injectable()
export class QuoteTools {
  constructor(@inject(OrdersTokens.ListQuotes) private readonly quotes: ListQuotesService) {}

  readonly listQuotes = defineConnectorTool({
    name: 'list_quotes',
    title: 'List quote requests',
    description: 'The store’s quote requests (form submissions), oldest first, a page at a time, with answers, files and contact details. Pass next_cursor back as cursor for the next page.',
    scopes: ['quotes:read'],
    write: false,
    input: z.strictObject(listingQuery),
    run: async (page) => {
      const listed = await this.quotes.list(page);
      return toolPage(listed, quoteResource);
    },
  });
}
