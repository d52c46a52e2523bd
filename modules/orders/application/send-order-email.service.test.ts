import type { Mailer, MailMessage } from '../../../shared-kernel/mail';
import type { OrderEmail } from '../domain/order-email';
import { anOrder } from '../test-support/an-order';
import { InMemoryOrderEmailRepository } from '../test-support/in-memory-order-email.repository';
import { InMemoryOrderRepository } from '../test-support/in-memory-order.repository';
import { InMemoryOrderStores } from '../test-support/in-memory-order-stores';
import { SendOrderEmailService } from './send-order-email.service';

const NOW = new Date('2026-03-04T12:00:00Z');

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
  const sent: MailMessage[] = [];
  const mailer: Mailer = {
    send: async (message) => {
      if (options.mailerFails) throw new Error('connection refused');
      sent.push(message);
    },
  };
  const testMailbox: MailMessage[] = [];
  const testMailer: Mailer = { send: async (message) => void testMailbox.push(message) };
  const service = new SendOrderEmailService(emails, orders, stores, mailer, testMailer, { now: () => NOW });
  return { service, order, emails, emailId: queued.id, sent, testMailbox, email: () => emails.find(5, queued.id).then((email) => email!) };
}

describe('sending an order email', () => {
  it('sends it to the store’s manufacturer, with the order attached, and marks it sent', async () => {
    const { service, order, emailId, email, sent } = await setUp();
    await expect(service.send(5, emailId, { finalAttempt: false })).resolves.toBe('done');
    expect(sent).toEqual([expect.objectContaining({ to: 'maker@signs.example', subject: 'Order #1001 from Neon Works' })]);
    expect(sent[0]!.attachments).toEqual([expect.objectContaining({ filename: 'order-1001.json', contentType: 'application/json' })]);
    expect(JSON.parse(String(sent[0]!.attachments![0]!.content))).toMatchObject({ order_id: order.id, order_number: 1001 });
    await expect(email()).resolves.toMatchObject({ status: 'sent', recipient: 'maker@signs.example', sentAt: NOW });
  });

  it('sends a test store’s order email to the test mailbox, never to the manufacturer (test mode: test emails stay in test mode)', async () => {
    const { service, emailId, email, sent, testMailbox } = await setUp({ livemode: false });
    await expect(service.send(5, emailId, { finalAttempt: false })).resolves.toBe('done');
    expect(sent).toEqual([]);
    expect(testMailbox).toEqual([expect.objectContaining({ subject: 'Order #1001 from Neon Works' })]);
    await expect(email()).resolves.toMatchObject({ status: 'sent' });
  });

  it('fails for good, without sending, when the store has no manufacturer address: no retry can mend it', async () => {
    const { service, emailId, email, sent } = await setUp({ manufacturerEmail: null });
    await expect(service.send(5, emailId, { finalAttempt: false })).resolves.toEqual({ failed: 'no_manufacturer_email' });
    expect(sent).toEqual([]);
    await expect(email()).resolves.toMatchObject({ status: 'failed', failureReason: 'no_manufacturer_email' });
  });

  it('leaves a failed delivery queued for the next try, and marks it failed after the last', async () => {
    const { service, emailId, email } = await setUp({ mailerFails: true });
    await expect(service.send(5, emailId, { finalAttempt: false })).rejects.toThrow('connection refused');
    await expect(email()).resolves.toMatchObject({ status: 'queued' });
    await expect(service.send(5, emailId, { finalAttempt: true })).rejects.toThrow('connection refused');
    await expect(email()).resolves.toMatchObject({ status: 'failed', failureReason: 'delivery_failed' });
  });

  it('never sends an email twice once it is sent', async () => {
    const { service, emailId, sent } = await setUp({ status: 'sent' });
    await expect(service.send(5, emailId, { finalAttempt: false })).resolves.toBe('done');
    expect(sent).toEqual([]);
  });

  it('fails for good, without sending, an email whose order is not the store’s', async () => {
    const { service, order, emails, sent } = await setUp();
    const stray = await emails.create({ storeId: 5, orderId: order.id + 1, reason: 'resend' });
    await expect(service.send(5, stray.id, { finalAttempt: false })).resolves.toEqual({ failed: 'order_not_found' });
    expect(sent).toEqual([]);
    await expect(emails.find(5, stray.id)).resolves.toMatchObject({ status: 'failed', failureReason: 'order_not_found' });
  });

  it('fails for good, leaving it alone, on an email of another store', async () => {
    const { service, emailId, email, sent } = await setUp();
    await expect(service.send(6, emailId, { finalAttempt: false })).resolves.toEqual({ failed: 'email_not_found' });
    expect(sent).toEqual([]);
    await expect(email()).resolves.toMatchObject({ status: 'queued' });
  });
});
