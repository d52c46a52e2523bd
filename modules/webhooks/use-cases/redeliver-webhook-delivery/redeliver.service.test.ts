import { actingForStore } from '../../../../shared-kernel/request-context';
import { inMemoryWebhooks, TIMINGS } from '../../test-support/in-memory-webhooks';
import { RedeliverService } from './redeliver.service';

const EVENT = '0b7e5c1a-0000-4000-8000-000000000001';

async function setUp() {
  const webhooks = inMemoryWebhooks();
  const subscription = await webhooks.subscribe(5);
  const delivery = await webhooks.deliveryTo(5, subscription.id, EVENT);
  // It failed for good: every attempt of the schedule was spent.
  const attempt = { attemptedAt: webhooks.clock.now(), statusCode: 500, durationMs: 40, error: null, nextRetryAt: null, responseBody: 'upstream down', responseBodyTruncated: false };
  await webhooks.deliveries.recordAttempt(delivery.id, 0, { attempt, status: 'failed', nextAttemptAt: null, failureReason: 'every attempt of the retry schedule failed' });
  const service = new RedeliverService(webhooks.subscriptions, webhooks.deliveries, webhooks.queue, webhooks.clock, TIMINGS, webhooks.manualSends);
  const redeliver = (subscriptionId = subscription.id, deliveryId = delivery.id, storeId = 5) =>
    actingForStore(storeId, () => webhooks.unitOfWork.run(() => service.redeliver(subscriptionId, deliveryId)));
  return { ...webhooks, subscription, delivery, attempt, redeliver };
}

const notFound = { status: 404, code: 'resource_not_found' };

describe('redelivering a delivery', () => {
  it('makes a finished delivery due now for one attempt (its schedule spent), with its id, body and log, and hands it to a worker once committed', async () => {
    const { redeliver, delivery, attempt, clock, queue } = await setUp();
    clock.advance(86_400_000);
    const redelivered = await redeliver();
    expect(redelivered).toMatchObject({
      id: delivery.id, eventId: EVENT, body: delivery.body, status: 'pending', attemptsMade: 1, attemptsInSchedule: TIMINGS.retryDelaysMs.length, nextAttemptAt: clock.now(), failureReason: null,
      attempts: [attempt],
    });
    expect(queue.queued).toEqual([{ id: delivery.id, destination: delivery.destination, attemptsMade: 1, nextAttemptAt: clock.now() }]);
  });

  it('refuses while the subscription is disabled, saying why', async () => {
    const { redeliver, subscriptions, subscription, clock } = await setUp();
    await subscriptions.update(5, subscription.id, { enabled: false, disabledReason: 'receiver_gone', disabledAt: clock.now() }, clock.now());
    await expect(redeliver()).rejects.toMatchObject({ status: 409, code: 'webhook_subscription_disabled', members: { reason: 'receiver_gone' } });
  });

  it('answers 404 for a delivery of another subscription, another store’s, or the product callbacks', async () => {
    const { redeliver, subscribe, deliveryTo, deliveries, subscription, delivery } = await setUp();
    const other = await subscribe(5);
    const ofOther = await deliveryTo(5, other.id, EVENT);
    await deliveries.record([{ storeId: 5, destination: { kind: 'integration', integrationId: 3 }, eventId: EVENT, topic: 'product:created', body: '{}', nextAttemptAt: new Date() }]);
    const callback = [...deliveries.deliveries.values()].find((candidate) => candidate.destination.kind === 'integration')!;
    await expect(redeliver(subscription.id, ofOther.id)).rejects.toMatchObject(notFound);
    await expect(redeliver(subscription.id, callback.id)).rejects.toMatchObject(notFound);
    await expect(redeliver(subscription.id, delivery.id, 6)).rejects.toMatchObject(notFound);
    await expect(redeliver(999, delivery.id)).rejects.toMatchObject(notFound);
  });

  it('queues nothing more for a delivery already due, answering it as it stands, however often it is asked', async () => {
    const { redeliver, queue, manualSends, subscription } = await setUp();
    await redeliver();
    const again = await redeliver();
    await redeliver();
    expect(again).toMatchObject({ status: 'pending', attemptsMade: 1 });
    expect(queue.queued).toHaveLength(1);
    expect(manualSends.spent.get(`5:${subscription.id}`)).toBe(1);
  });

  it('pulls a delivery waiting for a retry forward, keeping its place in the schedule', async () => {
    const { subscribe, deliveryTo, deliveries, clock, redeliver } = await setUp();
    const other = await subscribe(5);
    const waiting = await deliveryTo(5, other.id, '0b7e5c1a-0000-4000-8000-000000000002');
    const attempt = { attemptedAt: clock.now(), statusCode: 503, durationMs: 10, error: null, nextRetryAt: new Date(clock.now().getTime() + 300_000), responseBody: null, responseBodyTruncated: false };
    await deliveries.recordAttempt(waiting.id, 0, { attempt, status: 'pending', nextAttemptAt: attempt.nextRetryAt, failureReason: null });
    expect(await redeliver(other.id, waiting.id)).toMatchObject({ status: 'pending', attemptsInSchedule: 1, nextAttemptAt: clock.now() });
  });

  it('spends the subscription’s budget of manual sends, and refuses with 429 once it is spent', async () => {
    const { redeliver, deliveries, delivery, queue } = await setUp();
    for (let send = 0; send < 3; send += 1) {
      await redeliver();
      const attempt = { attemptedAt: new Date(), statusCode: 500, durationMs: 1, error: null, nextRetryAt: null, responseBody: null, responseBodyTruncated: false };
      await deliveries.recordAttempt(delivery.id, send + 1, { attempt, status: 'failed', nextAttemptAt: null, failureReason: 'failed again' });
    }
    await expect(redeliver()).rejects.toMatchObject({ status: 429, code: 'rate_limited', headers: { 'Retry-After': '60' } });
    expect(queue.queued).toHaveLength(3);
  });
});
