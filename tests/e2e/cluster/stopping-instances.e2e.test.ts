import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { startTopology, type Topology } from '../../cluster/topology';
import { aStore, type BuiltStore } from '../../support/builders';
import { eventually } from '../../support/eventually';
import { exited, type ServeProcess } from '../../support/serve-process';
import { startTestService, type TestService } from '../../support/test-service';
import { TEST_REDIS_URL } from '../../support/test-environment';
import { WebhookReceiver } from '../../support/webhook-receiver';
import { orderBody } from '../orders/order-fixtures';

/**
 * Issue "Scale out": an operator stops one process of several (a rolling deploy, a scale-down) with
 * SIGTERM. An API instance finishes what it is answering and stops accepting; a client that retries
 * idempotent requests on the other instance sees no failure. A worker finishes or gives back its jobs.
 */
const TIMINGS = { JOB_LOCK_SECONDS: '3', TASK_RECOVERY_INTERVAL_MS: '200', WEBHOOK_TIMEOUT_SECONDS: '3', WEBHOOK_LEASE_SECONDS: '5', WEBHOOK_RETRY_DELAYS_SECONDS: '1,1,1,1,1,1,1' };

describe('stopping one process of several', () => {
  let service: TestService;
  let topology: Topology;
  let receiver: WebhookReceiver;
  let store: BuiltStore;

  beforeAll(async () => {
    receiver = await WebhookReceiver.start();
    service = await startTestService();
    store = await aStore(service, { customisers: 1, commerce: true });
    topology = await startTopology({ DATABASE_URL: service.database.url, REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: service.config.redisKeyPrefix, ...TIMINGS });
  }, 180_000);
  afterAll(async () => {
    await topology?.stop();
    await service?.close();
    await receiver?.down();
  });

  /**
   * A client as the guide describes: a request that fails before any answer (the connection refused or
   * dropped) is sent again, with the same Idempotency-Key, to the other instance.
   */
  async function send(preferred: number, path: string, init: { body?: unknown; key?: string } = {}): Promise<Response> {
    const instances = topology.api;
    for (let attempt = 0; attempt < instances.length * 2; attempt += 1) {
      const instance = instances[(preferred + attempt) % instances.length]!;
      try {
        return await fetch(`${topology.urlOf(instance)}${path}`, {
          method: init.body === undefined ? 'GET' : 'POST',
          headers: { Authorization: `Bearer ${store.keys.all!}`, 'Content-Type': 'application/json', ...(init.key ? { 'Idempotency-Key': init.key } : {}) },
          ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
        });
      } catch {
        // No answer at all: the instance is stopping or gone; the other one takes the retry.
      }
    }
    throw new Error(`no instance answered ${path}`);
  }

  it('lets an API instance finish its requests and stop accepting, the client seeing no failure', async () => {
    const [stopping] = topology.api as [ServeProcess, ServeProcess];
    let running = true;
    const statuses: number[] = [];
    const client = async (lane: number) => {
      for (let index = 0; running; index += 1) {
        const answer = index % 3 === 0
          ? await send(lane + index, '/api/v3/orders', { body: orderBody(store, { external_id: `rolling-${randomUUID()}` }), key: randomUUID() })
          : await send(lane + index, '/api/v3/stores/me');
        statuses.push(answer.status);
      }
    };
    const clients = Array.from({ length: 4 }, (_, lane) => client(lane));
    await eventually(() => (statuses.length >= 20 ? true : undefined), 'the load to be under way');
    const answeredBefore = statuses.length;
    stopping.child.kill('SIGTERM');
    await exited(stopping.child);
    await eventually(() => (statuses.length >= answeredBefore + 20 ? true : undefined), 'the load to go on through the other instance');
    running = false;
    await Promise.all(clients);

    expect(stopping.child.exitCode).toBe(0);
    expect(statuses.filter((status) => status !== 200 && status !== 201)).toEqual([]);
    await expect(fetch(`${topology.urlOf(stopping)}/healthz`)).rejects.toThrow();
  }, 120_000);

  it('lets a worker stopped mid-delivery finish or give back its jobs: every event is delivered', async () => {
    const answer = await send(1, '/api/v3/webhook-subscriptions', { body: { url: receiver.url('/worker-stopped'), topics: ['order:created'] }, key: randomUUID() });
    expect(answer.status).toBe(201);
    const subscription = ((await answer.json()) as { data: { id: number } }).data;
    // The first answers never come, so the stop lands while attempts are in flight.
    let held = 0;
    receiver.answer('/worker-stopped', () => (held++ < 2 ? 'hang' : { status: 200, body: '{"ok":true}' }));
    for (let index = 0; index < 6; index += 1) {
      expect((await send(1, '/api/v3/orders', { body: orderBody(store, { external_id: `stopped-${randomUUID()}` }), key: randomUUID() })).status).toBe(201);
    }
    await receiver.waitFor('/worker-stopped', 2);
    const [stopping] = topology.workers;
    await stopping!.stop();

    const rows = await eventually(async () => {
      const { rows: found } = await sql<{ status: string }>`select status from webhooks.deliveries where subscription_id = ${subscription.id}`.execute(service.runtime.database.root);
      return found.length === 6 && found.every((row) => row.status === 'delivered') ? found : undefined;
    }, 'every delivery delivered', 90_000);
    expect(rows).toHaveLength(6);
    expect(new Set(receiver.at('/worker-stopped').map((request) => request.headers['webhook-id'])).size).toBe(6);
  }, 150_000);
});
