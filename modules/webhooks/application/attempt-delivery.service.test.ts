import { actingForStore } from '../../../shared-kernel/request-context';
import { FAILING_TOO_LONG_MS } from '../domain/subscription';
import { MAX_JITTER } from '../domain/delivery-schedule';
import { verifyWebhook } from '../domain/webhook-signature';
import { SECRET, TIMINGS, inMemoryWebhooks } from '../test-support/in-memory-webhooks';
import { AttemptDeliveryService } from './attempt-delivery.service';
import type { AttemptRecording, TaskRef } from '../../../shared-kernel/tasks';
import { RotateSubscriptionSecretService } from '../use-cases/rotate-webhook-subscription-secret/rotate-subscription-secret.service';

const RECEIVER = 'https://receiver.example/hooks';
const EVENT = '0b7e5c1a-0000-4000-8000-000000000001';

async function setUp() {
  const webhooks = inMemoryWebhooks();
  const subscription = await webhooks.subscribe(5, { url: RECEIVER });
  const service = new AttemptDeliveryService(
    webhooks.deliveries, webhooks.subscriptions, webhooks.callbacks, webhooks.callbacks, webhooks.outbound, webhooks.clock, TIMINGS, webhooks.metrics,
  );
  /** The task engine's part: each attempt's record in one transaction. */
  const recording: AttemptRecording = { together: (writes) => webhooks.unitOfWork.run(writes) };
  const delivery = await webhooks.deliveryTo(5, subscription.id, EVENT);
  /** The job of the delivery's next attempt, as the task engine hands it to a worker. */
  const leased = async (id = delivery.id): Promise<TaskRef> => ({ id, attempts: webhooks.deliveries.stored(id)!.attemptsMade });
  const state = (id = delivery.id) => webhooks.deliveries.stored(id)!;
  const subscriptionNow = () => webhooks.subscriptions.find(5, subscription.id).then((found) => found!);
  const attempts = {
    attempt: (task: TaskRef) => service.attempt(task, recording),
    attemptInTurn: (tasks: readonly TaskRef[]) => service.attemptInTurn(tasks, recording),
  };
  return { ...webhooks, subscription, service: attempts, leased, delivery, state, subscriptionNow };
}

describe('attempting a delivery', () => {
  it('POSTs the body signed with the subscription’s secret and marks the delivery delivered', async () => {
    const { service, leased, outbound, delivery, state, clock, deliveries } = await setUp();
    await service.attempt(await leased());
    expect(outbound.posts).toHaveLength(1);
    const [post] = outbound.posts;
    expect(post).toMatchObject({ url: RECEIVER, body: delivery.body, timeoutMs: TIMINGS.attemptTimeoutMs, headers: { 'content-type': 'application/json' } });
    expect(verifyWebhook({ headers: post!.headers, body: post!.body, secret: SECRET, now: clock.now() })).toEqual({ id: EVENT, timestamp: Math.floor(clock.now().getTime() / 1000) });
    expect(state()).toMatchObject({ status: 'delivered', attemptsMade: 1, deliveredAt: clock.now(), nextAttemptAt: null });
    await expect(deliveries.attemptsOf(delivery.id)).resolves.toEqual([
      { attemptedAt: clock.now(), statusCode: 200, durationMs: 12, error: null, nextRetryAt: null, responseBody: '', responseBodyTruncated: false },
    ]);
  });

  it('names the topic in webhook-topic and x-webhook-topic beside the signature headers', async () => {
    const { service, leased, outbound } = await setUp();
    await service.attempt(await leased());
    expect(outbound.posts[0]!.headers).toMatchObject({ 'webhook-topic': 'order:created', 'x-webhook-topic': 'order:created', 'webhook-id': EVENT, 'x-webhook-id': EVENT });
  });

  it('signs with the new and the old secret while a rotation overlaps, so either verifies', async () => {
    const { service, leased, outbound, subscriptions, subscription, clock } = await setUp();
    const rotated = await actingForStore(5, () => new RotateSubscriptionSecretService(subscriptions, clock).rotate(subscription.id));
    await service.attempt(await leased());
    const [post] = outbound.posts;
    for (const secret of [rotated.secret, SECRET]) expect(verifyWebhook({ headers: post!.headers, body: post!.body, secret, now: clock.now() }).id).toBe(EVENT);
  });

  it('schedules a retry after a failed attempt, the first wait with at most its jitter', async () => {
    const { service, leased, outbound, state, clock, subscriptionNow } = await setUp();
    outbound.reply(RECEIVER, { status: 503 });
    await service.attempt(await leased());
    const retryAt = state().nextAttemptAt!.getTime() - clock.now().getTime();
    expect(retryAt).toBeGreaterThanOrEqual(TIMINGS.retryDelaysMs[0]!);
    expect(retryAt).toBeLessThanOrEqual(TIMINGS.retryDelaysMs[0]! * (1 + MAX_JITTER));
    expect(state()).toMatchObject({ status: 'pending', attemptsInSchedule: 1, failureReason: null });
    await expect(subscriptionNow()).resolves.toMatchObject({ enabled: true, failingSince: clock.now() });
  });

  it('waits at least as long as the receiver’s Retry-After asks', async () => {
    const { service, leased, outbound, state, clock } = await setUp();
    outbound.reply(RECEIVER, { status: 429, headers: { 'retry-after': '120' } });
    await service.attempt(await leased());
    expect(state().nextAttemptAt).toEqual(new Date(clock.now().getTime() + 120_000));
  });

  it('logs the status and the body a failing receiver answered', async () => {
    const { service, leased, outbound, deliveries, delivery } = await setUp();
    outbound.reply(RECEIVER, { status: 500, body: '{"error":"database is down"}' });
    await service.attempt(await leased());
    await expect(deliveries.attemptsOf(delivery.id)).resolves.toMatchObject([{ statusCode: 500, responseBody: '{"error":"database is down"}', responseBodyTruncated: false, error: null }]);
  });

  it('reads at most 4 KiB of an answer, and logs that it went on', async () => {
    const { service, leased, outbound, deliveries, delivery } = await setUp();
    outbound.reply(RECEIVER, { status: 502, body: `<html>${'x'.repeat(10_000)}</html>` });
    await service.attempt(await leased());
    expect(outbound.posts[0]!.answerLimitBytes).toBe(4096);
    const [attempt] = await deliveries.attemptsOf(delivery.id);
    expect(attempt).toMatchObject({ statusCode: 502, responseBody: `<html>${'x'.repeat(4090)}`, responseBodyTruncated: true });
  });

  it('keeps a NUL of an answer, which the log cannot store, as U+FFFD', async () => {
    const { service, leased, outbound, deliveries, delivery } = await setUp();
    outbound.reply(RECEIVER, { status: 400, body: 'bad\u0000byte' });
    await service.attempt(await leased());
    await expect(deliveries.attemptsOf(delivery.id)).resolves.toMatchObject([{ responseBody: 'bad\uFFFDbyte' }]);
  });

  it('logs why a receiver could not be reached, with no answer body, and retries', async () => {
    const { service, leased, outbound, deliveries, delivery, state, clock } = await setUp();
    outbound.reply(RECEIVER, Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }), Object.assign(new Error('aborted'), { name: 'TimeoutError' }));
    await service.attempt(await leased());
    clock.set(state().nextAttemptAt!);
    await service.attempt(await leased());
    expect((await deliveries.attemptsOf(delivery.id)).map((attempt) => [attempt.statusCode, attempt.error, attempt.responseBody, attempt.responseBodyTruncated])).toEqual([
      [null, 'ECONNREFUSED: connect ECONNREFUSED', null, false],
      [null, 'no answer within 15 s', null, false],
    ]);
  });

  it('fails the delivery once every attempt of the schedule has failed', async () => {
    const { service, leased, outbound, state, clock } = await setUp();
    outbound.reply(RECEIVER, ...Array(TIMINGS.retryDelaysMs.length + 1).fill({ status: 500 }));
    for (let attempt = 0; attempt <= TIMINGS.retryDelaysMs.length; attempt += 1) {
      if (state().nextAttemptAt) clock.set(state().nextAttemptAt!);
      await service.attempt(await leased());
    }
    expect(state()).toMatchObject({ status: 'failed', attemptsMade: 4, nextAttemptAt: null, failureReason: 'every attempt of the retry schedule failed' });
  });

  it('attempts a test event once: a failure is final, not retried over a day', async () => {
    const { service, outbound, deliveries, subscription, clock } = await setUp();
    await deliveries.record([{ storeId: 5, destination: { kind: 'subscription', subscriptionId: subscription.id }, eventId: 'test-event', topic: 'order:created', body: '{}', nextAttemptAt: clock.now(), testEvent: true }]);
    const test = [...deliveries.deliveries.values()].find((candidate) => candidate.eventId === 'test-event')!;
    outbound.reply(RECEIVER, { status: 500 });
    await service.attempt({ id: test.id, attempts: 0 });
    expect(deliveries.stored(test.id)).toMatchObject({ status: 'failed', attemptsMade: 1, nextAttemptAt: null });
    expect(outbound.posts).toHaveLength(1);
  });

  it('attempts a redelivered finished delivery once: its schedule spent, a failure is final', async () => {
    const { service, leased, outbound, state, deliveries, clock, delivery } = await setUp();
    await service.attempt(await leased());
    await deliveries.redeliver(5, delivery.id, clock.now(), TIMINGS.retryDelaysMs.length);
    outbound.reply(RECEIVER, { status: 500 });
    await service.attempt(await leased());
    expect(state()).toMatchObject({ status: 'failed', attemptsMade: 2, nextAttemptAt: null });
  });

  it('fails the delivery and disables the subscription when the receiver answers 410 Gone', async () => {
    const { service, leased, outbound, state, subscriptionNow, clock } = await setUp();
    outbound.reply(RECEIVER, { status: 410 });
    await service.attempt(await leased());
    expect(state()).toMatchObject({ status: 'failed', failureReason: 'the receiver answered 410 Gone; the subscription is disabled' });
    await expect(subscriptionNow()).resolves.toMatchObject({ enabled: false, disabledReason: 'receiver_gone', disabledAt: clock.now() });
  });

  it('disables a subscription whose attempts have all failed for three days, and a delivered attempt ends a streak', async () => {
    const { service, leased, outbound, subscriptions, subscription, subscriptionNow, clock, deliveryTo } = await setUp();
    await subscriptions.update(5, subscription.id, { failingSince: new Date(clock.now().getTime() - FAILING_TOO_LONG_MS + 1000) }, clock.now());
    await service.attempt(await leased());
    await expect(subscriptionNow()).resolves.toMatchObject({ enabled: true, failingSince: null });

    await subscriptions.update(5, subscription.id, { failingSince: new Date(clock.now().getTime() - FAILING_TOO_LONG_MS) }, clock.now());
    const next = await deliveryTo(5, subscription.id, '0b7e5c1a-0000-4000-8000-000000000002');
    outbound.reply(RECEIVER, { status: 500 });
    await service.attempt(await leased(next.id));
    await expect(subscriptionNow()).resolves.toMatchObject({ enabled: false, disabledReason: 'failing_for_days' });
  });

  it('leaves the delivery pending and unposted while the subscription is disabled (enabling it queues it again)', async () => {
    const { service, leased, outbound, subscriptions, subscription, state, clock } = await setUp();
    const job = await leased();
    await subscriptions.update(5, subscription.id, { enabled: false, disabledReason: 'disabled_by_merchant', disabledAt: clock.now() }, clock.now());
    await expect(service.attempt(job)).resolves.toBeUndefined();
    expect(outbound.posts).toEqual([]);
    expect(state()).toMatchObject({ status: 'pending', attemptsMade: 0 });
  });

  it('does nothing for the job of an earlier attempt, queued again after the delivery moved on', async () => {
    const { service, leased, outbound, state } = await setUp();
    const stale = await leased();
    outbound.reply(RECEIVER, { status: 500, body: '' });
    await service.attempt(stale);
    await service.attempt(stale);
    expect(outbound.posts).toHaveLength(1);
    expect(state().attemptsMade).toBe(1);
  });

  it('logs a destination refused on connection as a failed attempt', async () => {
    const { service, leased, outbound, deliveries, delivery } = await setUp();
    outbound.refuse(RECEIVER, 'it now resolves to a private address');
    await service.attempt(await leased());
    await expect(deliveries.attemptsOf(delivery.id)).resolves.toMatchObject([{ statusCode: null, error: 'refused: it now resolves to a private address' }]);
  });

  it('answers the engine when to try again, and as which attempt, after a failure', async () => {
    const { service, leased, outbound, state } = await setUp();
    outbound.reply(RECEIVER, { status: 503, body: '' });
    const retry = await service.attempt(await leased());
    expect(retry).toEqual({ retryAt: state().nextAttemptAt, attempts: 1 });
  });
});

describe('attempting a product:created callback', () => {
  async function callbackSetUp() {
    const context = await setUp();
    context.callbacks.integration(5, 3).product(7, { storeId: 5, integrationId: 3 }).product(8, { storeId: 5, externalId: 'shop-8' });
    const record = async (productId: number) => {
      const eventId = `0b7e5c1a-0000-4000-8000-00000000010${productId}`;
      await context.deliveries.record([{ storeId: 5, destination: { kind: 'integration', integrationId: 3 }, eventId, topic: 'product:created', body: JSON.stringify({ product: { product_id: productId } }), nextAttemptAt: context.clock.now() }]);
      return [...context.deliveries.deliveries.values()].find((delivery) => delivery.eventId === eventId)!;
    };
    const url = 'https://shop.example/integrations/3/products';
    return { ...context, record, url };
  }

  it('stores the integration’s own id for the product from its answer', async () => {
    const { service, leased, record, outbound, url, callbacks, state } = await callbackSetUp();
    const delivery = await record(7);
    outbound.reply(url, { status: 200, body: '{"external_id":"shop-7"}' });
    await service.attempt(await leased(delivery.id));
    expect(callbacks.products.get(7)!.externalId).toBe('shop-7');
    expect(state(delivery.id).status).toBe('delivered');
  });

  it('reads far enough into a long answer to find its external_id, and logs its first 4 KiB', async () => {
    const { service, leased, record, outbound, url, callbacks, deliveries } = await callbackSetUp();
    const delivery = await record(7);
    const answer = JSON.stringify({ description_html: 'x'.repeat(20_000), external_id: 'shop-7' });
    outbound.reply(url, { status: 200, body: answer });
    await service.attempt(await leased(delivery.id));
    expect(callbacks.products.get(7)!.externalId).toBe('shop-7');
    await expect(deliveries.attemptsOf(delivery.id)).resolves.toMatchObject([{ statusCode: 200, responseBody: answer.slice(0, 4096), responseBodyTruncated: true }]);
  });

  it('retries an answer without an external_id', async () => {
    const { service, leased, record, outbound, url, state, deliveries } = await callbackSetUp();
    const delivery = await record(7);
    outbound.reply(url, { status: 200, body: '{"id":"shop-7"}' });
    await service.attempt(await leased(delivery.id));
    expect(state(delivery.id).status).toBe('pending');
    await expect(deliveries.attemptsOf(delivery.id)).resolves.toMatchObject([{ statusCode: 200, error: 'the answer is not JSON with a non-empty string external_id' }]);
  });

  it('fails the callback whose external_id already names another product of the store', async () => {
    const { service, leased, record, outbound, url, state, callbacks } = await callbackSetUp();
    const delivery = await record(7);
    outbound.reply(url, { status: 200, body: '{"external_id":"shop-8"}' });
    await service.attempt(await leased(delivery.id));
    expect(state(delivery.id)).toMatchObject({ status: 'failed', failureReason: 'external_id shop-8 already names another product of the store' });
    expect(callbacks.products.get(7)!.externalId).toBeNull();
  });

  it('fails the callback at once when the integration no longer receives callbacks', async () => {
    const { service, leased, record, outbound, callbacks, state } = await callbackSetUp();
    const delivery = await record(7);
    callbacks.integrations[0]!.receives = false;
    await service.attempt(await leased(delivery.id));
    expect(outbound.posts).toEqual([]);
    expect(state(delivery.id)).toMatchObject({ status: 'failed', failureReason: 'the integration is disabled or has no create-product URL' });
  });
});

describe('counting delivery attempts for the metrics', () => {
  it('counts each recorded attempt by what it came to: delivered, retry, failed once the schedule is spent', async () => {
    const { service, leased, outbound, state, clock, metrics, deliveryTo, subscription } = await setUp();
    await service.attempt(await leased());
    const next = await deliveryTo(5, subscription.id, '0b7e5c1a-0000-4000-8000-000000000003');
    outbound.reply(RECEIVER, ...Array(TIMINGS.retryDelaysMs.length + 1).fill({ status: 500 }));
    for (let attempt = 0; attempt <= TIMINGS.retryDelaysMs.length; attempt += 1) {
      if (state(next.id).nextAttemptAt) clock.set(state(next.id).nextAttemptAt!);
      await service.attempt(await leased(next.id));
    }
    expect(metrics.recorded).toEqual(['delivered', 'retry', 'retry', 'retry', 'failed']);
  });

  it('counts a 410 as gone', async () => {
    const { service, leased, outbound, metrics } = await setUp();
    outbound.reply(RECEIVER, { status: 410 });
    await service.attempt(await leased());
    expect(metrics.recorded).toEqual(['gone']);
  });

  it('counts nothing for an attempt that did not happen or whose record lost to another: a paused subscription, a stale job, a twin', async () => {
    const { service, leased, outbound, metrics, subscriptions, subscription, clock, deliveryTo } = await setUp();
    // Two workers with the same job: both post, one records; the log shows one attempt, and so do the metrics.
    const job = await leased();
    await Promise.all([service.attempt(job), service.attempt(job)]);
    expect(outbound.posts).toHaveLength(2);
    await service.attempt(job);
    const paused = await deliveryTo(5, subscription.id, '0b7e5c1a-0000-4000-8000-000000000005');
    await subscriptions.update(5, subscription.id, { enabled: false, disabledReason: 'disabled_by_merchant', disabledAt: clock.now() }, clock.now());
    await service.attempt(await leased(paused.id));
    expect(outbound.posts).toHaveLength(2);
    expect(metrics.recorded).toEqual(['delivered']);
  });

  it('counts an attempt at a destination that takes no deliveries any more as failed', async () => {
    const { service, leased, metrics, callbacks, deliveries, clock } = await setUp();
    callbacks.integration(5, 3).product(7, { storeId: 5, integrationId: 3 });
    callbacks.integrations[0]!.receives = false;
    await deliveries.record([{ storeId: 5, destination: { kind: 'integration', integrationId: 3 }, eventId: '0b7e5c1a-0000-4000-8000-000000000106', topic: 'product:created', body: JSON.stringify({ product: { product_id: 7 } }), nextAttemptAt: clock.now() }]);
    const callback = [...deliveries.deliveries.values()].find((delivery) => delivery.destination.kind === 'integration')!;
    await service.attempt(await leased(callback.id));
    expect(metrics.recorded).toEqual(['failed']);
  });

  it('counts a callback whose external_id is taken as failed, as its delivery is recorded', async () => {
    const { service, leased, outbound, metrics, callbacks, deliveries, clock } = await setUp();
    callbacks.integration(5, 3).product(7, { storeId: 5, integrationId: 3 }).product(8, { storeId: 5, externalId: 'shop-8' });
    await deliveries.record([{ storeId: 5, destination: { kind: 'integration', integrationId: 3 }, eventId: '0b7e5c1a-0000-4000-8000-000000000107', topic: 'product:created', body: JSON.stringify({ product: { product_id: 7 } }), nextAttemptAt: clock.now() }]);
    const callback = [...deliveries.deliveries.values()].find((delivery) => delivery.destination.kind === 'integration')!;
    outbound.reply('https://shop.example/integrations/3/products', { status: 200, body: '{"external_id":"shop-8"}' });
    await service.attempt(await leased(callback.id));
    expect(metrics.recorded).toEqual(['failed']);
  });
});

describe("attempting a job's deliveries in turn", () => {
  async function jobOfThree() {
    const webhooks = await setUp();
    const more = [await webhooks.deliveryTo(5, webhooks.subscription.id, '0b7e5c1a-0000-4000-8000-000000000002'), await webhooks.deliveryTo(5, webhooks.subscription.id, '0b7e5c1a-0000-4000-8000-000000000003')];
    const tasks = await Promise.all([webhooks.delivery, ...more].map((delivery) => webhooks.leased(delivery.id)));
    const reads = jest.spyOn(webhooks.deliveries, 'findDue');
    return { ...webhooks, tasks, reads };
  }

  it('reads every delivery of the job as it starts, and answers each attempt once its receiver has, its record written after', async () => {
    const { service, tasks, reads, outbound, state } = await jobOfThree();
    const attempt = service.attemptInTurn(tasks);
    expect(reads).toHaveBeenCalledTimes(3);

    for (const task of tasks) {
      const underway = await attempt(task);
      expect(outbound.posts).toHaveLength(tasks.indexOf(task) + 1);
      await expect(underway.recorded).resolves.toBeUndefined();
      expect(state(task.id)).toMatchObject({ status: 'delivered', attemptsMade: 1 });
    }
    expect(reads).toHaveBeenCalledTimes(3);
  });

  it('after an attempt that did not deliver, reads the rest afresh and waits for each record: a 410 stops the job’s other POSTs', async () => {
    const { service, tasks, reads, outbound, state, subscriptionNow } = await jobOfThree();
    outbound.reply(RECEIVER, { status: 410 });
    const attempt = service.attemptInTurn(tasks);

    const first = await attempt(tasks[0]!);
    // Recorded before the next task's turn: the subscription is disabled by then.
    await expect(subscriptionNow()).resolves.toMatchObject({ enabled: false });
    await expect(first.recorded).resolves.toBeUndefined();
    await attempt(tasks[1]!);
    await attempt(tasks[2]!);

    expect(outbound.posts).toHaveLength(1);
    expect(reads).toHaveBeenCalledTimes(5);
    expect(state(tasks[1]!.id)).toMatchObject({ status: 'pending', attemptsMade: 0 });
  });
});
