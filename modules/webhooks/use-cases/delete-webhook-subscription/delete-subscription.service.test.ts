import { actingForStore } from '../../../../shared-kernel/request-context';
import { inMemoryWebhooks } from '../../test-support/in-memory-webhooks';
import { DeleteSubscriptionService } from './delete-subscription.service';

describe('deleting a webhook subscription', () => {
  it('removes it with its delivery log, answering what it was; its pending deliveries are never attempted', async () => {
    const { subscriptions, deliveries, subscribe, deliveryTo, clock } = inMemoryWebhooks();
    const subscription = await subscribe(5);
    const pending = await deliveryTo(5, subscription.id, '0b7e5c1a-0000-4000-8000-000000000001');
    const service = new DeleteSubscriptionService(subscriptions);
    await expect(actingForStore(5, () => service.delete(subscription.id))).resolves.toEqual(subscription);
    await expect(subscriptions.find(5, subscription.id)).resolves.toBeUndefined();
    await expect(deliveries.find(5, pending.id)).resolves.toBeUndefined();
    await expect(deliveries.due(clock.now(), 100)).resolves.toEqual([]);
  });

  it('answers 404 for another store’s subscription, and deletes nothing', async () => {
    const { subscriptions, subscribe } = inMemoryWebhooks();
    const subscription = await subscribe(5);
    await expect(actingForStore(6, () => new DeleteSubscriptionService(subscriptions).delete(subscription.id))).rejects.toMatchObject({ status: 404, code: 'resource_not_found' });
    await expect(subscriptions.find(5, subscription.id)).resolves.toEqual(subscription);
  });
});
