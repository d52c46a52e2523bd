import { sql } from 'kysely';
import { startTestRuntime, type TestRuntime } from '../../../../tests/support/test-runtime';
import type { NewOrderEmail, OrderEmail } from '../../domain/order-email';
import type { NewQuoteEmail, QuoteEmail } from '../../domain/quote-email';
import { anOrder } from '../../test-support/an-order';
import { KyselyEmailRepository } from './kysely-email.repository';
import { KyselyOrderRepository } from './kysely-order.repository';
import { KyselyQuoteRepository } from './kysely-quote.repository';
import { ORDER_EMAIL_ROWS } from './order-email.rows';
import { QUOTE_EMAIL_ROWS } from './quote-email.rows';

describe('the emails of both templates on PostgreSQL', () => {
  let service: TestRuntime;
  let orders: KyselyOrderRepository;
  let quotes: KyselyQuoteRepository;
  const at = new Date('2026-03-04T12:00:00Z');

  beforeAll(async () => {
    service = await startTestRuntime();
    orders = new KyselyOrderRepository(service.runtime.database);
    quotes = new KyselyQuoteRepository(service.runtime.database, { fileOf: (quoteId, uploadId) => `https://api.example/quotes/${quoteId}/files/${uploadId}` });
  });
  afterAll(() => service.close());

  const rowOf = async (table: 'order_emails' | 'quote_emails', id: number) =>
    (await sql<Record<string, unknown>>`select * from ${sql.table(`orders.${table}`)} where id = ${id}`.execute(service.runtime.database.root)).rows[0];

  describe('order emails, in orders.order_emails', () => {
    let emails: KyselyEmailRepository<OrderEmail, NewOrderEmail>;
    const anOrderOf = async (storeId: number) => {
      const { id: _id, createdAt: _created, updatedAt: _updated, ...order } = anOrder({ storeId });
      return orders.create({ ...order, orderNumber: await orders.nextOrderNumber(storeId) });
    };

    beforeAll(() => {
      emails = new KyselyEmailRepository(service.runtime.database, ORDER_EMAIL_ROWS);
    });

    it('keeps a sent email’s one recipient and when, and a failed one’s reason and when, as its row always did', async () => {
      const order = await anOrderOf(540);
      const email = await emails.create({ storeId: 540, orderId: order.id, reason: 'order_created' });
      const other = await emails.create({ storeId: 540, orderId: order.id, reason: 'resend' });
      expect(email).toMatchObject({ storeId: 540, orderId: order.id, reason: 'order_created', status: 'queued', recipient: null, failureReason: null, sentAt: null });
      expect(await emails.finish(email.id, { status: 'sent', to: ['maker@signs.example'] }, at)).toBe(true);
      expect(await emails.finish(other.id, { status: 'failed', reason: 'no_manufacturer_email' }, at)).toBe(true);
      expect(await rowOf('order_emails', email.id)).toMatchObject({ status: 'sent', recipient: 'maker@signs.example', sent_at: at, failure_reason: null, failed_at: null });
      expect(await rowOf('order_emails', other.id)).toMatchObject({ status: 'failed', recipient: null, sent_at: null, failure_reason: 'no_manufacturer_email', failed_at: at });
      expect(await emails.find(540, email.id)).toMatchObject({ status: 'sent', recipient: 'maker@signs.example', sentAt: at });
      expect(await emails.find(540, other.id)).toMatchObject({ status: 'failed', failureReason: 'no_manufacturer_email' });
    });

    it('finishes an email once, for its store only, and lists an order’s emails oldest first', async () => {
      const order = await anOrderOf(541);
      const email = await emails.create({ storeId: 541, orderId: order.id, reason: 'order_created' });
      const other = await emails.create({ storeId: 541, orderId: order.id, reason: 'resend' });
      expect(await emails.finish(email.id, { status: 'sent', to: ['maker@signs.example'] }, at)).toBe(true);
      expect(await emails.finish(email.id, { status: 'sent', to: ['maker@signs.example'] }, at)).toBe(false);
      expect(await emails.finish(email.id, { status: 'failed', reason: 'delivery_failed' }, at)).toBe(false);
      expect(await emails.find(541, email.id)).toMatchObject({ status: 'sent', failureReason: null });
      expect(await emails.find(542, email.id)).toBeUndefined();
      expect((await emails.of(541, order.id)).map((each) => [each.id, each.status])).toEqual([[email.id, 'sent'], [other.id, 'queued']]);
      expect(await emails.of(542, order.id)).toEqual([]);
    });
  });

  describe('quote emails, in orders.quote_emails', () => {
    let emails: KyselyEmailRepository<QuoteEmail, NewQuoteEmail>;
    const aQuoteOf = (storeId: number) => quotes.create({ storeId, customiserId: 3, formId: 12, answers: [], files: [], contact: { name: null, email: null, phone: null } });

    beforeAll(() => {
      emails = new KyselyEmailRepository(service.runtime.database, QUOTE_EMAIL_ROWS);
    });

    it('records an email queued, for its store only, and finishes it once, with its reason and when, as its row always did', async () => {
      const quote = await aQuoteOf(601);
      const email = await emails.create({ storeId: 601, quoteId: quote.id });
      expect(email).toMatchObject({ storeId: 601, quoteId: quote.id, status: 'queued', reason: null, finishedAt: null });
      expect(await emails.find(601, email.id)).toEqual(email);
      expect(await emails.find(602, email.id)).toBeUndefined();
      expect(await emails.finish(email.id, { status: 'skipped', reason: 'emails_disabled' }, at)).toBe(true);
      expect(await emails.finish(email.id, { status: 'sent', to: ['sales@signs.example'] }, at)).toBe(false);
      expect(await rowOf('quote_emails', email.id)).toMatchObject({ status: 'skipped', reason: 'emails_disabled', finished_at: at });
      expect(await emails.find(601, email.id)).toMatchObject({ status: 'skipped', reason: 'emails_disabled', finishedAt: at });
    });

    it('records a sent email without a reason, its recipients being the ledger’s, and lists a quote’s emails', async () => {
      const quote = await aQuoteOf(603);
      const email = await emails.create({ storeId: 603, quoteId: quote.id });
      await emails.finish(email.id, { status: 'sent', to: ['sales@signs.example'] }, at);
      expect(await rowOf('quote_emails', email.id)).toMatchObject({ status: 'sent', reason: null, finished_at: at });
      expect((await emails.of(603, quote.id)).map((each) => each.id)).toEqual([email.id]);
      expect(await emails.of(604, quote.id)).toEqual([]);
    });
  });
});
