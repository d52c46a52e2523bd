import { randomUUID } from 'node:crypto';
import { inject, injectable } from 'inversify';
import { CLOCK, type Clock } from '../../../shared-kernel/clock';
import { EVENT_OUTBOX, type EventOutbox } from '../../../shared-kernel/events/domain-event';
import type { ProblemFieldError } from '../../../shared-kernel/problems/problem';
import { Problems } from '../../../shared-kernel/problems/problems';
import { currentStoreId } from '../../../shared-kernel/request-context';
import { OrdersTokens } from '../orders.tokens';
import type { Quote, QuoteAnswerValue, QuoteContact, SubmittedFile } from '../domain/quote';
import type { NewQuoteEmail, QuoteEmail } from '../domain/quote-email';
import { FORM_SUBMITTED, formSubmittedPayload } from '../domain/form-submitted';
import type { QuoteForms, QuoteRepository } from './ports';
import type { QueueEmailService } from './queue-email.service';

export interface RecordQuoteCommand {
  customiserId: number;
  formId: number;
  /** Each answer names a field of the form; the field's current name is kept with it. */
  answers: { fieldId: string; value: QuoteAnswerValue }[];
  /** Files a submission took from the uploads context (never merely named: see AttachFormAttachments). */
  files: SubmittedFile[];
  contact: QuoteContact;
}

/**
 * Records a quote request submitted on a form of one of the current store's customisers, and emits
 * form:submitted in the same transaction (the caller's, the operation's: it begins none): every new
 * form submission fires it. The form's email and the task that sends it are written in that
 * transaction too, and the task runs only once it commits: a rolled-back submission mails nobody. Public: the storefront's form submission calls it; so does the
 * operator's `recordQuote` (the demo seed's quotes).
 */
@injectable()
export class RecordQuoteService {
  constructor(
    @inject(OrdersTokens.QuoteRepository) private readonly quotes: QuoteRepository,
    @inject(OrdersTokens.QuoteForms) private readonly forms: QuoteForms,
    @inject(OrdersTokens.QueueQuoteEmail) private readonly emails: QueueEmailService<QuoteEmail, NewQuoteEmail>,
    @inject(EVENT_OUTBOX) private readonly outbox: EventOutbox,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async record(command: RecordQuoteCommand): Promise<Quote> {
    const form = await this.forms.find(command.customiserId, command.formId);
    if (!form) throw Problems.resourceNotFound('form');
    const names = new Map(form.fields.map((field) => [field.field_id, field.name]));
    const unknown = command.answers.flatMap((answer, index): ProblemFieldError[] =>
      names.has(answer.fieldId) ? [] : [{ pointer: `/answers/${index}/field_id`, code: 'invalid', detail: 'Not a field of this form.' }],
    );
    if (unknown.length > 0) throw Problems.validationFailed(unknown);
    const quote = await this.quotes.create({
      storeId: currentStoreId(),
      customiserId: command.customiserId,
      formId: command.formId,
      answers: command.answers.map((answer) => ({ field_id: answer.fieldId, name: names.get(answer.fieldId)!, value: answer.value })),
      files: command.files,
      contact: command.contact,
    });
    await this.outbox.add([{ id: randomUUID(), type: FORM_SUBMITTED, storeId: quote.storeId, occurredAt: this.clock.now(), payload: formSubmittedPayload(quote) }]);
    await this.emails.queue({ storeId: quote.storeId, quoteId: quote.id });
    return quote;
  }
}
