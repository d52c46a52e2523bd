import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { EVENT_OUTBOX, type EventOutbox } from '../../../shared-kernel/events/domain-event';
import { eventually } from '../../support/eventually';
import { outboxDrained } from '../../support/outbox';
import { startDeliveringService, type DeliveringService } from '../../support/delivering-service';
import { startPrivateRedis, type PrivateRedis } from '../../support/private-redis';
import { startTestService, type TestService } from '../../support/test-service';
import { TEST_REDIS_URL } from '../../support/test-environment';
import { WebhookReceiver } from '../../support/webhook-receiver';
import { startWorkerProcess } from '../../support/worker-process';
import { aStore, type BuiltStore, type StoreWish } from '../../support/builders';
import { bearer, idempotencyKey, orderBody } from '../orders/order-fixtures';

/**
 * The webhooks issue's fault tests, against the real PostgreSQL, Redis and worker processes: delivery
 * is at least once, and nothing pending is lost to a crash, a Redis restart or a receiver's trouble.
 *
 * They run on production's mechanisms with shorter timings (docs/configuration.md): a lease, a timeout
 * and a first retry of seconds prove the same recoveries as 30 s, 15 s and 5 s would, in seconds.
 */
const RETRY_MS = 1_000;
const SHORT_TIMINGS = {
  // Seven retries as in the contract, each a second away: a second failure costs a test a second, not 5 min.
  WEBHOOK_RETRY_DELAYS_SECONDS: Array.from({ length: 7 }, () => RETRY_MS / 1000).join(','),
  // The pass that queues again what a Redis restart lost: once a second is soon enough to wait on, and each
  // pass queries every task kind, a steady cost for as long as the file runs.
  TASK_RECOVERY_INTERVAL_MS: '1000',
};

/** A store that can take orders: its products are what the orders name. */
const ORDERING: StoreWish = { customisers: 1, commerce: true };

const deliveryRows = async (service: TestService, subscriptionId: number) =>
  (
    await sql<{ id: number; event_id: string; status: string; successes: number; attempts: number }>`
      select d.id, d.event_id, d.status,
        (select count(*)::int from webhooks.delivery_attempts a where a.delivery_id = d.id and a.status_code between 200 and 299) as successes,
        (select count(*)::int from webhooks.delivery_attempts a where a.delivery_id = d.id) as attempts
      from webhooks.deliveries d where d.subscription_id = ${subscriptionId} order by d.id`.execute(service.runtime.database.root)
  ).rows;

async function subscribe(service: TestService, store: BuiltStore, url: string): Promise<{ id: number }> {
  const response = await service.http
    .post('/api/v3/webhook-subscriptions')
    .set(bearer(store.keys.all!))
    .set('Idempotency-Key', idempotencyKey('faults'))
    .send({ url, topics: ['order:created'] })
    .expect(201);
  return response.body.data;
}

const createOrder = (service: TestService, store: BuiltStore) =>
  service.http.post('/api/v3/orders').set(bearer(store.keys.all!)).set('Idempotency-Key', idempotencyKey()).send(orderBody(store)).expect(201);

const deliveryLog = async (service: TestService, store: BuiltStore, subscriptionId: number) =>
  (await service.http.get(`/api/v3/webhook-subscriptions/${subscriptionId}/deliveries`).set(bearer(store.keys.all!)).expect(200)).body.data;

const allDelivered = (service: TestService, subscriptionId: number, count: number, timeoutMs: number) =>
  eventually(async () => {
    const rows = await deliveryRows(service, subscriptionId);
    return rows.length === count && rows.every((row) => row.status === 'delivered') ? rows : undefined;
  }, `${count} deliveries delivered`, timeoutMs);

describe('webhook delivery under faults', () => {
  describe('the worker process killed in the middle of a delivery', () => {
    // The timeout leaves the kill seconds to land mid-attempt, however busy the machine. BullMQ's hold on the
    // job (JOB_LOCK_SECONDS) is the lease (decision 0020): shortened so the new worker finds the stalled job
    // within seconds; the receiver's slot (WEBHOOK_LEASE_SECONDS) frees soon after.
    const timings = { ...SHORT_TIMINGS, WEBHOOK_TIMEOUT_SECONDS: '5', WEBHOOK_LEASE_SECONDS: '7', JOB_LOCK_SECONDS: '3' };
    let service: TestService;
    let store: BuiltStore;
    let receiver: WebhookReceiver;
    let dataDir: string;

    beforeAll(async () => {
      receiver = await WebhookReceiver.start();
      service = await startTestService({ env: timings });
      store = await aStore(service, ORDERING);
      dataDir = await mkdtemp(join(tmpdir(), 'signwright-worker-'));
    });
    afterAll(async () => {
      await service.close();
      await receiver.down();
      await rm(dataDir, { recursive: true, force: true });
    });

    it('delivers the event after a new worker starts, with the same id, and records one successful attempt', async () => {
      const env = { DATABASE_URL: service.database.url, REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: service.config.redisKeyPrefix, DATA_DIR: dataDir, ...timings };
      receiver.answer('/killed', (request) => (receiver.at('/killed').indexOf(request) === 0 ? 'hang' : { status: 200, body: '{"ok":true}' }));
      const first = await startWorkerProcess(env);
      await outboxDrained(service);
      const subscription = await subscribe(service, store, receiver.url('/killed'));
      await createOrder(service, store);
      const [inFlight] = await receiver.waitFor('/killed', 1);
      await first.kill();

      const second = await startWorkerProcess(env);
      try {
        const [, delivered] = await receiver.waitFor('/killed', 2, 60_000);
        expect(delivered!.headers['x-webhook-id']).toBe(inFlight!.headers['x-webhook-id']);
        expect(delivered!.body).toBe(inFlight!.body);
        const [row] = await allDelivered(service, subscription.id, 1, 30_000);
        // One attempt only: the killed worker recorded none, so it died in the middle of its attempt.
        expect(row).toMatchObject({ event_id: inFlight!.headers['x-webhook-id'], successes: 1, attempts: 1 });
      } finally {
        await second.stop();
      }
    }, 120_000);
  });

  describe('with the workers in this process', () => {
    // The hanging attempts of the Redis restart must outlast it (the timeout), and the lease must outlast them.
    const TIMEOUT_MS = 5_000;
    let redis: PrivateRedis;
    let service: TestService;
    let store: BuiltStore;
    let receiver: WebhookReceiver;

    let delivering: DeliveringService;

    beforeAll(async () => {
      redis = await startPrivateRedis();
      delivering = await startDeliveringService({ env: { REDIS_URL: redis.url, ...SHORT_TIMINGS, WEBHOOK_TIMEOUT_SECONDS: String(TIMEOUT_MS / 1000), WEBHOOK_LEASE_SECONDS: '10' }, stores: [ORDERING] });
      ({ service, receiver } = delivering);
      store = delivering.stores[0]!;
    });
    afterAll(async () => {
      await delivering.close();
      await redis.down();
    });

    it('retries while the receiver is down and delivers once it is up', async () => {
      const subscription = await subscribe(service, store, receiver.url('/down'));
      await receiver.down();
      await createOrder(service, store);
      const failed = await eventually(async () => (await deliveryRows(service, subscription.id)).find((row) => row.attempts >= 1), 'the refused attempt');
      expect(failed.status).toBe('pending');
      await receiver.up();
      const [row] = await allDelivered(service, subscription.id, 1, 30_000);
      expect(row).toMatchObject({ successes: 1 });
      // However soon a retry comes after the receiver is up, every attempt before the one it answered was refused.
      const [delivery] = await deliveryLog(service, store, subscription.id);
      const refused = delivery.attempts.slice(0, -1);
      expect(refused.length).toBeGreaterThanOrEqual(1);
      expect(refused).toEqual(refused.map(() => expect.objectContaining({ status_code: null, error: expect.stringContaining('ECONNREFUSED') })));
      expect(delivery.attempts.at(-1)).toMatchObject({ status_code: 200, error: null });
      expect(receiver.at('/down')).toHaveLength(1);
    }, 60_000);

    it('gives up on a receiver that hangs after the configured timeout, and delivers on the retry', async () => {
      receiver.answer('/hangs', (request) => (receiver.at('/hangs').indexOf(request) === 0 ? 'hang' : { status: 200, body: '{"ok":true}' }));
      const subscription = await subscribe(service, store, receiver.url('/hangs'));
      await createOrder(service, store);
      const [row] = await allDelivered(service, subscription.id, 1, 30_000);
      expect(row).toMatchObject({ successes: 1, attempts: 2 });
      const [delivery] = await deliveryLog(service, store, subscription.id);
      expect(delivery.attempts[0]).toMatchObject({ status_code: null, error: `no answer within ${TIMEOUT_MS / 1000} s` });
      expect(delivery.attempts[0].duration_ms).toBeGreaterThanOrEqual(TIMEOUT_MS);
      const [first, second] = receiver.at('/hangs');
      expect(second!.headers['x-webhook-id']).toBe(first!.headers['x-webhook-id']);
      // The schedule's wait follows the time the attempt waited for an answer.
      expect(second!.receivedAt.getTime() - first!.receivedAt.getTime()).toBeGreaterThanOrEqual(TIMEOUT_MS + RETRY_MS);
    }, 60_000);

    // Four times as many events as a receiver has attempt slots keep every receiver's four slots full and
    // refilled, as a thousand would, while its deliveries wait their turn.
    it('delivers 16 events to 4 receivers, each delivery with exactly one successful attempt', async () => {
      const events = 16;
      const receivers = await Promise.all(Array.from({ length: 4 }, () => WebhookReceiver.start()));
      try {
        const subscriptions = [];
        for (const each of receivers) subscriptions.push(await subscribe(service, store, each.url('/bulk')));
        const eventIds = Array.from({ length: events }, () => randomUUID());
        await service.runtime.database.run(() =>
          service.container
            .get<EventOutbox>(EVENT_OUTBOX)
            .add(eventIds.map((id, index) => ({ id, type: 'order:created', storeId: store.id, occurredAt: new Date(), payload: { order: { order_id: index } } }))),
        );
        // One generous deadline for all: a busy machine delivers later, never differently.
        const deadline = Date.now() + 150_000;
        for (const subscription of subscriptions) {
          const rows = await allDelivered(service, subscription.id, events, deadline - Date.now());
          expect(rows.filter((row) => row.successes !== 1)).toEqual([]);
        }
        for (const each of receivers) expect(new Set(each.at('/bulk').map((request) => request.headers['x-webhook-id']))).toEqual(new Set(eventIds));
      } finally {
        await Promise.all(receivers.map((each) => each.down()));
      }
    }, 180_000);

    // Last: it takes Redis and the receiver away.
    describe('Redis restarted while events are pending', () => {
      it('loses nothing: events in flight, waiting, and committed while it was down are all delivered once it is back, empty', async () => {
        const hanging = 4;
        receiver.answer('/restart', (request) => (receiver.at('/restart').indexOf(request) < hanging ? 'hang' : { status: 200, body: '{"ok":true}' }));
        const subscription = await subscribe(service, store, receiver.url('/restart'));
        for (let index = 0; index < 6; index += 1) await createOrder(service, store);
        await receiver.waitFor('/restart', hanging);
        await redis.down();
        await service.runtime.database.run(() =>
          service.container
            .get<EventOutbox>(EVENT_OUTBOX)
            .add(Array.from({ length: 6 }, (_, index) => ({ id: randomUUID(), type: 'order:created', storeId: store.id, occurredAt: new Date(), payload: { order: { order_id: -index } } }))),
        );
        await redis.up();
        // The attempts that hung lose their connections: they fail, and are retried.
        await receiver.down();
        await receiver.up();

        const rows = await allDelivered(service, subscription.id, 12, 60_000);
        const delivered = new Set(receiver.at('/restart').map((request) => request.headers['x-webhook-id']));
        expect(rows.filter((row) => !delivered.has(row.event_id))).toEqual([]);
        expect(rows.map((row) => row.successes)).toEqual(rows.map(() => 1));
      }, 120_000);
    });
  });
});
