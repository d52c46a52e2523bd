import { actingForStore } from '../../../../shared-kernel/request-context';
import { InMemoryOrderEmailRepository } from '../../test-support/in-memory-order-email.repository';
import { ListOrderEmailsService } from './list-order-emails.service';

describe('listing an order’s emails', () => {
  it('answers the emails of the current store’s order, oldest first, as they stand', async () => {
    const emails = new InMemoryOrderEmailRepository();
    const first = await emails.create({ storeId: 5, orderId: 10, reason: 'order_created' });
    await emails.finish(first.id, { status: 'sent', to: ['maker@example.com'] }, new Date('2026-03-01T10:00:00Z'));
    await emails.create({ storeId: 5, orderId: 11, reason: 'order_created' });
    const resent = await emails.create({ storeId: 5, orderId: 10, reason: 'resend' });
    const listed = await actingForStore(5, () => new ListOrderEmailsService(emails).list(10));
    expect(listed.map((email) => [email.id, email.reason, email.status, email.recipient])).toEqual([
      [first.id, 'order_created', 'sent', 'maker@example.com'],
      [resent.id, 'resend', 'queued', null],
    ]);
  });

  it('answers none for another store’s order', async () => {
    const emails = new InMemoryOrderEmailRepository();
    await emails.create({ storeId: 5, orderId: 10, reason: 'order_created' });
    await expect(actingForStore(6, () => new ListOrderEmailsService(emails).list(10))).resolves.toEqual([]);
  });
});
