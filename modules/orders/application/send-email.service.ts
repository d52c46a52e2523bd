import { inject, injectable } from 'inversify';
import { CLOCK, type Clock } from '../../../shared-kernel/clock';
import { MAILER, TEST_MAILER, type Mailer } from '../../../shared-kernel/mail';
import { OrdersTokens } from '../orders.tokens';
import type { Email, EmailOutcome } from '../domain/email';
import type { EmailSender, EmailTemplate, EmailTryOutcome, Letter, OrderStores, StoreProfile } from './ports';

/**
 * Sends one queued email of either template: the template writes the letter, this hands one message to
 * each addressee and records how the try ended on the email's row; a test store's messages go to the
 * test mailbox instead. An email already finished is left alone. A failure no retry can mend (no such
 * email, or what the template answers: its order, quote or form gone, no manufacturer address) is
 * answered, the email marked failed; a refused handover is thrown, for the next try.
 *
 * How often an addressee may be mailed is the template's ledger: a quote email's recipient is taken
 * before its message is handed over, so no try mails it a second time (one a try left taken when it
 * stopped mid-handover, the next records `unconfirmed` and never mails: at most once); an order email
 * remembers nobody, so a crash between handing the message over and marking it sent sends it again
 * (at least once).
 */
@injectable()
export class SendEmailService implements EmailSender {
  constructor(
    @inject(OrdersTokens.OrderStores) private readonly stores: OrderStores,
    @inject(MAILER) private readonly mailer: Mailer,
    @inject(TEST_MAILER) private readonly testMailer: Mailer,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** `finalAttempt`: no retry follows a failure of this one, so addressees it cannot mail are failed, and so is the email. */
  async send<E extends Email, New>(template: EmailTemplate<E, New>, storeId: number, emailId: number, options: { finalAttempt: boolean }): Promise<EmailTryOutcome> {
    const email = await template.emails.find(storeId, emailId);
    if (!email) return { failed: 'email_not_found' };
    if (email.status !== 'queued') return 'done';
    const earlier = await template.ledger.recipients(email.id);
    // Left `sending` by a try that stopped while handing its message over: perhaps delivered, so never again.
    for (const entry of earlier.filter((recorded) => recorded.status === 'sending')) await template.ledger.settle(email.id, entry.recipient, 'unconfirmed', this.clock.now());
    // The order email's template (its manufacturer) and the choice of mailbox both read the store: once.
    let profile: Promise<StoreProfile> | undefined;
    const store = () => (profile ??= this.stores.profile(storeId));
    const letter = await template.letter(email, store);
    if ('failed' in letter) return this.finish(template, email, { status: 'failed', reason: letter.failed });
    if ('skipped' in letter) return this.finish(template, email, { status: 'skipped', reason: letter.skipped });

    for (const recipient of letter.suppressed) await template.ledger.suppress(email.id, recipient, this.clock.now());
    if (letter.to.length === 0) return this.finish(template, email, { status: 'skipped', reason: letter.suppressed.length > 0 ? 'recipients_suppressed' : 'no_recipients' });
    // Test data's email never reaches its addressees: the test mailbox gets each message.
    const mailer = (await store()).livemode ? this.mailer : this.testMailer;
    const failures = await this.deliver(template, email, letter, mailer, new Set(earlier.map((entry) => entry.recipient)), options);
    if (failures.length === 0) return this.finish(template, email, { status: 'sent', to: letter.to });
    if (options.finalAttempt) await template.emails.finish(email.id, { status: 'failed', reason: 'delivery_failed' }, this.clock.now());
    throw failures[0];
  }

  /** Hands each addressee no earlier try recorded its message; answers what each refused handover threw. */
  private async deliver<E extends Email, New>(
    template: EmailTemplate<E, New>,
    email: E,
    letter: Letter,
    mailer: Mailer,
    recorded: ReadonlySet<string>,
    options: { finalAttempt: boolean },
  ): Promise<unknown[]> {
    const failures: unknown[] = [];
    for (const recipient of letter.to) {
      if (recorded.has(recipient) || !(await template.ledger.take(email.id, recipient, this.clock.now()))) continue;
      try {
        await mailer.send({ to: recipient, ...letter.message });
      } catch (error) {
        failures.push(error);
        if (options.finalAttempt) await template.ledger.settle(email.id, recipient, 'failed', this.clock.now());
        else await template.ledger.release(email.id, recipient);
        continue;
      }
      await template.ledger.settle(email.id, recipient, 'sent', this.clock.now());
    }
    return failures;
  }

  private async finish<E extends Email, New>(template: EmailTemplate<E, New>, email: E, outcome: EmailOutcome): Promise<EmailTryOutcome> {
    await template.emails.finish(email.id, outcome, this.clock.now());
    return outcome.status === 'failed' ? { failed: outcome.reason } : 'done';
  }
}
