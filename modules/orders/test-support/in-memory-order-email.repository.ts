import type { Clock } from '../../../shared-kernel/clock';
import type { NewOrderEmail, OrderEmail } from '../domain/order-email';
import { InMemoryEmailRepository } from './in-memory-email.repository';

/** Order emails in memory, as their rows keep them (`adapters/persistence/order-email.rows.ts`). */
export class InMemoryOrderEmailRepository extends InMemoryEmailRepository<OrderEmail, NewOrderEmail> {
  constructor(clock?: Clock) {
    super(
      {
        queued: (email, id, at) => ({ ...email, id, status: 'queued', recipient: null, failureReason: null, createdAt: at, sentAt: null }),
        about: (email) => email.orderId,
        // Otherwise only a failure: the order template always has its manufacturer to mail, so none is skipped.
        finished: (outcome, at) =>
          outcome.status === 'sent' ? { status: 'sent', recipient: outcome.to[0] ?? null, sentAt: at } : { status: outcome.status as OrderEmail['status'], failureReason: outcome.reason },
      },
      clock,
    );
  }
}
