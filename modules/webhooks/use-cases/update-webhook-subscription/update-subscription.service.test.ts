import { actingForStore } from '../../../../shared-kernel/request-context';
import { inMemoryWebhooks } from '../../test-support/in-memory-webhooks';
import { DestinationUrlsService } from '../../application/destination-urls.service';
import { UpdateSubscriptionService, type SubscriptionPatch } from './update-subscription.service';

async function setUp() {
  const webhooks = inMemoryWebhooks();
  webhooks.outbound.refuse('http://127.0.0.1/hooks', 'it is a loopback address');
  const subscription = await webhooks.subscribe(5, { topics: ['order:created'], description: 'Shop sync' });
  const service = new UpdateSubscriptionService(webhooks.subscriptions, new DestinationUrlsService(webhooks.outbound), webhooks.deliveries, webhooks.queue, webhooks.clock);
  // As the route pipeline runs it: in one transaction, acting for the key's store.
  const update = (patch: SubscriptionPatch, storeId = 5, id = subscription.id) => actingForStore(storeId, () => webhooks.unitOfWork.run(() => service.update(id, patch)));
  return { ...webhooks, subscription, update };
}

describe('updating a webhook subscription', () => {
  it('changes what the patch names, each topic once, and nothing else', async () => {
    const { update, subscription, clock } = await setUp();
    clock.advance(60_000);
    const updated = await update({ url: 'https://receiver.example/v2', topics: ['product:created', 'order:created', 'product:created'] });
    expect(updated).toEqual({ ...subscription, url: 'https://receiver.example/v2', topics: ['product:created', 'order:created'], updatedAt: clock.now() });
  });

  it('writes nothing for a patch that changes nothing', async () => {
    const { update, subscription, clock } = await setUp();
    clock.advance(60_000);
    await expect(update({ url: subscription.url, topics: ['order:created'], description: 'Shop sync', enabled: true })).resolves.toEqual(subscription);
  });

  it('records that the merchant turned it off', async () => {
    const { update, clock } = await setUp();
    await expect(update({ enabled: false })).resolves.toMatchObject({ enabled: false, disabledReason: 'disabled_by_merchant', disabledAt: clock.now() });
  });

  it('turning it on clears why it was off and resumes its pending deliveries once committed', async () => {
    const { update, subscription, subscriptions, deliveryTo, queue, clock } = await setUp();
    await subscriptions.update(5, subscription.id, { enabled: false, disabledReason: 'receiver_gone', disabledAt: clock.now(), failingSince: clock.now() }, clock.now());
    const waiting = await deliveryTo(5, subscription.id, '0b7e5c1a-0000-4000-8000-000000000001');
    expect(queue.queued).toEqual([]);
    await expect(update({ enabled: true })).resolves.toMatchObject({ enabled: true, disabledReason: null, disabledAt: null, failingSince: null });
    expect(queue.queued.map((delivery) => delivery.id)).toEqual([waiting.id]);
  });

  it('refuses a URL that may not receive webhooks, changing nothing', async () => {
    const { update, subscription, subscriptions } = await setUp();
    await expect(update({ url: 'http://127.0.0.1/hooks', description: 'new' })).rejects.toMatchObject({ status: 422, errors: [{ pointer: '/url', code: 'invalid' }] });
    await expect(subscriptions.find(5, subscription.id)).resolves.toEqual(subscription);
  });

  it('answers 404 for another store’s subscription', async () => {
    const { update } = await setUp();
    await expect(update({ enabled: false }, 6)).rejects.toMatchObject({ status: 404, code: 'resource_not_found' });
  });
});
