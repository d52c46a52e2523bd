import type { Mailer, MailMessage } from '../../../shared-kernel/mail';
import type { FormMailing } from '../domain/quote-email';
import { aFormMailing, aQuote } from '../test-support/a-quote';
import { InMemoryQuoteEmailRepository } from '../test-support/in-memory-quote-email.repository';
import { InMemoryQuoteForms } from '../test-support/in-memory-quote-forms';
import { InMemoryQuoteRepository } from '../test-support/in-memory-quote.repository';
import { InMemoryRecipientLedger } from '../test-support/in-memory-recipient-ledger';
import { InMemoryOrderStores } from '../test-support/in-memory-order-stores';
import { SendQuoteEmailService } from './send-quote-email.service';

const NOW = new Date('2026-03-04T12:00:00Z');

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
  const sent: MailMessage[] = [];
  const mailer: Mailer = {
    send: async (message) => {
      if (options.refuse?.(message)) throw new Error(`451 try ${message.to} later`);
      sent.push(message);
    },
  };
  const testMailbox: MailMessage[] = [];
  const testMailer: Mailer = { send: async (message) => void testMailbox.push(message) };
  const stores = new InMemoryOrderStores().add(5, { livemode: options.livemode ?? true });
  const service = new SendQuoteEmailService(emails, ledger, quotes, forms, stores, mailer, testMailer, { now: () => NOW });
  const recipients = async () => Object.fromEntries((await ledger.recipients(email.id)).map((entry) => [entry.recipient, entry.status]));
  return { service, emails, ledger, email, sent, testMailbox, recipients, status: () => emails.emails.get(email.id)! };
}

describe('sending the emails of a form submission', () => {
  it('sends a test store’s submission to the test mailbox only, never to the form’s recipients (test mode: test emails stay in test mode)', async () => {
    const { service, email, sent, testMailbox, status } = await setUp({ livemode: false });
    await expect(service.send(5, email.id, { finalAttempt: false })).resolves.toBe('done');
    expect(sent).toEqual([]);
    expect(testMailbox.map((message) => message.to)).toEqual(['sales@signs.example', 'owner@signs.example']);
    expect(status()).toMatchObject({ status: 'sent' });
  });

  it('mails each recipient once, replies going to the shopper, and marks the email sent', async () => {
    const { service, email, sent, recipients, status } = await setUp();
    await expect(service.send(5, email.id, { finalAttempt: false })).resolves.toBe('done');
    expect(sent.map((message) => message.to)).toEqual(['sales@signs.example', 'owner@signs.example']);
    expect(sent[0]).toMatchObject({ subject: 'New Ask for a quote submission', replyTo: 'grace@shopper.example', text: expect.stringContaining('Message: A neon "Open" sign, please.') });
    expect(await recipients()).toEqual({ 'sales@signs.example': 'sent', 'owner@signs.example': 'sent' });
    expect(status()).toMatchObject({ status: 'sent', reason: null, finishedAt: NOW });
  });

  it('never mails a suppressed recipient, and records it as suppressed', async () => {
    const { service, email, sent, recipients } = await setUp({ form: aFormMailing({ suppressedEmails: ['OWNER@signs.example'] }) });
    await service.send(5, email.id, { finalAttempt: false });
    expect(sent.map((message) => message.to)).toEqual(['sales@signs.example']);
    expect(await recipients()).toEqual({ 'sales@signs.example': 'sent', 'owner@signs.example': 'suppressed' });
  });

  it('mails nobody while the form’s emails are disabled, and skips the email', async () => {
    const { service, email, sent, recipients, status } = await setUp({ form: aFormMailing({ emailsEnabled: false }) });
    await expect(service.send(5, email.id, { finalAttempt: false })).resolves.toBe('done');
    expect(sent).toEqual([]);
    expect(await recipients()).toEqual({});
    expect(status()).toMatchObject({ status: 'skipped', reason: 'emails_disabled' });
  });

  it('skips the email when every recipient is suppressed, or there is none', async () => {
    const suppressed = await setUp({ form: aFormMailing({ recipientEmails: ['sales@signs.example'], suppressedEmails: ['sales@signs.example'] }) });
    await suppressed.service.send(5, suppressed.email.id, { finalAttempt: false });
    expect(suppressed.status()).toMatchObject({ status: 'skipped', reason: 'recipients_suppressed' });
    const nobody = await setUp({ form: aFormMailing({ recipientEmails: [] }) });
    await nobody.service.send(5, nobody.email.id, { finalAttempt: false });
    expect(nobody.status()).toMatchObject({ status: 'skipped', reason: 'no_recipients' });
  });

  it('mails on a retry only the recipients an earlier try could not hand a message to', async () => {
    let refusals = 1;
    const { service, email, sent, recipients, status } = await setUp({ refuse: (message) => message.to === 'sales@signs.example' && refusals-- > 0 });
    await expect(service.send(5, email.id, { finalAttempt: false })).rejects.toThrow('451 try sales@signs.example later');
    expect(await recipients()).toEqual({ 'owner@signs.example': 'sent' });
    expect(status().status).toBe('queued');
    await service.send(5, email.id, { finalAttempt: false });
    expect(sent.map((message) => message.to)).toEqual(['owner@signs.example', 'sales@signs.example']);
    expect(status().status).toBe('sent');
  });

  it('never mails again a recipient a stopped try was handing a message to: it is left unconfirmed', async () => {
    const { service, ledger, email, sent, recipients } = await setUp();
    // What a try killed mid-handover leaves: one recipient mailed, the next taken and never settled.
    await ledger.take(email.id, 'sales@signs.example');
    await ledger.settle(email.id, 'sales@signs.example', 'sent');
    await ledger.take(email.id, 'owner@signs.example');
    await service.send(5, email.id, { finalAttempt: false });
    expect(sent).toEqual([]);
    expect(await recipients()).toEqual({ 'sales@signs.example': 'sent', 'owner@signs.example': 'unconfirmed' });
  });

  it('fails the recipients and the email when the last try cannot hand a message over', async () => {
    const { service, email, sent, recipients, status } = await setUp({ refuse: (message) => message.to === 'owner@signs.example' });
    await expect(service.send(5, email.id, { finalAttempt: true })).rejects.toThrow('451');
    expect(sent.map((message) => message.to)).toEqual(['sales@signs.example']);
    expect(await recipients()).toEqual({ 'sales@signs.example': 'sent', 'owner@signs.example': 'failed' });
    expect(status()).toMatchObject({ status: 'failed', reason: 'delivery_failed' });
  });

  it('does nothing for an email already finished', async () => {
    const { service, emails, email, sent } = await setUp();
    await emails.finish(email.id, { status: 'sent', to: [] }, NOW);
    await service.send(5, email.id, { finalAttempt: false });
    expect(sent).toEqual([]);
  });

  it('fails for good, mailing nobody, when the quote is not the store’s', async () => {
    const { service, emails, sent } = await setUp();
    const stray = await emails.create({ storeId: 5, quoteId: 999 });
    await expect(service.send(5, stray.id, { finalAttempt: false })).resolves.toEqual({ failed: 'quote_not_found' });
    expect(sent).toEqual([]);
    expect(emails.emails.get(stray.id)).toMatchObject({ status: 'failed', reason: 'quote_not_found' });
  });

  it('fails for good when the form is gone, and on an email of another store, which it leaves alone', async () => {
    const gone = await setUp({ form: undefined });
    await expect(gone.service.send(5, gone.email.id, { finalAttempt: false })).resolves.toEqual({ failed: 'form_not_found' });
    expect(gone.status()).toMatchObject({ status: 'failed', reason: 'form_not_found' });
    const { service, email, status } = await setUp();
    await expect(service.send(6, email.id, { finalAttempt: false })).resolves.toEqual({ failed: 'email_not_found' });
    expect(status().status).toBe('queued');
  });
});
