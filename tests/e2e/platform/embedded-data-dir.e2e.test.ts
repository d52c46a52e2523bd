import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, runCli, runCliInProcessJson, runCliJson } from '../../support/run-cli';
import { callApi as api, startServeProcess, type ServeProcess } from '../../support/serve-process';
import { eventually } from '../../support/eventually';
import { WebhookReceiver } from '../../support/webhook-receiver';
import { orderBody, type Seed } from '../orders/order-fixtures';
import { loadConfig } from '../../../infra/config/config';
import { openServiceProcess } from '../../../apps/composition/process';
import { demoSeed } from '../../../apps/cli/demo/demo-seed';
import { TEST_SECRETS_KEY } from '../../support/test-environment';

/**
 * The demo data set with one customiser on the first store, not 25: the tests use one, and seeding on
 * PGlite is most of this file's set-up. Opened as `demo seed` opens DATA_DIR (it takes the directory and
 * lets it go); the command itself, with its 25, runs beside serve in embedded-newcomer.
 */
async function smallDemoSeed(env: Record<string, string>): Promise<Seed> {
  const service = await openServiceProcess(loadConfig({ LOG_LEVEL: 'warn', SECRETS_KEY: TEST_SECRETS_KEY, ...env }), 'demo seed');
  try {
    return JSON.parse(JSON.stringify(await demoSeed(service.container, { customisersOnFirstStore: 1 }))) as Seed;
  } finally {
    await service.close();
  }
}

/** Log lines of warning level or worse (pino: 40 warn, 50 error, 60 fatal). */
const complaints = (log: string) => log.split('\n').filter((line) => line.startsWith('{') && (JSON.parse(line) as { level: number }).level >= 40);

describe('embedded mode: one process owns DATA_DIR, the CLI works beside it', () => {
  let dataDir: string;
  let env: Record<string, string>;
  let seed: Seed;
  const running: ServeProcess[] = [];
  const serve = async () => {
    const process = await startServeProcess(env, await freePort(), 'info');
    running.push(process);
    return process;
  };

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'sw-owner-'));
    // Retries and the recovery of lost tasks made short: the restart test waits for a pending delivery.
    env = {
      DATA_DIR: dataDir,
      OPTION_WRITE_BUDGET_PER_MINUTE: '100000',
      RATE_LIMIT_PER_KEY_PER_MINUTE: '100000',
      WEBHOOK_RETRY_DELAYS_SECONDS: '1,1,1,1,1,1,1',
      TASK_RECOVERY_INTERVAL_MS: '1000',
    };
    // In this process (bin/signwright's command runner): the commands take the free DATA_DIR and let it go.
    expect((await runCliInProcessJson<{ applied: string[] }>(['migrate'], env)).applied).toEqual(
      expect.arrayContaining(['platform/0001-platform-tables', 'identity/0001-identity-tables']),
    );
    seed = await smallDemoSeed(env);
    // The demo seed on PGlite is the slowest command there is; a busy machine may take a minute over it.
  }, 180_000);
  afterEach(async () => {
    for (const process of running.splice(0)) await process.kill();
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  /**
   * One serve from a clean start for the two tests below: the refusals of a second owner run beside it,
   * and its log, read when it stops, then also shows they cost the holder no warning.
   */
  describe('beside one serve from a clean start', () => {
    let server: ServeProcess;
    beforeAll(async () => {
      server = await startServeProcess(env, await freePort(), 'info');
    }, 120_000);
    afterAll(() => server.kill());

    it('refuses a second serve or worker on the same DATA_DIR at once, with one line naming the directory and the holder', async () => {
      for (const command of ['serve', 'worker']) {
        const second = await runCli([command], { ...env, PORT: String(await freePort()) });
        expect(second.code).not.toBe(0);
        const lines = second.stderr.trim().split('\n');
        expect(lines).toHaveLength(1);
        expect(lines[0]).toContain(`DATA_DIR ${dataDir}`);
        expect(lines[0]).toContain(`serve (pid ${server.child.pid}`);
      }
    });

    it('after a clean start and option writes, the log has no warning or error, and the language sync writes synced_at', async () => {
      const store = seed.stores[0]!;
      const customiser = store.customisers[0]!;
      const base = `/api/v3/customisers/${customiser.id}`;
      const language = customiser.options.unreferenced.languages!;
      const before = (await (await api(server, store.keys.all!, `${base}/languages/${language}`)).json()) as { data: { synced_at: string | null } };
      expect((await api(server, store.keys.all!, `${base}/colours`, { body: { name: 'Sunset orange', hexcode: '#FF8800' }, key: 'log-colour' })).status).toBe(201);
      expect((await api(server, store.keys.all!, `${base}/labels/${customiser.options.unreferenced.labels}`, { method: 'PATCH', body: { text: 'Pick a font' } })).status).toBe(200);
      await eventually(async () => {
        const after = (await (await api(server, store.keys.all!, `${base}/languages/${language}`)).json()) as { data: { synced_at: string | null } };
        return after.data.synced_at !== null && after.data.synced_at !== before.data.synced_at ? true : undefined;
      }, 'the language sync to write synced_at', 30_000);
      const ready = await fetch(`http://127.0.0.1:${server.port}/readyz`);
      expect(await ready.json()).toEqual({ status: 'ready', checks: { database: 'ok', redis: 'not_configured' } });
      // The process and event-loop metrics (prom-client's defaults) beside the service's own.
      const metrics = await (await fetch(`http://127.0.0.1:${server.port}/metrics`)).text();
      expect(metrics).toMatch(/^process_cpu_user_seconds_total \d/m);
      expect(metrics).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
      await server.stop();
      expect(complaints(server.output())).toEqual([]);
      // Stopping logs one JSON line, as every log line is.
      const last = server.output().trim().split('\n').at(-1)!;
      expect(JSON.parse(last)).toMatchObject({ msg: 'stopped', role: 'serve', signal: 'SIGTERM', uptime_seconds: expect.any(Number) });
    });
  });

  it('delivers webhooks from the in-process relay and workers, and a pending delivery survives a restart', async () => {
    const store = seed.stores[0]!;
    const receiver = await WebhookReceiver.start();
    try {
      let server = await serve();
      const subscription = (await (await api(server, store.keys.all!, '/api/v3/webhook-subscriptions', { body: { url: receiver.url('/embedded'), topics: ['order:created'] }, key: 'embedded-subscription' })).json()) as { data: { id: number } };
      await receiver.down();
      const order = (await (await api(server, store.keys.all!, '/api/v3/orders', { body: orderBody(store), key: 'embedded-order' })).json()) as { data: { order_id: number } };
      await server.stop();
      await receiver.up();
      server = await serve();
      const delivered = await receiver.waitFor('/embedded', 1, 60_000);
      expect(delivered.map((request) => (JSON.parse(request.body) as { order: { order_id: number } }).order.order_id)).toContain(order.data.order_id);
      const log = (await (await api(server, store.keys.all!, `/api/v3/webhook-subscriptions/${subscription.data.id}/deliveries`)).json()) as { data: { status: string }[] };
      expect(log.data.some((delivery) => delivery.status === 'delivered')).toBe(true);
    } finally {
      await receiver.down();
    }
  });

  it('loses nothing acknowledged when serve is killed mid-writes, and the restarted serve takes the directory over', async () => {
    const store = seed.stores[0]!;
    const customiser = store.customisers[0]!;
    let server = await serve();
    const acknowledgedColours: number[] = [];
    const printedKeys: number[] = [];
    let stop = false;
    const apiWrites = (async () => {
      for (let n = 0; !stop; n += 1) {
        const response = await api(server, store.keys.all!, `/api/v3/customisers/${customiser.id}/colours`, { body: { name: `Kill ${n}`, hexcode: '#123456' }, key: `kill-${n}` }).catch(() => undefined);
        if (response?.status === 201) acknowledgedColours.push(((await response.json()) as { data: { id: number } }).data.id);
        else if (response === undefined) return;
      }
    })();
    const cliWrites = (async () => {
      for (let n = 0; !stop; n += 1) {
        const result = await runCli(['keys', 'create', '--store', String(store.id), '--name', `kill-${n}`, '--scopes', 'store:read', '--json'], env);
        if (result.code !== 0) return;
        printedKeys.push((JSON.parse(result.stdout) as { id: number }).id);
      }
    })();
    await eventually(() => (acknowledgedColours.length >= 20 && printedKeys.length >= 2 ? true : undefined), 'API and CLI writes to be acknowledged', 60_000);
    await server.kill();
    stop = true;
    await Promise.all([apiWrites, cliWrites]);

    server = await serve();
    for (const id of acknowledgedColours) {
      expect((await api(server, store.keys.all!, `/api/v3/customisers/${customiser.id}/colours/${id}`)).status).toBe(200);
    }
    const keys = await runCliJson<{ id: number }[]>(['keys', 'list', '--store', String(store.id)], env);
    expect(keys.map((key) => key.id)).toEqual(expect.arrayContaining(printedKeys));
  });
});
