import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { startTopology, type Topology } from '../../cluster/topology';
import { aStore, type BuiltStore } from '../../support/builders';
import { eventually } from '../../support/eventually';
import { outboxDrained } from '../../support/outbox';
import { exited, type ServeProcess } from '../../support/serve-process';
import { generatedFont } from '../../support/generated-font';
import { startS3Server, type TestS3Server } from '../../support/s3-server';
import { startTestService, type TestService } from '../../support/test-service';
import { TEST_REDIS_URL } from '../../support/test-environment';
import { WebhookReceiver } from '../../support/webhook-receiver';
import { orderBody } from '../orders/order-fixtures';
import { activeCustomiserOf, designFor } from '../storefront/storefront-fixtures';

/**
 * Issue "Scale out": two API instances and two workers over one PostgreSQL, one Redis and one
 * S3-compatible object store, each process
 * with a DATA_DIR of its own. Requests go to both instances in turn; whatever one instance keeps
 * (idempotency records, limits, caches, deliveries) must hold for the other as for itself.
 *
 * An operator stops one process of several (a rolling deploy, a scale-down) with SIGTERM: an API instance
 * finishes what it is answering and stops accepting, and a client that retries idempotent requests on the
 * other instance sees no failure; a worker finishes or gives back its jobs. Those tests come last, as they
 * take processes away.
 */
const LIMITS = {
  RATE_LIMIT_PER_KEY_PER_MINUTE: '30',
  OPTION_WRITE_BUDGET_PER_MINUTE: '6',
  STOREFRONT_RATE_LIMIT_PER_IP_PER_MINUTE: '8',
};
/**
 * Short enough that a killed or stopped worker's jobs are taken over within seconds (the job lock is the
 * lease), and that an attempt a receiver holds ends within seconds.
 */
const TIMINGS = { JOB_LOCK_SECONDS: '3', TASK_RECOVERY_INTERVAL_MS: '1000', WEBHOOK_TIMEOUT_SECONDS: '3', WEBHOOK_LEASE_SECONDS: '5', WEBHOOK_RETRY_DELAYS_SECONDS: '1,1,1,1,1,1,1' };

describe('several API instances and workers over shared engines', () => {
  let service: TestService;
  let topology: Topology;
  let receiver: WebhookReceiver;
  let s3: TestS3Server;
  let a: ServeProcess;
  let b: ServeProcess;

  /** A Store API call to one instance; `through` alternates by index where a test spreads calls. */
  const call = (instance: ServeProcess, secret: string, path: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}) =>
    fetch(`${topology.urlOf(instance)}${path}`, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers: { Authorization: `Bearer ${secret}`, 'Content-Type': 'application/json', ...init.headers },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    });
  const through = (index: number) => (index % 2 === 0 ? a : b);
  const newStore = () => aStore(service, { customisers: [{ pricingModel: 'simple_letter' }], commerce: true });

  beforeAll(async () => {
    receiver = await WebhookReceiver.start();
    s3 = await startS3Server();
    service = await startTestService();
    topology = await startTopology({
      BLOB_STORAGE_URL: s3.url('cluster'),
      AWS_ACCESS_KEY_ID: process.env.AWS_ACCESS_KEY_ID!,
      AWS_SECRET_ACCESS_KEY: process.env.AWS_SECRET_ACCESS_KEY!,
      DATABASE_URL: service.database.url,
      REDIS_URL: TEST_REDIS_URL,
      REDIS_KEY_PREFIX: service.config.redisKeyPrefix,
      ...LIMITS,
      ...TIMINGS,
    });
    [a, b] = topology.api as [ServeProcess, ServeProcess];
  }, 180_000);
  afterAll(async () => {
    await topology?.stop();
    await service?.close();
    await receiver?.down();
    await s3?.close();
  });

  const deliveries = async (subscriptionId: number) =>
    (
      await sql<{ event_id: string; status: string; successes: number }>`
        select d.event_id, d.status,
          (select count(*)::int from webhooks.delivery_attempts t where t.delivery_id = d.id and t.status_code between 200 and 299) as successes
        from webhooks.deliveries d where d.subscription_id = ${subscriptionId}`.execute(service.runtime.database.root)
    ).rows;
  const allDelivered = (subscriptionId: number, count: number) =>
    eventually(async () => {
      const rows = await deliveries(subscriptionId);
      return rows.length === count && rows.every((row) => row.status === 'delivered') ? rows : undefined;
    }, `${count} deliveries delivered`, 120_000);
  it('takes an upload declared on one instance through the other, attaches it through the first, and serves it from the second', async () => {
    const store = await newStore();
    const font = generatedFont('Cluster Display');
    const declared = await call(a, store.keys.all!, '/api/v3/uploads', {
      body: { purpose: 'font_ttf', filename: 'cluster.ttf', content_type: 'font/ttf', byte_size: font.length },
      headers: { 'Idempotency-Key': randomUUID() },
    });
    expect(declared.status).toBe(201);
    const upload = ((await declared.json()) as { data: { id: string; upload_target: { url: string } } }).data;
    const target = new URL(upload.upload_target.url);
    const sent = await fetch(`${topology.urlOf(b)}${target.pathname}${target.search}`, { method: 'PUT', headers: { 'Content-Type': 'font/ttf' }, body: new Uint8Array(font) });
    expect(sent.status).toBe(200);
    const customiser = store.customisers[0]!;
    const attached = await call(a, store.keys.all!, `/api/v3/customisers/${customiser.id}/fonts/${customiser.options.unreferenced.fonts!}/font-file`, { method: 'PUT', body: { upload_id: upload.id } });
    expect(attached.status).toBe(200);
    const served = await fetch(`${topology.urlOf(b)}/font-files/${upload.id}.ttf`);
    expect(served.status).toBe(200);
    expect(Buffer.compare(Buffer.from(await served.arrayBuffer()), font)).toBe(0);
  });

  describe('idempotency', () => {
    it('answers a key replayed on the other instance with the stored answer, creating nothing twice', async () => {
      const store = await newStore();
      const key = randomUUID();
      const body = orderBody(store);
      const first = await call(a, store.keys.all!, '/api/v3/orders', { body, headers: { 'Idempotency-Key': key } });
      expect(first.status).toBe(201);
      const replay = await call(b, store.keys.all!, '/api/v3/orders', { body, headers: { 'Idempotency-Key': key } });
      expect(replay.status).toBe(201);
      expect(replay.headers.get('idempotency-replay')).toBe('true');
      expect((await replay.json()).data).toEqual((await first.json()).data);
    });

    it('applies concurrent duplicates sent to both instances once', async () => {
      const store = await newStore();
      const key = randomUUID();
      const body = orderBody(store, { external_id: `concurrent-${key}` });
      const answers = await Promise.all(Array.from({ length: 6 }, (_, index) => call(through(index), store.keys.all!, '/api/v3/orders', { body, headers: { 'Idempotency-Key': key } })));
      // Each duplicate is the stored answer (201, replayed) or refused while the first is in flight (409).
      expect(answers.map((answer) => answer.status).every((status) => status === 201 || status === 409)).toBe(true);
      expect(answers.filter((answer) => answer.status === 201 && answer.headers.get('idempotency-replay') !== 'true')).toHaveLength(1);
      const orders = await call(a, store.keys.all!, '/api/v3/orders?limit=100');
      const created = ((await orders.json()) as { data: { external_id: string | null }[] }).data.filter((listed) => listed.external_id === `concurrent-${key}`);
      expect(created).toHaveLength(1);
    });
  });

  describe('limits are shared', () => {
    it('allows a key its per-minute quota in total across both instances', async () => {
      const store = await newStore();
      const statuses = [];
      for (let index = 0; index < 36; index += 1) statuses.push((await call(through(index), store.keys.all!, '/api/v3/stores/me')).status);
      expect(statuses.filter((status) => status === 200)).toHaveLength(30);
      expect(statuses.slice(30)).toEqual(Array(6).fill(429));
    });

    it('allows a store its option-write budget in total across both instances', async () => {
      const store = await newStore();
      const customiser = store.customisers[0]!;
      const colour = customiser.options.referenced.colours!;
      const statuses = [];
      for (let index = 0; index < 9; index += 1) {
        const answer = await call(through(index), store.keys.all!, `/api/v3/customisers/${customiser.id}/colours/${colour}`, { method: 'PATCH', body: { name: `Colour ${index}` } });
        statuses.push(answer.status);
      }
      expect(statuses).toEqual([...Array(6).fill(200), 429, 429, 429]);
    });

    it('allows a shopper’s address its storefront requests in total across both instances', async () => {
      const store = await newStore();
      const customiser = store.customisers[0]!;
      const shopper = { 'X-Storefront-Key': store.storefront_key, 'X-Forwarded-For': '203.0.113.77' };
      const statuses = [];
      for (let index = 0; index < 11; index += 1) statuses.push((await fetch(`${topology.urlOf(through(index))}/storefront/v1/customisers/${customiser.id}`, { headers: shopper })).status);
      expect(statuses).toEqual([...Array(8).fill(200), 429, 429, 429]);
    });
  });

  it('reprices the storefront read through one instance at once after a pricing write through the other', async () => {
    const store = await aStore(service, { customisers: [{ pricingModel: 'simple_letter' }] });
    const customiser = activeCustomiserOf(store, 'simple_letter');
    const design = designFor(customiser, { colour_id: undefined });
    const price = async () => {
      const answer = await fetch(`${topology.urlOf(b)}/storefront/v1/customisers/${customiser.id}/price`, {
        method: 'POST',
        headers: { 'X-Storefront-Key': store.storefront_key, 'Content-Type': 'application/json', 'X-Forwarded-For': '203.0.113.78' },
        body: JSON.stringify(design),
      });
      expect(answer.status).toBe(200);
      return ((await answer.json()) as { data: { lines: { code: string; amount: number }[] } }).data.lines.find((line) => line.code === 'base')!.amount;
    };
    expect(await price()).not.toBe(12_345);
    const document = (await (await call(a, store.keys.all!, `/api/v3/customisers/${customiser.id}/pricing`)).json()).data;
    const rows = document.base_pricing.rows.map((row: { size_id: number; base_price: Record<string, number> }) =>
      row.size_id === customiser.options.referenced.sizes ? { ...row, base_price: { ...row.base_price, line_1: 12_345 } } : row,
    );
    const written = await call(a, store.keys.all!, `/api/v3/customisers/${customiser.id}/pricing`, { method: 'PATCH', body: { base_pricing: { ...document.base_pricing, rows } } });
    expect(written.status).toBe(200);
    expect(await price()).toBe(12_345);
  });

  describe('deliveries by two workers', () => {
    const subscribe = async (store: BuiltStore, path: string) => {
      const answer = await call(a, store.keys.all!, '/api/v3/webhook-subscriptions', { body: { url: receiver.url(path), topics: ['order:created'] }, headers: { 'Idempotency-Key': randomUUID() } });
      expect(answer.status).toBe(201);
      return ((await answer.json()) as { data: { id: number } }).data;
    };
    const order = async (store: BuiltStore, index: number) => {
      const answer = await call(through(index), store.keys.all!, '/api/v3/orders', { body: orderBody(store, { external_id: `cluster-${randomUUID()}` }), headers: { 'Idempotency-Key': randomUUID() } });
      expect(answer.status).toBe(201);
    };

    // Orders through both instances, each event a job either worker may take.
    it('delivers every event with exactly one successful attempt', async () => {
      const store = await newStore();
      await outboxDrained(service);
      const subscription = await subscribe(store, '/two-workers');
      for (let index = 0; index < 8; index += 1) await order(store, index);
      const rows = await allDelivered(subscription.id, 8);
      expect(rows.map((row) => row.successes)).toEqual(Array(8).fill(1));
      const ids = receiver.at('/two-workers').map((request) => request.headers['webhook-id']);
      expect(new Set(ids).size).toBe(8);
    }, 180_000);

    it('loses nothing when one worker is killed mid-run', async () => {
      const store = await newStore();
      const subscription = await subscribe(store, '/one-killed');
      // The receiver holds its first answers, so the kill lands while deliveries are in flight.
      let held = 0;
      receiver.answer('/one-killed', () => (held++ < 2 ? 'hang' : { status: 200, body: '{"ok":true}' }));
      for (let index = 0; index < 6; index += 1) await order(store, index);
      await receiver.waitFor('/one-killed', 2);
      await topology.workers[0]!.kill();
      const rows = await allDelivered(subscription.id, 6);
      expect(rows.every((row) => row.successes >= 1)).toBe(true);
      const delivered = new Set(receiver.at('/one-killed').map((request) => request.headers['webhook-id']));
      expect(delivered.size).toBe(6);
    }, 180_000);
  });

  describe('stopping one process of several', () => {
    /**
     * A client as the guide describes: a request that fails before any answer (the connection refused or
     * dropped) is sent again, with the same Idempotency-Key, to the other instance.
     */
    async function send(secret: string, preferred: number, path: string, init: { body?: unknown; key?: string } = {}): Promise<Response> {
      const instances = topology.api;
      for (let attempt = 0; attempt < instances.length * 2; attempt += 1) {
        const instance = instances[(preferred + attempt) % instances.length]!;
        try {
          return await fetch(`${topology.urlOf(instance)}${path}`, {
            method: init.body === undefined ? 'GET' : 'POST',
            headers: { Authorization: `Bearer ${secret}`, 'Content-Type': 'application/json', ...(init.key ? { 'Idempotency-Key': init.key } : {}) },
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
      // Two clients a store, each store's requests within its key's quota (LIMITS): half of each client's
      // requests sent before and while the instance stops, the other half once it is gone.
      const stores = [await newStore(), await newStore()];
      const perClient = 12;
      let gone!: () => void;
      const stopped = new Promise<void>((resolve) => (gone = resolve));
      const statuses: number[] = [];
      const client = async (lane: number) => {
        const store = stores[lane % 2]!;
        for (let index = 0; index < perClient; index += 1) {
          if (index === perClient / 2) await stopped;
          const answer = index % 3 === 0
            ? await send(store.keys.all!, lane + index, '/api/v3/orders', { body: orderBody(store, { external_id: `rolling-${randomUUID()}` }), key: randomUUID() })
            : await send(store.keys.all!, lane + index, '/api/v3/stores/me');
          statuses.push(answer.status);
        }
      };
      const clients = Array.from({ length: 4 }, (_, lane) => client(lane));
      await eventually(() => (statuses.length >= 12 ? true : undefined), 'the load to be under way');
      stopping.child.kill('SIGTERM');
      await exited(stopping.child);
      const answeredBefore = statuses.length;
      gone();
      await Promise.all(clients);

      expect(statuses.length - answeredBefore).toBeGreaterThanOrEqual(20);
      expect(stopping.child.exitCode).toBe(0);
      expect(statuses.filter((status) => status !== 200 && status !== 201)).toEqual([]);
      await expect(fetch(`${topology.urlOf(stopping)}/healthz`)).rejects.toThrow();
    }, 120_000);

    it('lets a worker stopped mid-delivery finish or give back its jobs: every event is delivered', async () => {
      const store = await newStore();
      // The worker killed above is gone: one more, so that another is running when this one stops.
      await topology.addWorker();
      const answer = await send(store.keys.all!, 1, '/api/v3/webhook-subscriptions', { body: { url: receiver.url('/worker-stopped'), topics: ['order:created'] }, key: randomUUID() });
      expect(answer.status).toBe(201);
      const subscription = ((await answer.json()) as { data: { id: number } }).data;
      // The first answers never come, so the stop lands while attempts are in flight.
      let held = 0;
      receiver.answer('/worker-stopped', () => (held++ < 2 ? 'hang' : { status: 200, body: '{"ok":true}' }));
      for (let index = 0; index < 6; index += 1) {
        expect((await send(store.keys.all!, 1, '/api/v3/orders', { body: orderBody(store, { external_id: `stopped-${randomUUID()}` }), key: randomUUID() })).status).toBe(201);
      }
      await receiver.waitFor('/worker-stopped', 2);
      await topology.workers[1]!.stop();

      const rows = await allDelivered(subscription.id, 6);
      expect(rows).toHaveLength(6);
      expect(new Set(receiver.at('/worker-stopped').map((request) => request.headers['webhook-id'])).size).toBe(6);
    }, 150_000);
  });
});
