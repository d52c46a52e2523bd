import { actingForStore } from '../../../../shared-kernel/request-context';
import { InMemoryTaskScheduler } from '../../../../shared-kernel/test-support/in-memory-task-scheduler';
import { anOrder } from '../../test-support/an-order';
import { InMemoryOrderEmailRepository } from '../../test-support/in-memory-order-email.repository';
import { InMemoryOrderRepository } from '../../test-support/in-memory-order.repository';
import { ORDER_EMAIL_TASK } from '../../application/email-tasks';
import { OrderEmailTemplate } from '../../application/order-email.template';
import { QueueEmailService } from '../../application/queue-email.service';
import { ResendOrderEmailService } from './resend-order-email.service';

async function setUp() {
  const orders = new InMemoryOrderRepository();
  const { id: _id, createdAt: _created, updatedAt: _updated, ...order } = anOrder({ storeId: 5 });
  const recorded = await orders.create(order);
  const emails = new InMemoryOrderEmailRepository();
  const tasks = new InMemoryTaskScheduler();
  const service = new ResendOrderEmailService(orders, new QueueEmailService(new OrderEmailTemplate(emails, orders), tasks));
  return { recorded, emails, tasks, service };
}

describe('resending an order email', () => {
  it('queues a new email of the order, to the store’s manufacturer, each resend its own', async () => {
    const { service, recorded, tasks } = await setUp();
    const first = await actingForStore(5, () => service.resend(recorded.id));
    const second = await actingForStore(5, () => service.resend(recorded.id));
    expect(first).toMatchObject({ storeId: 5, orderId: recorded.id, reason: 'resend', status: 'queued' });
    expect(second.id).not.toBe(first.id);
    expect(tasks.subjectsOf(ORDER_EMAIL_TASK)).toEqual([String(first.id), String(second.id)]);
  });

  it('answers 404 for an order of another store, queueing nothing', async () => {
    const { service, recorded, emails, tasks } = await setUp();
    await expect(actingForStore(6, () => service.resend(recorded.id))).rejects.toMatchObject({ status: 404, code: 'resource_not_found' });
    expect([emails.emails.size, tasks.scheduled.length]).toEqual([0, 0]);
  });
});
