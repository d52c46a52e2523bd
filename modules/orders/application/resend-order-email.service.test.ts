import { actingForStore } from '../../../shared-kernel/request-context';
import { InMemoryUnitOfWork } from '../../../shared-kernel/test-support/in-memory-unit-of-work';
import { anOrder } from '../test-support/an-order';
import { InMemoryEmailQueue } from '../test-support/in-memory-email-queue';
import { InMemoryOrderEmailRepository } from '../test-support/in-memory-order-email.repository';
import { InMemoryOrderRepository } from '../test-support/in-memory-order.repository';
import { QueueOrderEmailService } from './queue-order-email.service';
import { ResendOrderEmailService } from './resend-order-email.service';

async function setUp() {
  const orders = new InMemoryOrderRepository();
  const { id: _id, createdAt: _created, updatedAt: _updated, ...order } = anOrder({ storeId: 5 });
  const recorded = await orders.create(order);
  const emails = new InMemoryOrderEmailRepository();
  const queue = new InMemoryEmailQueue();
  const service = new ResendOrderEmailService(orders, new QueueOrderEmailService(emails, queue, new InMemoryUnitOfWork([emails])));
  return { recorded, emails, queue, service };
}

describe('resending an order email', () => {
  it('queues a new email of the order, to the store’s manufacturer, each resend its own', async () => {
    const { service, recorded, queue } = await setUp();
    const first = await actingForStore(5, () => service.resend(recorded.id));
    const second = await actingForStore(5, () => service.resend(recorded.id));
    expect(first).toMatchObject({ storeId: 5, orderId: recorded.id, reason: 'resend', status: 'queued' });
    expect(second.id).not.toBe(first.id);
    expect(queue.ids()).toEqual([first.id, second.id]);
  });

  it('answers 404 for an order of another store, queueing nothing', async () => {
    const { service, recorded, emails } = await setUp();
    await expect(actingForStore(6, () => service.resend(recorded.id))).rejects.toMatchObject({ status: 404, code: 'resource_not_found' });
    expect(emails.emails.size).toBe(0);
  });
});
