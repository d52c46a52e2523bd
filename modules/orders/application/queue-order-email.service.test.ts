import { InMemoryUnitOfWork } from '../../../shared-kernel/test-support/in-memory-unit-of-work';
import { InMemoryEmailQueue } from '../test-support/in-memory-email-queue';
import { InMemoryOrderEmailRepository } from '../test-support/in-memory-order-email.repository';
import { QueueOrderEmailService } from './queue-order-email.service';

function setUp() {
  const emails = new InMemoryOrderEmailRepository();
  const queue = new InMemoryEmailQueue();
  const unitOfWork = new InMemoryUnitOfWork([emails]);
  return { emails, queue, unitOfWork, service: new QueueOrderEmailService(emails, queue, unitOfWork) };
}

describe('queueing an order email', () => {
  it('records the email queued in the caller’s transaction and hands it to the worker after commit', async () => {
    const { service, emails, queue, unitOfWork } = setUp();
    const email = await unitOfWork.run(async () => {
      const queued = await service.queue({ id: 41, storeId: 5 }, 'resend');
      expect(queue.queued).toEqual([]);
      return queued;
    });
    expect(email).toMatchObject({ storeId: 5, orderId: 41, reason: 'resend', status: 'queued', recipient: null });
    expect(await emails.find(5, email.id)).toEqual(email);
    expect(queue.queued).toEqual([{ id: email.id, storeId: 5 }]);
  });

  it('neither keeps nor hands over an email whose transaction rolled back', async () => {
    const { service, emails, queue, unitOfWork } = setUp();
    await expect(
      unitOfWork.run(async () => {
        await service.queue({ id: 41, storeId: 5 }, 'order_created');
        throw new Error('the order was refused');
      }),
    ).rejects.toThrow('the order was refused');
    expect([emails.emails.size, queue.queued.length]).toEqual([0, 0]);
  });
});
