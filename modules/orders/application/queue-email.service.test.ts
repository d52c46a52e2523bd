import { InMemoryTaskScheduler } from '../../../shared-kernel/test-support/in-memory-task-scheduler';
import { InMemoryUnitOfWork } from '../../../shared-kernel/test-support/in-memory-unit-of-work';
import { InMemoryOrderEmailRepository } from '../test-support/in-memory-order-email.repository';
import { InMemoryQuoteEmailRepository } from '../test-support/in-memory-quote-email.repository';
import { ORDER_EMAIL_TASK, QUOTE_EMAIL_TASK } from './email-tasks';
import { QueueEmailService } from './queue-email.service';

function setUp() {
  const orderEmails = new InMemoryOrderEmailRepository();
  const quoteEmails = new InMemoryQuoteEmailRepository();
  const tasks = new InMemoryTaskScheduler();
  const unitOfWork = new InMemoryUnitOfWork([orderEmails, quoteEmails, tasks]);
  return {
    orderEmails,
    quoteEmails,
    tasks,
    unitOfWork,
    queueOrderEmail: new QueueEmailService({ task: ORDER_EMAIL_TASK, emails: orderEmails }, tasks),
    queueQuoteEmail: new QueueEmailService({ task: QUOTE_EMAIL_TASK, emails: quoteEmails }, tasks),
  };
}

describe('queueing an email', () => {
  it('records the email queued and schedules its template’s task that sends it, in the caller’s transaction', async () => {
    const { queueOrderEmail, orderEmails, tasks, unitOfWork } = setUp();
    const email = await unitOfWork.run(() => queueOrderEmail.queue({ storeId: 5, orderId: 41, reason: 'resend' }));
    expect(email).toMatchObject({ storeId: 5, orderId: 41, reason: 'resend', status: 'queued', recipient: null });
    expect(await orderEmails.find(5, email.id)).toEqual(email);
    expect(tasks.scheduled).toEqual([{ kind: ORDER_EMAIL_TASK, storeId: 5, subject: String(email.id) }]);
  });

  it('queues a quote email with the quote email’s task', async () => {
    const { queueQuoteEmail, quoteEmails, tasks } = setUp();
    const email = await queueQuoteEmail.queue({ storeId: 5, quoteId: 77 });
    expect(email).toMatchObject({ storeId: 5, quoteId: 77, status: 'queued', reason: null, finishedAt: null });
    expect(await quoteEmails.find(5, email.id)).toEqual(email);
    expect(tasks.scheduled).toEqual([{ kind: QUOTE_EMAIL_TASK, storeId: 5, subject: String(email.id) }]);
  });

  it('neither keeps the email nor its task when the transaction rolls back', async () => {
    const { queueOrderEmail, orderEmails, tasks, unitOfWork } = setUp();
    await expect(
      unitOfWork.run(async () => {
        await queueOrderEmail.queue({ storeId: 5, orderId: 41, reason: 'order_created' });
        throw new Error('the order was refused');
      }),
    ).rejects.toThrow('the order was refused');
    expect([orderEmails.emails.size, tasks.scheduled.length]).toEqual([0, 0]);
  });
});
