import { inject, injectable } from 'inversify';
import { RecordQuoteService } from '../../../orders';
import type { QuoteRequest, QuoteRequests } from '../../application/ports';

/** Quotes belong to the orders context: recorded by its public service, which emits form:submitted. */
@injectable()
export class OrdersQuoteRequests implements QuoteRequests {
  constructor(@inject(RecordQuoteService) private readonly quotes: RecordQuoteService) {}

  async record(request: QuoteRequest): Promise<{ id: number; submittedAt: Date }> {
    const quote = await this.quotes.record(request);
    return { id: quote.id, submittedAt: quote.createdAt };
  }
}
