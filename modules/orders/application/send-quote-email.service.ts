import { inject, injectable } from 'inversify';
import { CLOCK, type Clock } from '../../../shared-kernel/clock';
import { MAILER, TEST_MAILER, type Mailer } from '../../../shared-kernel/mail';
import { OrdersTokens } from '../orders.tokens';
import type { EmailOutcome } from '../domain/email';
import { composeQuoteEmail, quoteEmailRecipients, type QuoteEmail } from '../domain/quote-email';
import type { EmailSender, EmailTryOutcome, OrderStores, QuoteEmailRepository, QuoteForms, QuoteRepository, RecipientLedger } from './ports';

/**
 * Sends a quote email: one message to each recipient of the quote's form, as the form stands now,
 * never to a suppressed one, and none while the form's emails are disabled; a test store's messages go
 * to the test mailbox instead. Each recipient is taken
 * before its message is handed over, so no try mails a recipient a second time: a try that fails to
 * hand a message over gives its recipient back to the next try; one that stops mid-handover leaves it
 * `unconfirmed`, which no later try mails. A recipient is thus mailed at most once. A failure no retry
 * can mend (no such email, its quote or form gone) is answered, the email marked failed; a refused
 * handover is thrown, for the next try.
 */
@injectable()
export class SendQuoteEmailService implements EmailSender {
  constructor(
    @inject(OrdersTokens.QuoteEmailRepository) private readonly emails: QuoteEmailRepository,
    @inject(OrdersTokens.QuoteEmailRecipients) private readonly ledger: RecipientLedger,
    @inject(OrdersTokens.QuoteRepository) private readonly quotes: QuoteRepository,
    @inject(OrdersTokens.QuoteForms) private readonly forms: QuoteForms,
    @inject(OrdersTokens.OrderStores) private readonly stores: OrderStores,
    @inject(MAILER) private readonly mailer: Mailer,
    @inject(TEST_MAILER) private readonly testMailer: Mailer,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** `finalAttempt`: no retry follows a failure of this one, so recipients it cannot mail are failed. */
  async send(storeId: number, emailId: number, options: { finalAttempt: boolean }): Promise<EmailTryOutcome> {
    const email = await this.emails.find(storeId, emailId);
    if (!email) return { failed: 'email_not_found' };
    if (email.status !== 'queued') return 'done';
    const earlier = await this.ledger.recipients(email.id);
    // Left `sending` by a try that stopped while handing its message over: perhaps delivered, so never again.
    for (const entry of earlier.filter((recorded) => recorded.status === 'sending')) await this.ledger.settle(email.id, entry.recipient, 'unconfirmed', this.clock.now());
    const quote = await this.quotes.find(storeId, email.quoteId);
    if (!quote) return this.fail(email, 'quote_not_found');
    const form = await this.forms.mailing(storeId, quote.customiserId, quote.formId);
    if (!form) return this.fail(email, 'form_not_found');
    if (!form.emailsEnabled) return this.finish(email, { status: 'skipped', reason: 'emails_disabled' });

    const { mail, suppressed } = quoteEmailRecipients(form);
    for (const recipient of suppressed) await this.ledger.suppress(email.id, recipient, this.clock.now());
    if (mail.length === 0) return this.finish(email, { status: 'skipped', reason: suppressed.length > 0 ? 'recipients_suppressed' : 'no_recipients' });

    // Test data's submission never reaches the form's recipients: the test mailbox gets each message.
    const mailer = (await this.stores.profile(storeId)).livemode ? this.mailer : this.testMailer;
    const recorded = new Set(earlier.map((entry) => entry.recipient));
    const { subject, text, replyTo } = composeQuoteEmail(quote, form);
    const failures: unknown[] = [];
    for (const recipient of mail) {
      if (recorded.has(recipient) || !(await this.ledger.take(email.id, recipient, this.clock.now()))) continue;
      try {
        await mailer.send({ to: recipient, subject, text, ...(replyTo ? { replyTo } : {}) });
      } catch (error) {
        failures.push(error);
        if (options.finalAttempt) await this.ledger.settle(email.id, recipient, 'failed', this.clock.now());
        else await this.ledger.release(email.id, recipient);
        continue;
      }
      await this.ledger.settle(email.id, recipient, 'sent', this.clock.now());
    }
    if (failures.length === 0) return this.finish(email, { status: 'sent', to: mail });
    if (options.finalAttempt) await this.emails.finish(email.id, { status: 'failed', reason: 'delivery_failed' }, this.clock.now());
    throw failures[0];
  }

  private async finish(email: QuoteEmail, outcome: EmailOutcome): Promise<EmailTryOutcome> {
    await this.emails.finish(email.id, outcome, this.clock.now());
    return 'done';
  }

  private async fail(email: QuoteEmail, reason: string): Promise<EmailTryOutcome> {
    await this.emails.finish(email.id, { status: 'failed', reason }, this.clock.now());
    return { failed: reason };
  }
}
