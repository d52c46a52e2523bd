import { PermanentJobFailure } from '../../../shared-kernel/jobs';
import type { Mailer, MailMessage } from '../../../shared-kernel/mail';
import type { OrderEmail } from '../domain/order-email';
import { anOrder } from '../test-support/an-order';
import type { OrderEmailRepository, OrderRepository, OrderStores } from './ports';
import { SendOrderEmailService } from './send-order-email.service';

const NOW = new Date('2026-03-04T12:00:00Z');

function setUp(options: { manufacturerEmail?: string | null; mailerFails?: boolean; status?: OrderEmail['status'] } = {}) {
  const email: OrderEmail = { id: 3, storeId: 5, orderId: 41, reason: 'order_created', status: options.status ?? 'queued', recipient: null, failureReason: null, createdAt: NOW, sentAt: null };
  const emails: OrderEmailRepository = {
    create: jest.fn(),
    find: async (storeId, id) => (storeId === email.storeId && id === email.id ? email : undefined),
    markSent: jest.fn(async (_id: number, recipient: string) => {
      Object.assign(email, { status: 'sent', recipient });
      return true;
    }),
    markFailed: jest.fn(async (_id: number, reason: string) => {
      Object.assign(email, { status: 'failed', failureReason: reason });
    }),
    queuedSince: jest.fn(),
  };
  const orders = { find: async (storeId: number, id: number) => (storeId === 5 && id === 41 ? anOrder() : undefined) } as unknown as OrderRepository;
  const stores: OrderStores = {
    profile: async () => ({ name: 'Neon Works', currency: 'EUR', manufacturerEmail: options.manufacturerEmail === undefined ? 'maker@signs.example' : options.manufacturerEmail }),
    acceptsWrites: async () => true,
  };
  const sent: MailMessage[] = [];
  const mailer: Mailer = {
    send: async (message) => {
      if (options.mailerFails) throw new Error('connection refused');
      sent.push(message);
    },
  };
  const service = new SendOrderEmailService(emails, orders, stores, mailer, { now: () => NOW });
  return { service, email, sent };
}

describe('sending an order email', () => {
  it('sends it to the store’s manufacturer, with the order attached, and marks it sent', async () => {
    const { service, email, sent } = setUp();
    await service.send(5, 3, { finalAttempt: false });
    expect(sent).toEqual([expect.objectContaining({ to: 'maker@signs.example', subject: 'Order #1001 from Neon Works' })]);
    expect(sent[0]!.attachments).toEqual([expect.objectContaining({ filename: 'order-1001.json', contentType: 'application/json' })]);
    expect(JSON.parse(String(sent[0]!.attachments![0]!.content))).toMatchObject({ order_id: 41, order_number: 1001 });
    expect(email).toMatchObject({ status: 'sent', recipient: 'maker@signs.example' });
  });

  it('fails for good, without sending, when the store has no manufacturer address', async () => {
    const { service, email, sent } = setUp({ manufacturerEmail: null });
    await expect(service.send(5, 3, { finalAttempt: false })).rejects.toBeInstanceOf(PermanentJobFailure);
    expect(sent).toEqual([]);
    expect(email).toMatchObject({ status: 'failed', failureReason: 'no_manufacturer_email' });
  });

  it('leaves a failed delivery queued for the next try, and marks it failed after the last', async () => {
    const { service, email } = setUp({ mailerFails: true });
    await expect(service.send(5, 3, { finalAttempt: false })).rejects.toThrow('connection refused');
    expect(email.status).toBe('queued');
    await expect(service.send(5, 3, { finalAttempt: true })).rejects.toThrow('connection refused');
    expect(email).toMatchObject({ status: 'failed', failureReason: 'delivery_failed' });
  });

  it('never sends an email twice once it is sent', async () => {
    const { service, sent } = setUp({ status: 'sent' });
    await service.send(5, 3, { finalAttempt: false });
    expect(sent).toEqual([]);
  });

  it('stops for good on an email of another store', async () => {
    const { service } = setUp();
    await expect(service.send(6, 3, { finalAttempt: false })).rejects.toBeInstanceOf(PermanentJobFailure);
  });
});
