import type { Mailer, MailMessage } from '../../../shared-kernel/mail';
import type { OrderEmail } from '../domain/order-email';
import type { FormMailing } from '../domain/quote-email';
import { anOrder } from '../test-support/an-order';
import { aFormMailing, aQuote } from '../test-support/a-quote';
import { InMemoryOrderEmailRepository } from '../test-support/in-memory-order-email.repository';
import { InMemoryOrderRepository } from '../test-support/in-memory-order.repository';
import { InMemoryOrderStores } from '../test-support/in-memory-order-stores';
import { InMemoryQuoteEmailRepository } from '../test-support/in-memory-quote-email.repository';
import { InMemoryQuoteForms } from '../test-support/in-memory-quote-forms';
import { InMemoryQuoteRepository } from '../test-support/in-memory-quote.repository';
import { InMemoryRecipientLedger } from '../test-support/in-memory-recipient-ledger';
import { OrderEmailTemplate } from './order-email.template';
import { QuoteEmailTemplate } from './quote-email.template';
import { SendEmailService } from './send-email.service';

const NOW = new Date('2026-03-04T12:00:00Z');

/** The mailer of live data, which refuses a message when told to, and the test mailbox beside it. */
function mailboxes(refuse: (message: MailMessage) => boolean = () => false) {
  const sent: MailMessage[] = [];
  const testMailbox: MailMessage[] = [];
  const mailer: Mailer = {
    send: async (message) => {
      if (refuse(message)) throw new Error(`451 try ${message.to} later`);
      sent.push(message);
    },
  };
  const testMailer: Mailer = { send: async (message) => void testMailbox.push(message) };
  return { sent, testMailbox, mailer, testMailer };
}

describe('sending an order email', () => {
  async function setUp(options: { manufacturerEmail?: string | null; mailerFails?: boolean; status?: OrderEmail['status']; livemode?: boolean } = {}) {
    const orders = new InMemoryOrderRepository();
    const { id: _id, createdAt: _created, updatedAt: _updated, ...fields } = anOrder({ storeId: 5 });
    const order = await orders.create(fields);
    const emails = new InMemoryOrderEmailRepository();
    const queued = await emails.create({ storeId: 5, orderId: order.id, reason: 'order_created' });
    if (options.status === 'sent') await emails.finish(queued.id, { status: 'sent', to: ['maker@signs.example'] }, NOW);
    const stores = new InMemoryOrderStores().add(5, {
      manufacturerEmail: options.manufacturerEmail === undefined ? 'maker@signs.example' : options.manufacturerEmail,
      livemode: options.livemode ?? true,
    });
    const { sent, testMailbox, mailer, testMailer } = mailboxes(() => options.mailerFails === true);
    const template = new OrderEmailTemplate(emails, orders);
    const service = new SendEmailService(stores, mailer, testMailer, { now: () => NOW });
    const send = (storeId: number, emailId: number, finalAttempt = false) => service.send(template, storeId, emailId, { finalAttempt });
    return { send, order, emails, emailId: queued.id, sent, testMailbox, email: () => emails.find(5, queued.id).then((email) => email!) };
  }

  it('sends it to the store’s manufacturer, with the order attached, and marks it sent', async () => {
    const { send, order, emailId, email, sent } = await setUp();
    await expect(send(5, emailId)).resolves.toBe('done');
    expect(sent).toEqual([{ to: 'maker@signs.example', subject: 'Order #1001 from Neon Works', text: expect.stringContaining('Order #1001 from Neon Works\n'), attachments: [expect.anything()] }]);
    expect(sent[0]!.attachments).toEqual([expect.objectContaining({ filename: 'order-1001.json', contentType: 'application/json' })]);
    expect(JSON.parse(String(sent[0]!.attachments![0]!.content))).toMatchObject({ order_id: order.id, order_number: 1001 });
    await expect(email()).resolves.toMatchObject({ status: 'sent', recipient: 'maker@signs.example', sentAt: NOW });
  });

  it('sends a test store’s order email to the test mailbox, never to the manufacturer (test mode: test emails stay in test mode)', async () => {
    const { send, emailId, email, sent, testMailbox } = await setUp({ livemode: false });
    await expect(send(5, emailId)).resolves.toBe('done');
    expect(sent).toEqual([]);
    expect(testMailbox).toEqual([expect.objectContaining({ subject: 'Order #1001 from Neon Works' })]);
    await expect(email()).resolves.toMatchObject({ status: 'sent' });
  });

  it('fails for good, without sending, when the store has no manufacturer address: no retry can mend it', async () => {
    const { send, emailId, email, sent } = await setUp({ manufacturerEmail: null });
    await expect(send(5, emailId)).resolves.toEqual({ failed: 'no_manufacturer_email' });
    expect(sent).toEqual([]);
    await expect(email()).resolves.toMatchObject({ status: 'failed', failureReason: 'no_manufacturer_email' });
  });

  it('leaves a failed delivery queued for the next try, and marks it failed after the last', async () => {
    const { send, emailId, email } = await setUp({ mailerFails: true });
    await expect(send(5, emailId)).rejects.toThrow('451 try maker@signs.example later');
    await expect(email()).resolves.toMatchObject({ status: 'queued' });
    await expect(send(5, emailId, true)).rejects.toThrow('451');
    await expect(email()).resolves.toMatchObject({ status: 'failed', failureReason: 'delivery_failed' });
  });

  it('sends it again after a try that stopped before marking it sent: an order email is sent at least once', async () => {
    const { send, emails, emailId, sent, email } = await setUp();
    // What a try killed between the handover and the mark leaves: the message sent, the email still queued.
    const finish = jest.spyOn(emails, 'finish').mockRejectedValueOnce(new Error('the worker stopped'));
    await expect(send(5, emailId)).rejects.toThrow('the worker stopped');
    finish.mockRestore();
    await expect(send(5, emailId)).resolves.toBe('done');
    expect(sent.map((message) => message.to)).toEqual(['maker@signs.example', 'maker@signs.example']);
    await expect(email()).resolves.toMatchObject({ status: 'sent' });
  });

  it('never sends an email twice once it is sent', async () => {
    const { send, emailId, sent } = await setUp({ status: 'sent' });
    await expect(send(5, emailId)).resolves.toBe('done');
    expect(sent).toEqual([]);
  });

  it('fails for good, without sending, an email whose order is not the store’s', async () => {
    const { send, order, emails, sent } = await setUp();
    const stray = await emails.create({ storeId: 5, orderId: order.id + 1, reason: 'resend' });
    await expect(send(5, stray.id)).resolves.toEqual({ failed: 'order_not_found' });
    expect(sent).toEqual([]);
    await expect(emails.find(5, stray.id)).resolves.toMatchObject({ status: 'failed', failureReason: 'order_not_found' });
  });

  it('fails for good, leaving it alone, on an email of another store', async () => {
    const { send, emailId, email, sent } = await setUp();
    await expect(send(6, emailId)).resolves.toEqual({ failed: 'email_not_found' });
    expect(sent).toEqual([]);
    await expect(email()).resolves.toMatchObject({ status: 'queued' });
  });
});

describe('sending the emails of a form submission (a quote email)', () => {
  async function setUp(options: { form?: FormMailing | undefined; refuse?: (message: MailMessage) => boolean; livemode?: boolean } = {}) {
    const quotes = new InMemoryQuoteRepository();
    const { id: _id, createdAt: _created, files, ...fields } = aQuote({ storeId: 5, customiserId: 3, formId: 12 });
    const quote = await quotes.create({ ...fields, files: files.map(({ url: _url, ...file }) => file) });
    const emails = new InMemoryQuoteEmailRepository();
    const ledger = new InMemoryRecipientLedger();
    const email = await emails.create({ storeId: 5, quoteId: quote.id });
    const form = 'form' in options ? options.form : aFormMailing();
    // The same form ids in another store, mailing elsewhere: only the quote's own store's form may be read.
    const forms = new InMemoryQuoteForms().add({ storeId: 6, customiserId: 3, formId: 12, fields: [], mailing: { recipientEmails: ['elsewhere@other.example'] } });
    if (form) forms.add({ storeId: 5, customiserId: 3, formId: 12, fields: [], mailing: form });
    const { sent, testMailbox, mailer, testMailer } = mailboxes(options.refuse);
    const stores = new InMemoryOrderStores().add(5, { livemode: options.livemode ?? true });
    const template = new QuoteEmailTemplate(emails, ledger, quotes, forms);
    const service = new SendEmailService(stores, mailer, testMailer, { now: () => NOW });
    const send = (storeId: number, emailId: number, finalAttempt = false) => service.send(template, storeId, emailId, { finalAttempt });
    const recipients = async () => Object.fromEntries((await ledger.recipients(email.id)).map((entry) => [entry.recipient, entry.status]));
    return { send, emails, ledger, email, sent, testMailbox, recipients, status: () => emails.emails.get(email.id)! };
  }

  it('sends a test store’s submission to the test mailbox only, never to the form’s recipients (test mode: test emails stay in test mode)', async () => {
    const { send, email, sent, testMailbox, status } = await setUp({ livemode: false });
    await expect(send(5, email.id)).resolves.toBe('done');
    expect(sent).toEqual([]);
    expect(testMailbox.map((message) => message.to)).toEqual(['sales@signs.example', 'owner@signs.example']);
    expect(status()).toMatchObject({ status: 'sent' });
  });

  it('mails each recipient once, replies going to the shopper, and marks the email sent', async () => {
    const { send, email, sent, recipients, status } = await setUp();
    await expect(send(5, email.id)).resolves.toBe('done');
    expect(sent.map((message) => message.to)).toEqual(['sales@signs.example', 'owner@signs.example']);
    expect(sent[0]).toEqual({ to: 'sales@signs.example', subject: 'New Ask for a quote submission', replyTo: 'grace@shopper.example', text: expect.stringContaining('Message: A neon "Open" sign, please.') });
    expect(await recipients()).toEqual({ 'sales@signs.example': 'sent', 'owner@signs.example': 'sent' });
    expect(status()).toMatchObject({ status: 'sent', reason: null, finishedAt: NOW });
  });

  it('sets no Reply-To when no reply_to field holds an email address', async () => {
    const { send, email, sent } = await setUp({ form: aFormMailing({ replyToFieldIds: [] }) });
    await send(5, email.id);
    expect(sent[0]).not.toHaveProperty('replyTo');
  });

  it('never mails a suppressed recipient, and records it as suppressed', async () => {
    const { send, email, sent, recipients } = await setUp({ form: aFormMailing({ suppressedEmails: ['OWNER@signs.example'] }) });
    await send(5, email.id);
    expect(sent.map((message) => message.to)).toEqual(['sales@signs.example']);
    expect(await recipients()).toEqual({ 'sales@signs.example': 'sent', 'owner@signs.example': 'suppressed' });
  });

  it('mails nobody while the form’s emails are disabled, and skips the email', async () => {
    const { send, email, sent, recipients, status } = await setUp({ form: aFormMailing({ emailsEnabled: false }) });
    await expect(send(5, email.id)).resolves.toBe('done');
    expect(sent).toEqual([]);
    expect(await recipients()).toEqual({});
    expect(status()).toMatchObject({ status: 'skipped', reason: 'emails_disabled' });
  });

  it('skips the email when every recipient is suppressed, or there is none', async () => {
    const suppressed = await setUp({ form: aFormMailing({ recipientEmails: ['sales@signs.example'], suppressedEmails: ['sales@signs.example'] }) });
    await expect(suppressed.send(5, suppressed.email.id)).resolves.toBe('done');
    expect(suppressed.status()).toMatchObject({ status: 'skipped', reason: 'recipients_suppressed' });
    const nobody = await setUp({ form: aFormMailing({ recipientEmails: [] }) });
    await expect(nobody.send(5, nobody.email.id)).resolves.toBe('done');
    expect(nobody.status()).toMatchObject({ status: 'skipped', reason: 'no_recipients' });
  });

  it('mails on a retry only the recipients an earlier try could not hand a message to', async () => {
    let refusals = 1;
    const { send, email, sent, recipients, status } = await setUp({ refuse: (message) => message.to === 'sales@signs.example' && refusals-- > 0 });
    await expect(send(5, email.id)).rejects.toThrow('451 try sales@signs.example later');
    expect(await recipients()).toEqual({ 'owner@signs.example': 'sent' });
    expect(status().status).toBe('queued');
    await send(5, email.id);
    expect(sent.map((message) => message.to)).toEqual(['owner@signs.example', 'sales@signs.example']);
    expect(status().status).toBe('sent');
  });

  it('never mails again a recipient a stopped try was handing a message to: it is left unconfirmed', async () => {
    const { send, ledger, email, sent, recipients } = await setUp();
    // What a try killed mid-handover leaves: one recipient mailed, the next taken and never settled.
    await ledger.take(email.id, 'sales@signs.example');
    await ledger.settle(email.id, 'sales@signs.example', 'sent');
    await ledger.take(email.id, 'owner@signs.example');
    await send(5, email.id);
    expect(sent).toEqual([]);
    expect(await recipients()).toEqual({ 'sales@signs.example': 'sent', 'owner@signs.example': 'unconfirmed' });
  });

  it('fails the recipients and the email when the last try cannot hand a message over', async () => {
    const { send, email, sent, recipients, status } = await setUp({ refuse: (message) => message.to === 'owner@signs.example' });
    await expect(send(5, email.id, true)).rejects.toThrow('451');
    expect(sent.map((message) => message.to)).toEqual(['sales@signs.example']);
    expect(await recipients()).toEqual({ 'sales@signs.example': 'sent', 'owner@signs.example': 'failed' });
    expect(status()).toMatchObject({ status: 'failed', reason: 'delivery_failed' });
  });

  it('does nothing for an email already finished', async () => {
    const { send, emails, email, sent } = await setUp();
    await emails.finish(email.id, { status: 'sent', to: [] }, NOW);
    await expect(send(5, email.id)).resolves.toBe('done');
    expect(sent).toEqual([]);
  });

  it('fails for good, mailing nobody, when the quote is not the store’s', async () => {
    const { send, emails, sent } = await setUp();
    const stray = await emails.create({ storeId: 5, quoteId: 999 });
    await expect(send(5, stray.id)).resolves.toEqual({ failed: 'quote_not_found' });
    expect(sent).toEqual([]);
    expect(emails.emails.get(stray.id)).toMatchObject({ status: 'failed', reason: 'quote_not_found' });
  });

  it('fails for good when the form is gone, and on an email of another store, which it leaves alone', async () => {
    const gone = await setUp({ form: undefined });
    await expect(gone.send(5, gone.email.id)).resolves.toEqual({ failed: 'form_not_found' });
    expect(gone.status()).toMatchObject({ status: 'failed', reason: 'form_not_found' });
    const { send, email, status } = await setUp();
    await expect(send(6, email.id)).resolves.toEqual({ failed: 'email_not_found' });
    expect(status().status).toBe('queued');
  });
});
