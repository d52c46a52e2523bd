import { actingForStore } from '../../../shared-kernel/request-context';
import { InMemoryEventOutbox } from '../../../shared-kernel/test-support/in-memory-event-outbox';
import { InMemoryTaskScheduler } from '../../../shared-kernel/test-support/in-memory-task-scheduler';
import { InMemoryUnitOfWork } from '../../../shared-kernel/test-support/in-memory-unit-of-work';
import { SettableClock } from '../../../shared-kernel/test-support/settable-clock';
import { FORM_SUBMITTED, formSubmittedPayload } from '../domain/form-submitted';
import { EMAIL_FIELD, MESSAGE_FIELD } from '../test-support/a-quote';
import { InMemoryQuoteEmailRepository } from '../test-support/in-memory-quote-email.repository';
import { InMemoryQuoteForms } from '../test-support/in-memory-quote-forms';
import { InMemoryQuoteRepository } from '../test-support/in-memory-quote.repository';
import { InMemoryRecipientLedger } from '../test-support/in-memory-recipient-ledger';
import { QUOTE_EMAIL_TASK } from './email-tasks';
import { QueueEmailService } from './queue-email.service';
import { QuoteEmailTemplate } from './quote-email.template';
import { RecordQuoteService, type RecordQuoteCommand } from './record-quote.service';

const STORE = 5;
const FIELDS = [{ field_id: EMAIL_FIELD, name: 'Email' }, { field_id: MESSAGE_FIELD, name: 'Message' }];

function setUp() {
  const clock = new SettableClock('2026-03-04T12:00:00Z');
  const quotes = new InMemoryQuoteRepository(clock);
  const forms = new InMemoryQuoteForms().add({ storeId: STORE, customiserId: 3, formId: 12, fields: FIELDS }).add({ storeId: 6, customiserId: 30, formId: 120, fields: FIELDS });
  const emails = new InMemoryQuoteEmailRepository(clock);
  const tasks = new InMemoryTaskScheduler();
  const outbox = new InMemoryEventOutbox();
  const unitOfWork = new InMemoryUnitOfWork([quotes, emails, tasks, outbox]);
  return { quotes, emails, tasks, outbox, unitOfWork, service: new RecordQuoteService(quotes, forms, new QueueEmailService(new QuoteEmailTemplate(emails, new InMemoryRecipientLedger(), quotes, forms), tasks), outbox, clock) };
}

function aSubmission(overrides: Partial<RecordQuoteCommand> = {}): RecordQuoteCommand {
  return {
    customiserId: 3, formId: 12,
    answers: [{ fieldId: MESSAGE_FIELD, value: 'A neon "Open" sign' }, { fieldId: EMAIL_FIELD, value: 'grace@shopper.example' }],
    files: [{ upload_id: 'upl_artwork', filename: 'artwork.pdf', content_type: 'application/pdf', byte_size: 20480 }],
    contact: { name: 'Grace Hopper', email: 'grace@shopper.example', phone: null },
    ...overrides,
  };
}

describe('recording a quote request', () => {
  it('keeps each answer with its field’s name and each file with the address that serves it', async () => {
    const { service } = setUp();
    const quote = await actingForStore(STORE, () => service.record(aSubmission()));
    expect(quote).toMatchObject({
      storeId: STORE, customiserId: 3, formId: 12, createdAt: new Date('2026-03-04T12:00:00Z'),
      answers: [{ field_id: MESSAGE_FIELD, name: 'Message', value: 'A neon "Open" sign' }, { field_id: EMAIL_FIELD, name: 'Email', value: 'grace@shopper.example' }],
      files: [{ upload_id: 'upl_artwork', url: `https://api.signs.example/api/v3/quotes/${quote.id}/files/upl_artwork` }],
      contact: { name: 'Grace Hopper', email: 'grace@shopper.example', phone: null },
    });
  });

  it('emits form:submitted and records the form’s email with the task that sends it', async () => {
    const { service, outbox, emails, tasks } = setUp();
    const quote = await actingForStore(STORE, () => service.record(aSubmission()));
    expect(outbox.events).toEqual([{ id: expect.any(String), type: FORM_SUBMITTED, storeId: STORE, occurredAt: new Date('2026-03-04T12:00:00Z'), payload: formSubmittedPayload(quote) }]);
    const [email] = [...emails.emails.values()];
    expect(email).toMatchObject({ storeId: STORE, quoteId: quote.id, status: 'queued' });
    expect(tasks.scheduled).toEqual([{ kind: QUOTE_EMAIL_TASK, storeId: STORE, subject: String(email!.id) }]);
  });

  it('mails nobody when the caller’s transaction rolls back: the email’s task leaves with it', async () => {
    const { service, unitOfWork, quotes, emails, outbox, tasks } = setUp();
    const submission = unitOfWork.run(async () => {
      await actingForStore(STORE, () => service.record(aSubmission()));
      expect(tasks.scheduled).toHaveLength(1);
      throw new Error('the files could not be taken');
    });
    await expect(submission).rejects.toThrow('the files could not be taken');
    expect([quotes.quotes.size, emails.emails.size, outbox.events.length, tasks.scheduled.length]).toEqual([0, 0, 0, 0]);
  });

  it('answers 404 for a form of another store’s customiser, or none at all', async () => {
    const { service, quotes } = setUp();
    await expect(actingForStore(STORE, () => service.record(aSubmission({ customiserId: 30, formId: 120 })))).rejects.toMatchObject({ status: 404, code: 'resource_not_found' });
    await expect(actingForStore(STORE, () => service.record(aSubmission({ formId: 13 })))).rejects.toMatchObject({ status: 404, code: 'resource_not_found' });
    expect(quotes.quotes.size).toBe(0);
  });

  it('refuses answers to fields the form does not have, pointing at each', async () => {
    const { service, quotes } = setUp();
    const answers = [{ fieldId: EMAIL_FIELD, value: 'grace@shopper.example' }, { fieldId: 'not-a-field', value: 'x' }];
    await expect(actingForStore(STORE, () => service.record(aSubmission({ answers })))).rejects.toMatchObject({
      status: 422, code: 'validation_failed', errors: [{ pointer: '/answers/1/field_id', code: 'invalid' }],
    });
    expect(quotes.quotes.size).toBe(0);
  });
});
