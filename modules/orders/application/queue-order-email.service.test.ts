import { InMemoryTaskScheduler } from '../../../shared-kernel/test-support/in-memory-task-scheduler';
import { InMemoryUnitOfWork } from '../../../shared-kernel/test-support/in-memory-unit-of-work';
import { InMemoryOrderEmailRepository } from '../test-support/in-memory-order-email.repository';
import { ORDER_EMAIL_TASK } from './email-tasks';
import { QueueOrderEmailService } from './queue-order-email.service';

function setUp() {
  const emails = new InMemoryOrderEmailRepository();
  const tasks = new InMemoryTaskScheduler();
  const unitOfWork = new InMemoryUnitOfWork([emails, tasks]);
  return { emails, tasks, unitOfWork, service: new QueueOrderEmailService(emails, tasks, unitOfWork) };
}

describe('queueing an order email', () => {
  it('records the email queued and schedules the task that sends it, in the caller’s transaction', async () => {
    const { service, emails, tasks, unitOfWork } = setUp();
    const email = await unitOfWork.run(() => service.queue({ id: 41, storeId: 5 }, 'resend'));
    expect(email).toMatchObject({ storeId: 5, orderId: 41, reason: 'resend', status: 'queued', recipient: null });
    expect(await emails.find(5, email.id)).toEqual(email);
    expect(tasks.scheduled).toEqual([{ kind: ORDER_EMAIL_TASK, storeId: 5, subject: String(email.id) }]);
  });

  it('neither keeps the email nor its task when the transaction rolls back', async () => {
    const { service, emails, tasks, unitOfWork } = setUp();
    await expect(
      unitOfWork.run(async () => {
        await service.queue({ id: 41, storeId: 5 }, 'order_created');
        throw new Error('the order was refused');
      }),
    ).rejects.toThrow('the order was refused');
    expect([emails.emails.size, tasks.scheduled.length]).toEqual([0, 0]);
  });
});
