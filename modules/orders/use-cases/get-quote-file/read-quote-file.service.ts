import { inject, injectable } from 'inversify';
import { Problems } from '../../../../shared-kernel/problems/problems';
import { OrdersTokens } from '../../orders.tokens';
import { GetQuoteService } from '../../application/get-quote.service';
import type { QuoteFileBytes } from '../../application/ports';

/** A file a shopper sent with a quote request, for readers of the quote: only through the quote that holds it. */
@injectable()
export class ReadQuoteFileService {
  constructor(
    @inject(GetQuoteService) private readonly quotes: GetQuoteService,
    @inject(OrdersTokens.QuoteFileBytes) private readonly files: QuoteFileBytes,
  ) {}

  async read(quoteId: number, uploadId: string): Promise<{ filename: string; contentType: string; bytes: Buffer }> {
    const quote = await this.quotes.get(quoteId);
    const listed = quote.files.some((file) => file.upload_id === uploadId);
    const file = listed ? await this.files.read(uploadId) : undefined;
    if (!file) throw Problems.resourceNotFound('file of this quote');
    return file;
  }
}
