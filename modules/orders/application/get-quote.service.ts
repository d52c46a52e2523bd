import { inject, injectable } from 'inversify';
import { Problems } from '../../../shared-kernel/problems/problems';
import { currentStoreId } from '../../../shared-kernel/request-context';
import { OrdersTokens } from '../orders.tokens';
import type { Quote } from '../domain/quote';
import type { QuoteRepository } from './ports';

@injectable()
export class GetQuoteService {
  constructor(@inject(OrdersTokens.QuoteRepository) private readonly quotes: QuoteRepository) {}

  async get(quoteId: number): Promise<Quote> {
    const quote = await this.quotes.find(currentStoreId(), quoteId);
    if (!quote) throw Problems.resourceNotFound('quote');
    return quote;
  }
}
