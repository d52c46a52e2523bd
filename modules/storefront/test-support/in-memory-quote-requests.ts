import type { Clock } from '../../../shared-kernel/clock';
import { currentStoreId } from '../../../shared-kernel/request-context';
import { checkpointOf, copyOf, type Transactional } from '../../../shared-kernel/test-support/in-memory-unit-of-work';
import type { QuoteRequest, QuoteRequests } from '../application/ports';

/** Quotes as the orders context records them, in memory: for the current store, in the caller's transaction. */
export class InMemoryQuoteRequests implements QuoteRequests, Transactional {
  readonly quotes: (QuoteRequest & { id: number; storeId: number; submittedAt: Date })[] = [];
  private nextId = 1;

  constructor(private readonly clock: Clock) {}

  async record(request: QuoteRequest): Promise<{ id: number; submittedAt: Date }> {
    const quote = { ...copyOf(request), id: this.nextId++, storeId: currentStoreId(), submittedAt: this.clock.now() };
    this.quotes.push(quote);
    return { id: quote.id, submittedAt: quote.submittedAt };
  }

  checkpoint(): () => void {
    return checkpointOf(this.quotes);
  }
}
