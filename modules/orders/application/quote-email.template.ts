import { inject, injectable } from 'inversify';
import { OrdersTokens } from '../orders.tokens';
import { composeQuoteEmail, quoteEmailRecipients, type NewQuoteEmail, type QuoteEmail } from '../domain/quote-email';
import { QUOTE_EMAIL_TASK } from './email-tasks';
import type { EmailTemplate, LetterOrNot, QuoteEmailRepository, QuoteForms, QuoteRepository, RecipientLedger } from './ports';

/**
 * The quote email: one message to each recipient of the quote's form, as the form stands at the try,
 * never to a suppressed one, and none while the form's emails are disabled. Its ledger records each
 * recipient, so none is mailed twice (at most once, decision 0016).
 */
@injectable()
export class QuoteEmailTemplate implements EmailTemplate<QuoteEmail, NewQuoteEmail> {
  readonly task = QUOTE_EMAIL_TASK;

  constructor(
    @inject(OrdersTokens.QuoteEmailRepository) readonly emails: QuoteEmailRepository,
    @inject(OrdersTokens.QuoteEmailRecipients) readonly ledger: RecipientLedger,
    @inject(OrdersTokens.QuoteRepository) private readonly quotes: QuoteRepository,
    @inject(OrdersTokens.QuoteForms) private readonly forms: QuoteForms,
  ) {}

  async letter(email: QuoteEmail): Promise<LetterOrNot> {
    const quote = await this.quotes.find(email.storeId, email.quoteId);
    if (!quote) return { failed: 'quote_not_found' };
    const form = await this.forms.mailing(email.storeId, quote.customiserId, quote.formId);
    if (!form) return { failed: 'form_not_found' };
    if (!form.emailsEnabled) return { skipped: 'emails_disabled' };
    const { mail, suppressed } = quoteEmailRecipients(form);
    const { subject, text, replyTo } = composeQuoteEmail(quote, form);
    return { to: mail, suppressed, message: { subject, text, ...(replyTo ? { replyTo } : {}) } };
  }
}
