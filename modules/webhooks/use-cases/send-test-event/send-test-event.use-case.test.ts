import { actingForStore } from '../../../../shared-kernel/request-context';
import type { OperationResult } from '../../../../infra/operations/operation';
import { WEBHOOK_TOPICS } from '../../domain/topics';
import { inMemoryWebhooks } from '../../test-support/in-memory-webhooks';
import SendTestEvent from './send-test-event.use-case';

async function setUp() {
  const webhooks = inMemoryWebhooks();
  const subscription = await webhooks.subscribe(5, { topics: ['order:created', 'form:submitted'] });
  const useCase = new SendTestEvent(webhooks.subscriptions, webhooks.deliveries, webhooks.storeModes, webhooks.queue, webhooks.clock, webhooks.manualSends, {
    rateLimits: { webhookManualSendsPerMinute: 20 },
  } as never);
  const [operation] = useCase.routes();
  const send = async (topic: string, subscriptionId = subscription.id, storeId = 5) => {
    const input = { params: { subscription_id: subscriptionId }, query: {}, body: { topic }, url: new URL('http://service.test'), headers: {} };
    const result: OperationResult = await actingForStore(storeId, () => webhooks.unitOfWork.run(() => operation!.handler(input as never)));
    if (result.kind !== 'resource') throw new Error('a test event answers its delivery');
    return { status: result.status, delivery: result.data as { id: number; event_id: string; topic: string; test_event: boolean; status: string; attempts_made: number; next_attempt_at: string; attempts: unknown[] } };
  };
  return { ...webhooks, subscription, send, operation: operation! };
}

const exampleOf = (topic: string) => WEBHOOK_TOPICS.find((entry) => entry.topic === topic)!.example;

describe('sending a test event (POST /api/v3/webhook-subscriptions/{subscription_id}/test)', () => {
  it('is declared with the manual sends’ budget, an optional key and the problems it answers', async () => {
    const { operation } = await setUp();
    expect(operation).toMatchObject({
      operationId: 'sendWebhookTestEvent', scopes: ['webhooks:write'], idempotency: 'optional', budget: { name: 'webhook-manual-sends', points: 20 },
      problems: expect.arrayContaining(['resource_not_found', 'validation_failed', 'webhook_subscription_disabled']),
    });
  });

  it('records a delivery of the topic’s example to the subscription, due now, marked as a test event, queues it once committed, and answers 202 with it', async () => {
    const { send, subscription, clock, queue, deliveries } = await setUp();
    const { status, delivery } = await send('form:submitted');
    expect(status).toBe(202);
    expect(delivery).toMatchObject({ topic: 'form:submitted', test_event: true, status: 'pending', attempts_made: 0, next_attempt_at: clock.now().toISOString(), attempts: [] });
    expect(delivery.event_id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const recorded = deliveries.deliveries.get(delivery.id)!;
    expect(recorded).toMatchObject({ storeId: 5, destination: { kind: 'subscription', subscriptionId: subscription.id }, testEvent: true });
    expect(JSON.parse(recorded.body)).toEqual(exampleOf('form:submitted'));
    expect(queue.queued).toEqual([{ id: delivery.id, destination: recorded.destination, attemptsMade: 0, nextAttemptAt: clock.now() }]);
  });

  it('marks a test store’s test event as not live (test mode: livemode on webhook payloads)', async () => {
    const { send, subscribe, storeModes, deliveries } = await setUp();
    storeModes.testStores.add(8);
    const ofTestStore = await subscribe(8);
    const { delivery } = await send('order:created', ofTestStore.id, 8);
    expect(JSON.parse(deliveries.deliveries.get(delivery.id)!.body)).toEqual({ ...exampleOf('order:created'), livemode: false });
  });

  it('sends each test event under an event id of its own', async () => {
    const { send } = await setUp();
    const [first, second] = [(await send('order:created')).delivery, (await send('order:created')).delivery];
    expect(second.id).not.toBe(first.id);
    expect(second.event_id).not.toBe(first.event_id);
  });

  it('refuses a topic the subscription does not name, listing those it does (the rule of domain/test-events.ts)', async () => {
    const { send, queue } = await setUp();
    await expect(send('product:created')).rejects.toMatchObject({
      status: 422, code: 'validation_failed',
      errors: [{ pointer: '/topic', code: 'unsupported_value', detail: 'Not a topic of this subscription.', allowed_values: ['order:created', 'form:submitted'] }],
    });
    await expect(send('no:such-topic')).rejects.toMatchObject({ status: 422, code: 'validation_failed' });
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
