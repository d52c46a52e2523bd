import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { aStore, type BuiltStore, type StoreWish } from '../../support/builders';
import { startDeliveringService, type DeliveringService } from '../../support/delivering-service';
import { eventually } from '../../support/eventually';
import { outboxDrained } from '../../support/outbox';
import { TEST_REDIS_URL } from '../../support/test-environment';
import { startTestService, type TestService } from '../../support/test-service';
import { WebhookReceiver } from '../../support/webhook-receiver';
import { startWorkerProcess, type WorkerProcess } from '../../support/worker-process';
import { bearer, idempotencyKey, orderBody } from '../orders/order-fixtures';

/** A store that can take orders: each order is an order:created event for its subscriptions. */
const ORDERING: StoreWish = { customisers: 1, commerce: true };
const DELIVERY_QUEUE = 'webhooks.delivery';

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The samples of a Prometheus text exposition, comments left out. */
function samplesOf(text: string): Sample[] {
  return text
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const [, name, labels = '', value] = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line) ?? [];
      if (!name || value === undefined) throw new Error(`not a Prometheus sample: ${line}`);
      return { name, labels: Object.fromEntries([...labels.matchAll(/(\w+)="([^"]*)"/g)].map(([, key, text]) => [key!, text!])), value: Number(value) };
    });
}

/** The value of the one sample of `name` with these labels, if the exposition has it. */
function valueOf(samples: Sample[], name: string, labels: Record<string, string> = {}): number | undefined {
  return samples.find((sample) => sample.name === name && Object.entries(labels).every(([key, text]) => sample.labels[key] === text))?.value;
}

async function subscribe(service: TestService, store: BuiltStore, url: string): Promise<void> {
  await service.http
    .post('/api/v3/webhook-subscriptions')
    .set(bearer(store.keys.all!))
    .set('Idempotency-Key', idempotencyKey('metrics'))
    .send({ url, topics: ['order:created'] })
    .expect(201);
}

const createOrder = (service: TestService, store: BuiltStore) =>
  service.http.post('/api/v3/orders').set(bearer(store.keys.all!)).set('Idempotency-Key', idempotencyKey()).send(orderBody(store)).expect(201);

// One service for the worker processes of the describes that start them (the embedded one is a service of its own).
let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(() => service?.close());

describe('the worker process’s metrics on METRICS_PORT', () => {
  let store: BuiltStore;
  let receiver: WebhookReceiver;
  let worker: WorkerProcess;
  let dataDir: string;
  const scrape = async () => {
    const response = await fetch(`${worker.metricsUrl}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    return samplesOf(await response.text());
  };

  beforeAll(async () => {
    receiver = await WebhookReceiver.start();
    store = await aStore(service, ORDERING);
    dataDir = await mkdtemp(join(tmpdir(), 'signwright-worker-metrics-'));
    // A hanging receiver holds an attempt for the whole timeout: long enough to be seen however busy the machine.
    worker = await startWorkerProcess({
      DATABASE_URL: service.database.url, REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: service.config.redisKeyPrefix, DATA_DIR: dataDir,
      WEBHOOK_TIMEOUT_SECONDS: '60', WEBHOOK_LEASE_SECONDS: '75',
    });
    await outboxDrained(service);
  });
  afterAll(async () => {
    // Down first: the hanging attempt ends at once, so the worker stops without waiting out its timeout.
    await receiver.down();
    await worker.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('answers /healthz 200 while the worker is alive', async () => {
    const response = await fetch(`${worker.metricsUrl}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('counts a webhook delivered to a real receiver: the task job finished and the attempt delivered', async () => {
    const before = await scrape();
    const delivered = valueOf(before, 'webhook_delivery_attempts_total', { outcome: 'delivered' });
    // Every outcome is there from the start, at zero until it happens.
    for (const outcome of ['retry', 'gone', 'failed']) expect(valueOf(before, 'webhook_delivery_attempts_total', { outcome })).toBeGreaterThanOrEqual(0);
    const finished = valueOf(before, 'task_jobs_total', { queue: DELIVERY_QUEUE, outcome: 'finished' }) ?? 0;

    await subscribe(service, store, receiver.url('/delivered'));
    await createOrder(service, store);
    await receiver.waitFor('/delivered', 1);
    // The receiver answers before the worker records the attempt: the count follows shortly.
    const after = await eventually(async () => {
      const samples = await scrape();
      return valueOf(samples, 'webhook_delivery_attempts_total', { outcome: 'delivered' })! >= delivered! + 1 ? samples : undefined;
    }, 'the delivered attempt to be counted');
    expect(valueOf(after, 'task_jobs_total', { queue: DELIVERY_QUEUE, outcome: 'finished' })).toBeGreaterThanOrEqual(finished + 1);
    for (const state of ['waiting', 'delayed', 'active']) {
      expect(valueOf(after, 'task_queue_depth', { queue: DELIVERY_QUEUE, state })).toBeGreaterThanOrEqual(0);
    }
    expect(valueOf(after, 'task_oldest_pending_age_seconds', { queue: DELIVERY_QUEUE })).toBeGreaterThanOrEqual(0);
  });

  it('shows an attempt held by a hanging receiver: an active job, and a due delivery growing older', async () => {
    receiver.answer('/hanging', 'hang');
    await subscribe(service, store, receiver.url('/hanging'));
    await createOrder(service, store);
    await receiver.waitFor('/hanging', 1);
    const first = await eventually(async () => {
      const samples = await scrape();
      const age = valueOf(samples, 'task_oldest_pending_age_seconds', { queue: DELIVERY_QUEUE });
      return age !== undefined && age > 0 ? samples : undefined;
    }, 'the hanging delivery to be due and not yet done');
    expect(valueOf(first, 'task_queue_depth', { queue: DELIVERY_QUEUE, state: 'active' })).toBeGreaterThanOrEqual(1);
    const age = valueOf(first, 'task_oldest_pending_age_seconds', { queue: DELIVERY_QUEUE })!;
    // Read from the row on each scrape: the same delivery, still due, is older at the next one.
    await eventually(async () => (valueOf(await scrape(), 'task_oldest_pending_age_seconds', { queue: DELIVERY_QUEUE })! > age ? true : undefined), 'the age to grow');
  });

  it('answers other paths 404 and other methods 405, as problems', async () => {
    const missing = await fetch(`${worker.metricsUrl}/api/v3/stores/me`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toBe('application/problem+json');
    expect(await missing.json()).toMatchObject({ status: 404, code: 'route_not_found', request_id: missing.headers.get('x-request-id') });
    const posted = await fetch(`${worker.metricsUrl}/metrics`, { method: 'POST' });
    expect(posted.status).toBe(405);
    expect(posted.headers.get('allow')).toBe('GET, HEAD');
    expect(await posted.json()).toMatchObject({ status: 405, code: 'method_not_allowed' });
  });
});

describe('serve running the workers in its own process (embedded)', () => {
  let delivering: DeliveringService;

  beforeAll(async () => {
    delivering = await startDeliveringService({ mode: 'embedded', stores: [ORDERING] });
  });
  afterAll(() => delivering.close());

  it('shows the worker metrics on its own /metrics, beside the HTTP ones', async () => {
    const { service, receiver } = delivering;
    const store = delivering.stores[0]!;
    await subscribe(service, store, receiver.url('/embedded'));
    await createOrder(service, store);
    await receiver.waitFor('/embedded', 1);
    const samples = await eventually(async () => {
      const found = samplesOf((await service.http.get('/metrics').expect(200)).text);
      return valueOf(found, 'webhook_delivery_attempts_total', { outcome: 'delivered' }) === 1 ? found : undefined;
    }, 'the delivered attempt to be counted');
    expect(valueOf(samples, 'task_jobs_total', { queue: DELIVERY_QUEUE, outcome: 'finished' })).toBeGreaterThanOrEqual(1);
    expect(valueOf(samples, 'task_queue_depth', { queue: DELIVERY_QUEUE, state: 'waiting' })).toBeGreaterThanOrEqual(0);
    expect(valueOf(samples, 'task_oldest_pending_age_seconds', { queue: DELIVERY_QUEUE })).toBeGreaterThanOrEqual(0);
    expect(valueOf(samples, 'http_request_duration_seconds_count', { route: '/api/v3/orders', status: '201' })).toBeGreaterThanOrEqual(1);
  });
});

describe('a worker in production', () => {
  const token = 'a-worker-metrics-token-long-enough-0123';
  let dataDir: string;
  const workers: WorkerProcess[] = [];
  const start = async (env: Record<string, string>) => {
    const worker = await startWorkerProcess({ DATABASE_URL: service.database.url, REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: service.config.redisKeyPrefix, DATA_DIR: dataDir, SIGNWRIGHT_ENV: 'production', ...env });
    workers.push(worker);
    return worker;
  };

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'signwright-worker-production-'));
  });
  afterAll(async () => {
    for (const worker of workers) await worker.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('serves /metrics on its own port without a token, and only to the bearer of METRICS_TOKEN once one is set', async () => {
    const open = await start({});
    expect((await fetch(`${open.metricsUrl}/metrics`)).status).toBe(200);
    const guarded = await start({ METRICS_TOKEN: token });
    const refused = await fetch(`${guarded.metricsUrl}/metrics`);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ code: 'missing_api_key' });
    expect((await fetch(`${guarded.metricsUrl}/metrics`, { headers: { Authorization: `Bearer ${token}` } })).status).toBe(200);
    // Liveness stays open: a load balancer probes it without credentials.
    expect((await fetch(`${guarded.metricsUrl}/healthz`)).status).toBe(200);
  }, 90_000);
});
