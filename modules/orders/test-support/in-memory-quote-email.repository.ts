import type { Clock } from '../../../shared-kernel/clock';
import type { NewQuoteEmail, QuoteEmail } from '../domain/quote-email';
import { InMemoryEmailRepository } from './in-memory-email.repository';

/** Quote emails in memory, as their rows keep them (`adapters/persistence/quote-email.rows.ts`); their recipients are the ledger's. */
export class InMemoryQuoteEmailRepository extends InMemoryEmailRepository<QuoteEmail, NewQuoteEmail> {
  constructor(clock?: Clock) {
    super(
      {
        queued: (email, id, at) => ({ ...email, id, status: 'queued', reason: null, createdAt: at, finishedAt: null }),
        about: (email) => email.quoteId,
        finished: (outcome, at) => ({ status: outcome.status, reason: outcome.status === 'sent' ? null : outcome.reason, finishedAt: at }),
      },
      clock,
    );
  }
}
