import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateWebhookSecret, signWebhook } from '../../../modules/webhooks';
import { startWorkers } from '../../../apps/worker/start-workers';
import { eventually } from '../../support/eventually';
import { outboxDrained } from '../../support/outbox';
import { startTestService, type TestService } from '../../support/test-service';
import { aStore, type BuiltStore } from '../../support/builders';
import { bearer, idempotencyKey, orderBody } from '../orders/order-fixtures';

const ROOT = join(__dirname, '..', '..', '..');

/** The receivers of a guide (docs/webhooks.md unless named), taken from the page as a reader copies them. */
function receiverFromGuide(name: string, guideName = 'webhooks'): string {
  const guide = readFileSync(join(ROOT, 'docs', `${guideName}.md`), 'utf8');
  const match = new RegExp(`<!-- receiver: ${name} -->\\s*\`\`\`js\\n([\\s\\S]*?)\`\`\``).exec(guide);
  if (!match?.[1]) throw new Error(`docs/${guideName}.md has no receiver ${name}`);
  return match[1];
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

interface RunningReceiver {
  url: string;
  output: () => string;
  stop: () => Promise<void>;
}

async function startReceiver(code: string, secret: string, port?: number): Promise<RunningReceiver> {
  const directory = mkdtempSync(join(tmpdir(), 'receiver-'));
  const file = join(directory, 'receiver.js');
  writeFileSync(file, code);
  port ??= await freePort();
  // NODE_PATH lets the copied file require standardwebhooks from this project's node_modules.
  const child: ChildProcessWithoutNullStreams = spawn(process.execPath, [file], {
    env: { ...process.env, WEBHOOK_SECRET: secret, PORT: String(port), NODE_PATH: join(ROOT, 'node_modules') },
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += String(chunk)));
  child.stderr.on('data', (chunk) => (output += String(chunk)));
  const url = `http://127.0.0.1:${port}/webhooks`;
  await eventually(() => fetch(url, { method: 'POST' }).then(() => true, () => undefined), 'the receiver to start').catch((error: Error) => {
    throw new Error(`the receiver did not start: ${output || error.message}`);
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill();
      await exited;
    }
    rmSync(directory, { recursive: true, force: true });
  };
  return { url, output: () => output, stop };
}

/** Every receiver in the guide accepts our deliveries once, and refuses forged, tampered and stale ones. */
describe.each(['node-crypto', 'standardwebhooks'])('the %s receiver of docs/webhooks.md', (name) => {
  const secret = generateWebhookSecret();
  const body = JSON.stringify({ order: { order_id: 7, order_number: 1001, shipping_line: 'Tracked – Zürich' } });
  let receiver: RunningReceiver;
  const now = () => Math.floor(Date.now() / 1000);
  const deliver = (headers: Record<string, string>, sent = body) =>
    fetch(receiver.url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: sent });

  beforeAll(async () => {
    receiver = await startReceiver(receiverFromGuide(name), secret);
  });
  afterAll(() => receiver.stop());

  it('answers {ok: true} to a signed delivery and handles a repeated id once', async () => {
    const headers = signWebhook({ id: `evt_${name}`, timestamp: now(), body, secrets: [secret] });
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await deliver(headers);
      expect({ status: response.status, body: await response.json() }).toEqual({ status: 200, body: { ok: true } });
    }
    expect(receiver.output().split('\n').filter((line) => line === body)).toHaveLength(1);
  });

  it('accepts either signature of a rotation', async () => {
    const headers = signWebhook({ id: `evt_${name}_rotation`, timestamp: now(), body, secrets: [generateWebhookSecret(), secret] });
    expect((await deliver(headers)).status).toBe(200);
  });

  it('refuses another secret, a tampered body and a timestamp more than 300 s off either way', async () => {
    const handledBefore = receiver.output();
    const signed = (overrides: { timestamp?: number; secrets?: string[] } = {}) =>
      signWebhook({ id: `evt_${name}_refused`, timestamp: now(), body, secrets: [secret], ...overrides });
    expect((await deliver(signed({ secrets: [generateWebhookSecret()] }))).status).toBe(401);
    expect((await deliver(signed(), body.replace('1001', '1002'))).status).toBe(401);
    expect((await deliver(signed({ timestamp: now() - 330 }))).status).toBe(401);
    expect((await deliver(signed({ timestamp: now() + 330 }))).status).toBe(401);
    expect((await deliver({})).status).toBe(401);
    expect(receiver.output()).toBe(handledBefore);
  });
});

/** One service with its workers for the describes that receive from it, started by the first that needs it. */
let started: Promise<TestService> | undefined;
const deliveringService = () =>
  (started ??= startTestService().then(async (service) => {
    await startWorkers(service.container, service.runtime);
    return service;
  }));
afterAll(async () => (await started)?.close());

/** The done-when of the webhooks issue: both receivers of the guide verify the service's real deliveries. */
describe('receiving from the service', () => {
  let service: TestService;

  beforeAll(async () => {
    service = await deliveringService();
  });

  describe.each(['node-crypto', 'standardwebhooks'])('the %s receiver of docs/webhooks.md', (name) => {
    let store: BuiltStore;
    let receiver: RunningReceiver;
    let subscriptionId: number;

    beforeAll(async () => {
      store = await aStore(service, { customisers: 1, commerce: true });
      // The store's own orders pass before the subscription is made: it must see only this test's three.
      await outboxDrained(service);
      const port = await freePort();
      const subscription = await service.http
        .post('/api/v3/webhook-subscriptions')
        .set(bearer(store.keys.all!))
        .set('Idempotency-Key', idempotencyKey('guide'))
        .send({ url: `http://127.0.0.1:${port}/webhooks`, topics: ['order:created'] })
        .expect(201);
      subscriptionId = subscription.body.data.id;
      receiver = await startReceiver(receiverFromGuide(name), subscription.body.data.secret, port);
    });
    afterAll(() => receiver.stop());

    it('verifies every delivery, which the log records as delivered', async () => {
      const orders = [];
      for (let index = 0; index < 3; index += 1) {
        orders.push((await service.http.post('/api/v3/orders').set(bearer(store.keys.all!)).set('Idempotency-Key', idempotencyKey()).send(orderBody(store)).expect(201)).body.data);
      }
      const deliveries = await eventually(async () => {
        const listed = (await service.http.get(`/api/v3/webhook-subscriptions/${subscriptionId}/deliveries`).set(bearer(store.keys.all!)).expect(200)).body.data;
        return listed.length === 3 && listed.every((delivery: { status: string }) => delivery.status === 'delivered') ? listed : undefined;
      }, 'three delivered deliveries');
      expect(deliveries.flatMap((delivery: { attempts: { status_code: number }[] }) => delivery.attempts.map((attempt) => attempt.status_code))).toEqual([200, 200, 200]);
      const handled = receiver.output().split('\n').filter(Boolean).map((line) => JSON.parse(line).order?.order_id);
      expect(handled.sort()).toEqual(orders.map((order) => order.order_id).sort());
    });
  });
});

/** The quickstart's last step as a newcomer takes it: a test key subscribes its receiver and asks for a test event. */
describe('the quickstart’s receiver', () => {
  let service: TestService;
  let receiver: RunningReceiver;

  beforeAll(async () => {
    service = await deliveringService();
  });
  afterAll(async () => {
    await receiver?.stop();
  });

  it('verifies the test event the quickstart asks for, and prints its topic and body', async () => {
    const store = await aStore(service);
    const port = await freePort();
    const subscription = (
      await service.http.post('/api/v3/webhook-subscriptions').set(bearer(store.keys.test!)).set('Idempotency-Key', idempotencyKey('quickstart'))
        .send({ url: `http://127.0.0.1:${port}/hooks`, topics: ['order:created'] }).expect(201)
    ).body.data;
    receiver = await startReceiver(receiverFromGuide('quickstart', 'quickstart'), subscription.secret, port);
    await service.http.post(`/api/v3/webhook-subscriptions/${subscription.id}/test`).set(bearer(store.keys.test!)).set('Idempotency-Key', idempotencyKey('test-event'))
      .send({ topic: 'order:created' }).expect(202);
    const printed = await eventually(() => receiver.output().split('\n').find((line) => line.startsWith('order:created ')), 'the receiver to print the event');
    expect(JSON.parse(printed.slice('order:created '.length))).toMatchObject({ order: { order_id: expect.any(Number) }, livemode: false });
  });
});

/** The helper is exported from the project: `require('signwright/webhooks')` once built. */
describe('the exported verification helper', () => {
  it('verifies a signed delivery and refuses a tampered one, as a receiver requiring signwright/webhooks', async () => {
    const secret = generateWebhookSecret();
    const body = JSON.stringify({ order: { order_id: 1 } });
    const headers = signWebhook({ id: 'evt_exported', timestamp: Math.floor(Date.now() / 1000), body, secrets: [secret] });
    // Written as plain text: console.log would colour `true` when Jest hands FORCE_COLOR down to children.
    const script = `
      const { verifyWebhook, WebhookVerificationError } = require('signwright/webhooks');
      const [headers, body, secret] = [JSON.parse(process.argv[1]), process.argv[2], process.argv[3]];
      const { id } = verifyWebhook({ headers, body, secret });
      try { verifyWebhook({ headers, body: body + ' ', secret }); } catch (error) { process.stdout.write([id, error instanceof WebhookVerificationError, error.code].join(' ')); }`;
    const output = await new Promise<string>((resolve, reject) => {
      const child = spawn(process.execPath, ['-e', script, JSON.stringify(headers), body, secret], { cwd: ROOT });
      let text = '';
      child.stdout.on('data', (chunk) => (text += String(chunk)));
      child.stderr.on('data', (chunk) => (text += String(chunk)));
      child.on('exit', (code) => (code === 0 ? resolve(text.trim()) : reject(new Error(text))));
    });
    expect(output).toBe('evt_exported true no_matching_signature');
  });
});
