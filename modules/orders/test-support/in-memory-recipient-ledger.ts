import { checkpointOf, type Transactional } from '../../../shared-kernel/test-support/in-memory-unit-of-work';
import type { EmailRecipient } from '../domain/email';
import type { RecipientLedger } from '../application/ports';

/** The quote email's ledger kept in memory, with its rules, for the services' unit tests; what a transaction wrote leaves with it. */
export class InMemoryRecipientLedger implements RecipientLedger, Transactional {
  readonly recorded = new Map<number, Map<string, EmailRecipient['status']>>();

  async recipients(emailId: number): Promise<EmailRecipient[]> {
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
    return checkpointOf(this.recorded);
  }

  private of(emailId: number): Map<string, EmailRecipient['status']> {
    let recipients = this.recorded.get(emailId);
    if (!recipients) this.recorded.set(emailId, (recipients = new Map()));
    return recipients;
  }
}
