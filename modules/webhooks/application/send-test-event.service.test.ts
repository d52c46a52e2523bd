import { actingForStore } from '../../../shared-kernel/request-context';
import { WEBHOOK_TOPICS } from '../domain/topics';
import { inMemoryWebhooks } from '../test-support/in-memory-webhooks';
import { SendTestEventService } from './send-test-event.service';

async function setUp() {
  const webhooks = inMemoryWebhooks();
  const subscription = await webhooks.subscribe(5, { topics: ['order:created', 'form:submitted'] });
  const service = new SendTestEventService(webhooks.subscriptions, webhooks.deliveries, webhooks.storeModes, webhooks.queue, webhooks.clock, webhooks.manualSends);
  const send = (topic: string, subscriptionId = subscription.id, storeId = 5) => actingForStore(storeId, () => webhooks.unitOfWork.run(() => service.send(subscriptionId, topic)));
  return { ...webhooks, subscription, send };
}

const exampleOf = (topic: string) => WEBHOOK_TOPICS.find((entry) => entry.topic === topic)!.example;

describe('sending a test event', () => {
  it('records a delivery of the topic’s example to the subscription, due now, marked as a test event, and queues it once committed', async () => {
    const { send, subscription, clock, queue } = await setUp();
    const delivery = await send('form:submitted');
    expect(delivery).toMatchObject({
      storeId: 5, destination: { kind: 'subscription', subscriptionId: subscription.id }, topic: 'form:submitted', testEvent: true,
      status: 'pending', attemptsMade: 0, nextAttemptAt: clock.now(), attempts: [],
    });
    expect(JSON.parse(delivery.body)).toEqual(exampleOf('form:submitted'));
    expect(delivery.eventId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(queue.queued).toEqual([{ id: delivery.id, destination: delivery.destination, attemptsMade: 0, nextAttemptAt: clock.now() }]);
  });

  it('marks a test store’s test event as not live (test mode: livemode on webhook payloads)', async () => {
    const { send, subscribe, storeModes } = await setUp();
    storeModes.testStores.add(8);
    const ofTestStore = await subscribe(8);
    expect(JSON.parse((await send('order:created', ofTestStore.id, 8)).body)).toEqual({ ...exampleOf('order:created'), livemode: false });
  });

  it('sends each test event under an event id of its own', async () => {
    const { send } = await setUp();
    const [first, second] = [await send('order:created'), await send('order:created')];
    expect(second.id).not.toBe(first.id);
    expect(second.eventId).not.toBe(first.eventId);
  });

  it('refuses a topic the subscription does not name, listing those it does', async () => {
    const { send, queue } = await setUp();
    await expect(send('product:created')).rejects.toMatchObject({
      status: 422, code: 'validation_failed',
      errors: [{ pointer: '/topic', code: 'unsupported_value', detail: 'Not a topic of this subscription.', allowed_values: ['order:created', 'form:submitted'] }],
    });
    expect(queue.queued).toEqual([]);
  });

  it('refuses while the subscription is disabled, saying why', async () => {
    const { send, subscriptions, subscription, clock, deliveries } = await setUp();
    await subscriptions.update(5, subscription.id, { enabled: false, disabledReason: 'failing_for_days', disabledAt: clock.now() }, clock.now());
    await expect(send('order:created')).rejects.toMatchObject({ status: 409, code: 'webhook_subscription_disabled', members: { reason: 'failing_for_days' } });
    expect(deliveries.deliveries.size).toBe(0);
  });

  it('answers 404 for an unknown subscription or another store’s', async () => {
    const { send, subscription } = await setUp();
    await expect(send('order:created', 999)).rejects.toMatchObject({ status: 404, code: 'resource_not_found' });
    await expect(send('order:created', subscription.id, 6)).rejects.toMatchObject({ status: 404, code: 'resource_not_found' });
  });

  it('spends the subscription’s budget of manual sends, and refuses with 429 once it is spent, recording nothing', async () => {
    const { send, deliveries } = await setUp();
    for (let sent = 0; sent < 3; sent += 1) await send('order:created');
    await expect(send('order:created')).rejects.toMatchObject({ status: 429, code: 'rate_limited' });
    expect(deliveries.deliveries.size).toBe(3);
  });
});
