import { sql, type Kysely } from 'kysely';
import { startTestRuntime, type TestRuntime } from '../../../../../tests/support/test-runtime';
import { anOrder } from '../../../test-support/an-order';
import { KyselyOrderRepository } from '../kysely-order.repository';
import { KyselyEmailRepository } from '../kysely-email.repository';
import { KyselyQuoteRepository } from '../kysely-quote.repository';
import { ORDER_EMAIL_ROWS } from '../order-email.rows';
import { QUOTE_EMAIL_ROWS } from '../quote-email.rows';
import { emailsAsTasks } from './0003-emails-as-tasks';

describe('upgrading to emails sent by tasks', () => {
  let service: TestRuntime;

  beforeAll(async () => {
    service = await startTestRuntime();
  });
  afterAll(() => service.close());

  it('gives every email still queued a pending task of its kind, and none to an email already finished', async () => {
    const { database } = service.runtime;
    const orders = new KyselyOrderRepository(database);
    const orderEmails = new KyselyEmailRepository(database, ORDER_EMAIL_ROWS);
    const quoteEmails = new KyselyEmailRepository(database, QUOTE_EMAIL_ROWS);
    const { id: _id, createdAt: _created, updatedAt: _updated, ...fields } = anOrder({ storeId: 701 });
    const order = await orders.create({ ...fields, orderNumber: await orders.nextOrderNumber(701) });
    const queuedOrderEmail = await orderEmails.create({ storeId: 701, orderId: order.id, reason: 'order_created' });
    const sentOrderEmail = await orderEmails.create({ storeId: 701, orderId: order.id, reason: 'resend' });
    await orderEmails.finish(sentOrderEmail.id, { status: 'sent', to: ['maker@signs.example'] }, new Date());
    const quote = await new KyselyQuoteRepository(database, { fileOf: () => '' }).create({ storeId: 702, customiserId: 3, formId: 12, answers: [], files: [], contact: { name: null, email: null, phone: null } });
    const queuedQuoteEmail = await quoteEmails.create({ storeId: 702, quoteId: quote.id });

    await emailsAsTasks.up(database.root as Kysely<unknown>);

    const { rows } = await sql<{ kind: string; store_id: number; subject: string; status: string; attempts: number }>`
      select kind, store_id, subject, status, attempts from platform.tasks where store_id in (701, 702) order by kind`.execute(database.root);
    expect(rows).toEqual([
      { kind: 'orders.order-email', store_id: 701, subject: String(queuedOrderEmail.id), status: 'pending', attempts: 0 },
      { kind: 'orders.quote-email', store_id: 702, subject: String(queuedQuoteEmail.id), status: 'pending', attempts: 0 },
    ]);
  });
});
