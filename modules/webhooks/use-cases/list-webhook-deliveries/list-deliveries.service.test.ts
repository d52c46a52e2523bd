import { CursorCodec } from '../../../../shared-kernel/http/pagination';
import { actingForStore } from '../../../../shared-kernel/request-context';
import { inMemoryWebhooks } from '../../test-support/in-memory-webhooks';
import { ListDeliveriesService } from './list-deliveries.service';

const event = (n: number) => `0b7e5c1a-0000-4000-8000-00000000000${n}`;

async function setUp() {
  const webhooks = inMemoryWebhooks();
  const subscription = await webhooks.subscribe(5);
  const other = await webhooks.subscribe(5);
  const [first, second, third] = [await webhooks.deliveryTo(5, subscription.id, event(1)), await webhooks.deliveryTo(5, subscription.id, event(2)), await webhooks.deliveryTo(5, subscription.id, event(3))];
  await webhooks.deliveryTo(5, other.id, event(4));
  // The second was attempted and delivered: its attempt is shown inline.
    const attempt = { attemptedAt: webhooks.clock.now(), statusCode: 204, durationMs: 40, error: null, nextRetryAt: null, responseBody: '', responseBodyTruncated: false };
  await webhooks.deliveries.recordAttempt(second.id, 0, { attempt, status: 'delivered', nextAttemptAt: null, failureReason: null });
  return { subscription, first, second, third, attempt, service: new ListDeliveriesService(webhooks.subscriptions, webhooks.deliveries, new CursorCodec('test secret')) };
}

describe('a subscription’s delivery log', () => {
  it('lists the subscription’s deliveries newest first, each with its attempts', async () => {
    const { service, subscription, first, second, third, attempt } = await setUp();
    const page = await actingForStore(5, () => service.list(subscription.id, undefined, { limit: 10 }));
    expect(page.items.map((delivery) => delivery.id)).toEqual([third.id, second.id, first.id]);
    expect(page.items[1]).toMatchObject({ status: 'delivered', attempts: [attempt] });
    expect(page.items[0]!.attempts).toEqual([]);
  });

  it('filters by status, the cursor bound to the filter', async () => {
    const { service, subscription, first, third } = await setUp();
    const page = await actingForStore(5, () => service.list(subscription.id, 'pending', { limit: 1 }));
    expect(page.items.map((delivery) => delivery.id)).toEqual([third.id]);
    await expect(actingForStore(5, () => service.list(subscription.id, 'pending', { limit: 1, cursor: page.nextCursor! }))).resolves.toMatchObject({ items: [{ id: first.id }], nextCursor: null });
    await expect(actingForStore(5, () => service.list(subscription.id, undefined, { limit: 1, cursor: page.nextCursor! }))).rejects.toMatchObject({ status: 422, code: 'invalid_cursor' });
  });

  it('answers 404 for another store’s subscription', async () => {
    const { service, subscription } = await setUp();
    await expect(actingForStore(6, () => service.list(subscription.id, undefined, { limit: 10 }))).rejects.toMatchObject({ status: 404, code: 'resource_not_found' });
  });
});
