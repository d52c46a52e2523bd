import { systemClock, type Clock } from '../../../shared-kernel/clock';
import { checkpointOf, type Transactional } from '../../../shared-kernel/test-support/in-memory-unit-of-work';
import type { QuoteEmailRepository } from '../application/ports';
import type { QuoteEmail, QuoteEmailRecipient } from '../domain/quote-email';

/** The quote-email repository's rules, kept in memory for the services' unit tests; what a transaction wrote leaves with it. */
export class InMemoryQuoteEmailRepository implements QuoteEmailRepository, Transactional {
  readonly emails = new Map<number, QuoteEmail>();
  readonly recorded = new Map<number, Map<string, QuoteEmailRecipient['status']>>();
  private nextId = 1;

  constructor(private readonly clock: Clock = systemClock) {}

  async create(email: Pick<QuoteEmail, 'storeId' | 'quoteId'>): Promise<QuoteEmail> {
    const created: QuoteEmail = { ...email, id: this.nextId++, status: 'queued', reason: null, createdAt: this.clock.now(), finishedAt: null };
    this.emails.set(created.id, created);
    return { ...created };
  }

  async find(storeId: number, id: number): Promise<QuoteEmail | undefined> {
    const email = this.emails.get(id);
    return email && email.storeId === storeId ? { ...email } : undefined;
  }

  async finish(id: number, outcome: { status: 'sent' | 'skipped' | 'failed'; reason: string | null }, at: Date): Promise<boolean> {
    const email = this.emails.get(id);
    if (email?.status !== 'queued') return false;
    Object.assign(email, { ...outcome, finishedAt: at });
    return true;
  }

  async recipients(emailId: number): Promise<QuoteEmailRecipient[]> {
    return [...this.of(emailId)].map(([recipient, status]) => ({ recipient, status }));
  }

  async take(emailId: number, recipient: string): Promise<boolean> {
    if (this.of(emailId).has(recipient)) return false;
    this.of(emailId).set(recipient, 'sending');
    return true;
  }

  async suppress(emailId: number, recipient: string): Promise<void> {
    if (!this.of(emailId).has(recipient)) this.of(emailId).set(recipient, 'suppressed');
  }

  async settle(emailId: number, recipient: string, status: 'sent' | 'unconfirmed' | 'failed'): Promise<void> {
    const current = this.of(emailId).get(recipient);
    if (current === 'sending' || (status === 'sent' && current === 'unconfirmed')) this.of(emailId).set(recipient, status);
  }

  async release(emailId: number, recipient: string): Promise<void> {
    if (this.of(emailId).get(recipient) === 'sending') this.of(emailId).delete(recipient);
  }

  checkpoint(): () => void {
    return checkpointOf(this.emails, this.recorded);
  }

  private of(emailId: number): Map<string, QuoteEmailRecipient['status']> {
    let recipients = this.recorded.get(emailId);
    if (!recipients) this.recorded.set(emailId, (recipients = new Map()));
    return recipients;
  }
}
