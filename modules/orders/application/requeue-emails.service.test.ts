import { SettableClock } from '../../../shared-kernel/test-support/settable-clock';
import { InMemoryEmailQueue } from '../test-support/in-memory-email-queue';
import { InMemoryOrderEmailRepository } from '../test-support/in-memory-order-email.repository';
import { REQUEUE_AFTER_MS, RequeueEmailsService } from './requeue-emails.service';

describe('requeueing emails that lost their job', () => {
  it('hands the worker every store’s emails still queued after a minute, oldest first, and none sent or newer', async () => {
    const clock = new SettableClock('2026-03-04T12:00:00Z');
    const emails = new InMemoryOrderEmailRepository(clock);
    const lost = await emails.create({ storeId: 5, orderId: 1, reason: 'order_created' });
    clock.set('2026-03-04T12:00:01Z');
    const sent = await emails.create({ storeId: 5, orderId: 2, reason: 'order_created' });
    await emails.markSent(sent.id, 'maker@signs.example', clock.now());
    clock.set('2026-03-04T12:00:02Z');
    const waiting = await emails.create({ storeId: 6, orderId: 3, reason: 'resend' });
    clock.set('2026-03-04T12:00:30Z');
    const recent = await emails.create({ storeId: 5, orderId: 4, reason: 'resend' });
    const queue = new InMemoryEmailQueue();
    clock.set(new Date(Date.parse('2026-03-04T12:00:10Z') + REQUEUE_AFTER_MS));
    const requeue = new RequeueEmailsService(emails, queue, clock);

    await expect(requeue.requeue()).resolves.toBe(2);
    expect(queue.queued).toEqual([{ id: lost.id, storeId: 5 }, { id: waiting.id, storeId: 6 }]);
    expect(queue.ids()).not.toContain(recent.id);
    // A job still waiting is left as it is: handing its email over again queues nothing more.
    await requeue.requeue();
    expect(queue.ids()).toEqual([lost.id, waiting.id]);
  });
});
