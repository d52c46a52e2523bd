import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { Queue, Worker } from 'bullmq';
import { Client } from 'pg';
import { Agent, request } from 'undici';
import { startWorkers } from '../apps/worker/start-workers';
import type { ServiceProcess } from '../apps/composition/process';
import { BullmqJobQueue } from '../infra/queue/bullmq-job-queue';
import { deleteKeysByPrefix } from '../infra/redis/delete-keys-by-prefix';
import { openWaitingConnection, type RedisConnection } from '../infra/redis/redis-connections';
import { EVENT_OUTBOX, type DomainEvent, type EventOutbox } from '../shared-kernel/events/domain-event';
import { TASK_KINDS, type TaskKind } from '../shared-kernel/tasks';
import type { Benchmark, BenchResult } from './support/bench-result';
import { closeServer, startServiceOnFreshDatabase, type BenchService } from './support/bench-service';
import { Teardown } from './support/teardown';

/**
 * Webhook delivery's benchmark (issue 16): deliveries per second from the outbox to a local receiver,
 * against a bare BullMQ worker that POSTs each job's signed body to a receiver of its own at the same
 * concurrency, in the same run. Rounds alternate the two, after a warm-up round of each, and the median
 * round decides, so a burst of other work on a shared machine weighs on one round, not on the verdict. In
 * a service round the clock runs from writing a batch of order:created events to the outbox until every
 * delivery is recorded as delivered: relay, delivery rows, jobs, lanes, signed POSTs, attempt records.
 */
const BENCHMARK = 'webhook-delivery';
const TOPIC = 'order:created';
const SUBSCRIPTIONS = 10;
/** 4,000 deliveries a round: a few seconds of delivering on a 2-core machine. */
const DEFAULT_EVENTS = 400;
/** Measured rounds of each, after one warm-up round of a quarter of the events. */
const ROUNDS = 3;
const EVENTS_ENV = 'BENCH_WEBHOOK_EVENTS';
/** The webhooks module's queue (modules/webhooks/adapters/jobs/webhook-delivery.queue.ts); its index does not export it. */
const DELIVERY_QUEUE = 'webhooks.delivery';
const EVENTS_PER_TRANSACTION = 500;
const JOBS_PER_BULK = 1000;
/** Waiting reads the receiver's counter, which costs nothing; the database is asked only at the end. */
const POLL_MS = 20;
/** No progress for this long (no new request at the receiver, no raw job finished) means stuck, not slow. */
const STALL_MS = 30_000;
/** Issue 16: the service's delivery path at least half as fast as the bare POSTing worker. */
const GOAL = 0.5;

/** How many events make the backlog: BENCH_WEBHOOK_EVENTS, so a quick check and a careful run share one command. */
function eventsToWrite(): number {
  const raw = process.env[EVENTS_ENV];
  if (raw === undefined || raw === '') return DEFAULT_EVENTS;
  const events = Number(raw);
  if (!Number.isInteger(events) || events < 1) throw new Error(`${EVENTS_ENV} must be a whole number of events, got "${raw}"`);
  return events;
}

interface Receiver {
  url: string;
  received(): number;
  close(): Promise<void>;
}

/** A merchant's endpoint at its cheapest: reads the body, answers as the topic's documentation asks, counts. */
async function startReceiver(): Promise<Receiver> {
  let received = 0;
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      received += 1;
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    received: () => received,
    close: () => closeServer(server),
  };
}

/** Through the API, as a merchant subscribes: the URL is checked by the same rules as in production. */
async function subscribe(service: BenchService, key: string, url: string, count: number): Promise<void> {
  for (let index = 0; index < count; index += 1) {
    const response = await fetch(`${service.baseUrl}/api/v3/webhook-subscriptions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', 'idempotency-key': `bench-subscription-${index}` },
      body: JSON.stringify({ url, topics: [TOPIC] }),
    });
    if (response.status !== 201) throw new Error(`subscribing answered ${response.status} ${(await response.text()).slice(0, 500)}`);
  }
}

/** The payload of an order the seed recorded, so every delivery carries a real order:created body. */
async function seededOrderPayload(client: Client, storeId: number): Promise<unknown> {
  const { rows: [event] } = await client.query<{ payload: unknown }>(
    'select payload from platform.outbox_events where type = $1 and store_id = $2 order by occurred_at limit 1',
    [TOPIC, storeId],
  );
  if (!event) throw new Error(`the seed recorded no ${TOPIC} event for store ${storeId}`);
  return event.payload;
}

/**
 * The seed's own events (its orders, its catalogue changes) would add deliveries and sync jobs the
 * count does not expect; they are marked relayed so the backlog is exactly the benchmark's events.
 */
async function setAsideSeedEvents(client: Client): Promise<void> {
  await client.query('update platform.outbox_events set relayed_at = now() where relayed_at is null');
}

/** The backlog, written the way a change writes its events: through the outbox, inside a transaction. */
async function writeOrderEvents(service: ServiceProcess, storeId: number, payload: unknown, count: number): Promise<void> {
  const outbox = service.container.get<EventOutbox>(EVENT_OUTBOX);
  for (let written = 0; written < count; written += EVENTS_PER_TRANSACTION) {
    const batch: DomainEvent[] = Array.from({ length: Math.min(EVENTS_PER_TRANSACTION, count - written) }, () => ({
      id: randomUUID(),
      type: TOPIC,
      storeId,
      occurredAt: new Date(),
      payload,
    }));
    await service.runtime.database.run(() => outbox.add(batch));
  }
}

async function countDeliveries(client: Client, status?: string): Promise<number> {
  const { rows: [row] } = status
    ? await client.query<{ count: number }>('select count(*)::int as count from webhooks.deliveries where status = $1', [status])
    : await client.query<{ count: number }>('select count(*)::int as count from webhooks.deliveries');
  return row!.count;
}

async function describeStall(client: Client, received: number, expected: number): Promise<string> {
  const { rows } = await client.query<{ status: string; count: number }>('select status, count(*)::int as count from webhooks.deliveries group by status');
  const statuses = rows.map((row) => `${row.count} ${row.status}`).join(', ') || 'no delivery rows';
  return `deliveries stalled: the receiver got ${received} of ${expected} requests in ${STALL_MS / 1000} s; ${statuses}`;
}

/** Until every expected delivery is recorded as delivered; fails when the receiver stops hearing from the service. */
async function waitUntilDelivered(client: Client, receiver: Receiver, expected: number): Promise<void> {
  let lastReceived = -1;
  let progressAt = Date.now();
  for (;;) {
    const received = receiver.received();
    if (received !== lastReceived) [lastReceived, progressAt] = [received, Date.now()];
    // A request arrives before its attempt commits, so the database has the last word.
    if (received >= expected && (await countDeliveries(client, 'delivered')) >= expected) return;
    if (Date.now() - progressAt > STALL_MS) throw new Error(await describeStall(client, received, expected));
    await sleep(POLL_MS);
  }
}

/** Attempts that did not get a 2xx: the receiver always answers 200, so any of them means the run measured something else. */
async function failedAttempts(client: Client): Promise<{ non2xx: number; errors: number }> {
  const { rows: [row] } = await client.query<{ non2xx: number; errors: number }>(
    `select count(*) filter (where status_code is not null and status_code not between 200 and 299)::int as non2xx,
            count(*) filter (where status_code is null)::int as errors
     from webhooks.delivery_attempts`,
  );
  return row!;
}

/** p99 of how long BullMQ saw each completed job run (processedOn to finishedOn), over the jobs it still holds. */
async function processingP99(queue: Queue): Promise<number> {
  const durations: number[] = [];
  const completed = await queue.getJobCountByTypes('completed');
  for (let start = 0; start < completed; start += JOBS_PER_BULK) {
    for (const job of await queue.getJobs(['completed'], start, start + JOBS_PER_BULK - 1)) {
      if (job?.processedOn !== undefined && job.finishedOn !== undefined) durations.push(job.finishedOn - job.processedOn);
    }
  }
  durations.sort((a, b) => a - b);
  return durations[Math.min(durations.length - 1, Math.floor(durations.length * 0.99))] ?? 0;
}

/** Attempts the service can have in flight: its workers' concurrency, or every receiver's lane full, whichever is less. */
function deliveryConcurrency(service: ServiceProcess): number {
  const kind = service.container.getAll<TaskKind>(TASK_KINDS).find((candidate) => candidate.name === DELIVERY_QUEUE);
  if (!kind) throw new Error(`no task kind is bound for the ${DELIVERY_QUEUE} queue`);
  return Math.min(kind.concurrency, kind.lanes ? kind.lanes.limit * SUBSCRIPTIONS : kind.concurrency);
}

function requireBullmq(service: ServiceProcess): void {
  if (!(service.runtime.jobs.queue instanceof BullmqJobQueue)) throw new Error(`the service runs its jobs ${service.runtime.jobs.kind}, not on BullMQ`);
}

/** p99 of the attempts' POSTs as the delivery log recorded them (the engine keeps no finished job in Redis). */
async function attemptP99(client: Client): Promise<number> {
  const { rows: [row] } = await client.query<{ p99: number | null }>('select percentile_disc(0.99) within group (order by duration_ms) as p99 from webhooks.delivery_attempts');
  return row?.p99 ?? 0;
}

interface Throughput {
  perSecond: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

/**
 * One round of the service, its workers already running: from writing the events until the receiver has
 * every request and the database every delivery as delivered. `before` counts the deliveries of earlier rounds.
 */
async function measureDeliveryRound(service: ServiceProcess, client: Client, receiver: Receiver, round: { storeId: number; payload: unknown; events: number; before: number }): Promise<Throughput> {
  const expected = round.before + round.events * SUBSCRIPTIONS;
  const started = performance.now();
  await writeOrderEvents(service, round.storeId, round.payload, round.events);
  await waitUntilDelivered(client, receiver, expected);
  const seconds = (performance.now() - started) / 1000;

  const rows = await countDeliveries(client);
  if (rows !== expected) throw new Error(`${rows} delivery rows were recorded instead of ${expected}`);
  return { perSecond: (expected - round.before) / seconds, p99Ms: await attemptP99(client), ...(await failedAttempts(client)) };
}

/** Connections of our own, closed by us: BullMQ never closes a connection it is handed. */
function duplicateRedis(service: ServiceProcess, teardown: Teardown): RedisConnection {
  const redis = service.runtime.redis;
  if (!redis) throw new Error('the service runs without Redis');
  const connection = openWaitingConnection(redis);
  teardown.add(() => connection.quit().catch(() => connection.disconnect()));
  return connection;
}

/** Settles when `total` jobs have completed or failed; rejects when none has for STALL_MS. */
function whenProcessed(worker: Worker, total: number): Promise<{ failed: number }> {
  return new Promise((resolve, reject) => {
    let processed = 0;
    let failed = 0;
    let stall: NodeJS.Timeout | undefined;
    const progress = () => {
      clearTimeout(stall);
      if (processed >= total) return resolve({ failed });
      stall = setTimeout(() => reject(new Error(`the baseline stalled after ${processed} of ${total} jobs`)), STALL_MS);
    };
    worker.on('completed', () => {
      processed += 1;
      progress();
    });
    worker.on('failed', () => {
      processed += 1;
      failed += 1;
      progress();
    });
    progress();
  });
}

function reportRawBullmqError(error: Error): void {
  console.error(`${BENCHMARK}: the baseline's BullMQ:`, error);
}

/** Signs as Standard Webhooks does: what every delivery of the service pays too. */
function signed(id: string, body: string, key: Buffer): Record<string, string> {
  const timestamp = String(Math.floor(Date.now() / 1000));
  const signature = `v1,${createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64')}`;
  return { 'content-type': 'application/json', 'webhook-id': id, 'webhook-timestamp': timestamp, 'webhook-signature': signature };
}

/**
 * The baseline: a bare BullMQ worker POSTing each job's signed body to a receiver, at the service's
 * concurrency, over a keep-alive undici agent; a job whose answer is not 2xx fails. Its clock runs from
 * queueing the jobs until the last is done, as the service's runs from writing its events.
 */
async function measurePostingBullmq(service: ServiceProcess, receiver: Receiver, body: string, jobs: number, concurrency: number, teardown: Teardown): Promise<Throughput> {
  const keyPrefix = `sw-bench:${randomBytes(6).toString('hex')}:`;
  teardown.add(() => deleteKeysByPrefix(service.config.redisUrl!, keyPrefix));
  // As the service names its BullMQ keys (`<REDIS_KEY_PREFIX>bull:<queue>:…`), so both pay for keys of the same length.
  const prefix = `${keyPrefix}bull`;
  const queue = new Queue('bench.posting', { connection: duplicateRedis(service, teardown), prefix });
  // An 'error' event nobody listens to would end the whole bench process, not just this benchmark.
  queue.on('error', reportRawBullmqError);
  teardown.add(async () => {
    await queue.obliterate({ force: true });
    await queue.close();
  });
  const agent = new Agent({ connections: concurrency });
  teardown.add(() => agent.close());
  const key = randomBytes(32);
  const post = async (job: { data: { id: string; body: string } }) => {
    const answer = await request(receiver.url, { method: 'POST', body: job.data.body, headers: signed(job.data.id, job.data.body, key), dispatcher: agent });
    await answer.body.text();
    if (answer.statusCode < 200 || answer.statusCode > 299) throw new Error(`the receiver answered ${answer.statusCode}`);
  };
  const worker = new Worker('bench.posting', post, { connection: duplicateRedis(service, teardown), prefix, concurrency, autorun: false });
  worker.on('error', reportRawBullmqError);
  teardown.add(() => worker.close());
  await worker.waitUntilReady();
  const processed = whenProcessed(worker, jobs);
  worker.run().catch((error: unknown) => console.error(`${BENCHMARK}: the POSTing BullMQ worker stopped:`, error));
  // As the service's clock starts when it is handed its events, this one starts when the jobs are handed to the queue.
  const started = performance.now();
  for (let added = 0; added < jobs; added += JOBS_PER_BULK) {
    await queue.addBulk(Array.from({ length: Math.min(JOBS_PER_BULK, jobs - added) }, () => ({ name: 'post', data: { id: randomUUID(), body } })));
  }
  const { failed } = await processed;
  const seconds = (performance.now() - started) / 1000;
  // Idle from here on: stopped so its polling does not share the CPUs with the deliveries.
  await worker.close();
  return { perSecond: jobs / seconds, p99Ms: await processingP99(queue), non2xx: failed, errors: 0 };
}

function resultOf(target: string, throughput: Throughput, comparison?: BenchResult['comparison']): BenchResult {
  const { perSecond, ...figures } = throughput;
  return { benchmark: BENCHMARK, target, requestsPerSecond: perSecond, ...figures, ...(comparison ? { comparison } : {}) };
}

async function runWebhookDelivery(): Promise<BenchResult[]> {
  const events = eventsToWrite();
  const expected = events * SUBSCRIPTIONS;
  const teardown = new Teardown();
  try {
    // Started before the service so that it closes after it: no attempt still running meets a closed receiver.
    const receiver = await startReceiver();
    teardown.add(() => receiver.close());
    const { databaseUrl, service } = await startServiceOnFreshDatabase(teardown);
    const client = new Client({ connectionString: databaseUrl });
    await client.connect();
    teardown.add(() => client.end());

    const store = (await service.seed()).stores[0]!;
    const key = store.keys['webhooks:write'];
    if (!key) throw new Error('the seed made no webhooks:write key');
    await subscribe(service, key, receiver.url, SUBSCRIPTIONS);
    const payload = await seededOrderPayload(client, store.id);
    await setAsideSeedEvents(client);
    const concurrency = deliveryConcurrency(service.process);
    requireBullmq(service.process);
    await startWorkers(service.process.container, service.process.runtime);
    const baselineReceiver = await startReceiver();
    teardown.add(() => baselineReceiver.close());
    const body = JSON.stringify(payload);

    console.log(`${BENCHMARK}: ${ROUNDS} rounds after a warm-up: a bare BullMQ worker POSTing ${expected} signed bodies at concurrency ${concurrency}, then ${events} ${TOPIC} events to ${SUBSCRIPTIONS} subscriptions (${expected} deliveries to ${receiver.url})`);
    const rounds: { bare: Throughput; deliveries: Throughput }[] = [];
    let before = 0;
    for (let round = 0; round <= ROUNDS; round += 1) {
      const roundEvents = round === 0 ? Math.max(1, Math.round(events / 4)) : events;
      const bare = await measurePostingBullmq(service.process, baselineReceiver, body, roundEvents * SUBSCRIPTIONS, concurrency, teardown);
      const deliveries = await measureDeliveryRound(service.process, client, receiver, { storeId: store.id, payload, events: roundEvents, before });
      before += roundEvents * SUBSCRIPTIONS;
      if (round === 0) continue;
      rounds.push({ bare, deliveries });
      console.log(`${BENCHMARK}: round ${round}: ${Math.round(deliveries.perSecond)} deliveries/s, bare ${Math.round(bare.perSecond)}/s (${(deliveries.perSecond / bare.perSecond).toFixed(2)})`);
    }

    const median = [...rounds].sort((a, b) => a.deliveries.perSecond / a.bare.perSecond - b.deliveries.perSecond / b.bare.perSecond)[Math.floor(rounds.length / 2)]!;
    const ratio = median.deliveries.perSecond / median.bare.perSecond;
    return [
      resultOf('deliveries', median.deliveries, { baseline: 'bare BullMQ worker POSTing', ratio, goal: GOAL, name: BENCHMARK }),
      resultOf('bare BullMQ worker POSTing', median.bare),
    ];
  } finally {
    await teardown.run();
  }
}

export const webhookDeliveryBenchmark: Benchmark = { name: BENCHMARK, run: runWebhookDelivery };
