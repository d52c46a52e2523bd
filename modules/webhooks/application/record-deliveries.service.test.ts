import type { RelayedEvent } from '../../../shared-kernel/events/domain-event';
import { inMemoryWebhooks } from '../test-support/in-memory-webhooks';
import { RecordDeliveriesService } from './record-deliveries.service';

const orderCreated: RelayedEvent = { eventId: '0b7e5c1a-0000-4000-8000-000000000001', type: 'order:created', storeId: 5, occurredAt: '2026-03-04T12:00:00Z', payload: { order: { order_id: 41 } } };
const productCreated: RelayedEvent = { ...orderCreated, eventId: '0b7e5c1a-0000-4000-8000-000000000002', type: 'product:created', payload: { product: { product_id: 7 } } };

async function setUp() {
  const webhooks = inMemoryWebhooks();
  const service = new RecordDeliveriesService(webhooks.subscriptions, webhooks.deliveries, webhooks.callbacks, webhooks.storeModes, webhooks.queue, webhooks.clock);
  // As the outbox relay runs it: inside its own transaction.
  const record = (...events: RelayedEvent[]) => webhooks.unitOfWork.run(() => service.record(events));
  const destinations = () => [...webhooks.deliveries.deliveries.values()].map((delivery) => delivery.destination);
  return { ...webhooks, record, destinations };
}

describe('recording an event’s deliveries', () => {
  it('records one delivery for each enabled subscription of the store naming the topic, with the body every attempt sends', async () => {
    const { record, subscribe, deliveries, destinations, clock } = await setUp();
    const listening = await subscribe(5, { topics: ['product:created', 'order:created'] });
    await subscribe(5, { topics: ['product:created'] });
    await subscribe(5, { enabled: false });
    await subscribe(6);
    await record(orderCreated);
    expect(destinations()).toEqual([{ kind: 'subscription', subscriptionId: listening.id }]);
    expect([...deliveries.deliveries.values()][0]).toMatchObject({ eventId: orderCreated.eventId, topic: 'order:created', body: '{"order":{"order_id":41},"livemode":true}', status: 'pending', nextAttemptAt: clock.now() });
  });

  it('says at the body’s top level that an event of a store’s test data is not live (test mode: livemode on webhook payloads)', async () => {
    const { record, subscribe, deliveries, storeModes } = await setUp();
    storeModes.testStores.add(6);
    await subscribe(5);
    await subscribe(6);
    await record(orderCreated, { ...orderCreated, storeId: 6, eventId: '0b7e5c1a-0000-4000-8000-000000000009' });
    expect([...deliveries.deliveries.values()].map((delivery) => [delivery.storeId, JSON.parse(delivery.body).livemode])).toEqual([[5, true], [6, false]]);
  });

  it('hands the new deliveries to the workers once the relay’s transaction commits', async () => {
    const { record, subscribe, queue, deliveries } = await setUp();
    await subscribe(5);
    await record(orderCreated);
    expect(queue.queued.map((delivery) => delivery.id)).toEqual([[...deliveries.deliveries.keys()][0]]);
  });

  it('records an event relayed twice once per destination', async () => {
    const { record, subscribe, deliveries } = await setUp();
    await subscribe(5);
    await record(orderCreated);
    await record(orderCreated);
    expect(deliveries.deliveries.size).toBe(1);
  });

  it('sends product:created to the integration that receives the product’s callbacks as well', async () => {
    const { record, subscribe, callbacks, destinations } = await setUp();
    const listening = await subscribe(5, { topics: ['product:created'] });
    callbacks.integration(5, 2).integration(5, 3).product(7, { storeId: 5, integrationId: 3 });
    await record(productCreated);
    expect(destinations()).toEqual([{ kind: 'subscription', subscriptionId: listening.id }, { kind: 'integration', integrationId: 3 }]);
  });

  it('records a relay batch of events of several stores and topics, each to its own listeners, and queues them together', async () => {
    const { record, subscribe, queue, deliveries } = await setUp();
    const ofFive = await subscribe(5, { topics: ['order:created'] });
    const ofSix = await subscribe(6, { topics: ['order:created', 'product:created'] });
    const second = { ...orderCreated, eventId: '0b7e5c1a-0000-4000-8000-000000000003' };
    const ofStoreSix = { ...productCreated, storeId: 6, eventId: '0b7e5c1a-0000-4000-8000-000000000004' };
    await record(orderCreated, ofStoreSix, second);
    const recorded = [...deliveries.deliveries.values()].map((delivery) => [delivery.eventId, delivery.destination]);
    expect(recorded).toEqual([
      [orderCreated.eventId, { kind: 'subscription', subscriptionId: ofFive.id }],
      [ofStoreSix.eventId, { kind: 'subscription', subscriptionId: ofSix.id }],
      [second.eventId, { kind: 'subscription', subscriptionId: ofFive.id }],
    ]);
    expect(queue.queued).toHaveLength(3);
  });

  it('records nothing where nobody listens, and no callback for a product of another store', async () => {
    const { record, callbacks, deliveries } = await setUp();
    callbacks.integration(5, 2).product(7, { storeId: 6 });
    await record(orderCreated);
    await record(productCreated);
    expect(deliveries.deliveries.size).toBe(0);
  });
});
