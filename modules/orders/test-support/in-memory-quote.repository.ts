import { systemClock, type Clock } from '../../../shared-kernel/clock';
import type { Page, PageRequest } from '../../../shared-kernel/http/pagination';
import { checkpointOf, copyOf, type Transactional } from '../../../shared-kernel/test-support/in-memory-unit-of-work';
import { pageById } from '../../../shared-kernel/test-support/page-by-id';
import type { NewQuote, Quote } from '../domain/quote';
import type { QuoteFileUrls, QuoteFilters, QuoteRepository } from '../application/ports';

/** Serves a quote's files where the Store API does, under the quote. */
export const quoteFileUrls: QuoteFileUrls = { fileOf: (quoteId, uploadId) => `https://api.signs.example/api/v3/quotes/${quoteId}/files/${encodeURIComponent(uploadId)}` };

/**
 * Quotes in memory: another store's are never found, listings are oldest first by id, and a file's URL
 * is derived on every read, never stored.
 */
export class InMemoryQuoteRepository implements QuoteRepository, Transactional {
  readonly quotes = new Map<number, NewQuote & { id: number; createdAt: Date }>();
  private nextId = 1;

  constructor(
    private readonly clock: Clock = systemClock,
    private readonly fileUrls: QuoteFileUrls = quoteFileUrls,
  ) {}

  async create(quote: NewQuote): Promise<Quote> {
    const created = { ...copyOf(quote), id: this.nextId++, createdAt: this.clock.now() };
    this.quotes.set(created.id, created);
    return this.toQuote(created);
  }

  async find(storeId: number, id: number): Promise<Quote | undefined> {
    const quote = this.quotes.get(id);
    return quote?.storeId === storeId ? this.toQuote(quote) : undefined;
  }

  async list(storeId: number, filters: QuoteFilters, page: PageRequest<number>): Promise<Page<Quote, number>> {
    const matching = [...this.quotes.values()].filter(
      (quote) => quote.storeId === storeId && (!filters.createdAfter || quote.createdAt > filters.createdAfter) && (!filters.createdBefore || quote.createdAt < filters.createdBefore),
    );
    return pageById(matching.map((quote) => this.toQuote(quote)), page);
  }

  async countCreated(storeId: number, from: Date, to: Date): Promise<number> {
    return [...this.quotes.values()].filter((quote) => quote.storeId === storeId && quote.createdAt >= from && quote.createdAt < to).length;
  }

  checkpoint(): () => void {
    return checkpointOf(this.quotes);
  }

  private toQuote(stored: NewQuote & { id: number; createdAt: Date }): Quote {
    const quote = copyOf(stored);
    return { ...quote, files: quote.files.map((file) => ({ ...file, url: this.fileUrls.fileOf(quote.id, file.upload_id) })) };
  }
}
