import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BIN, freePort, runCli, runCliInProcess, runCliInProcessJson } from '../../support/run-cli';
import { callApi as api, startServeProcess, type ServeProcess } from '../../support/serve-process';
import { eventually } from '../../support/eventually';
import { WebhookReceiver } from '../../support/webhook-receiver';
import { aStore, type BuiltStore } from '../../support/builders';
import { orderBody } from '../orders/order-fixtures';
import { describeAdminCommands } from '../cli/admin-commands.spec';
import { loadConfig } from '../../../infra/config/config';
import { openServiceProcess } from '../../../apps/composition/process';
import { TEST_SECRETS_KEY } from '../../support/test-environment';

/** `bin/signwright` run from `cwd` with only the environment given (no DATABASE_URL: the embedded default). */
function runFrom(cwd: string, args: string[], env: Record<string, string> = {}): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(BIN, args, { cwd, env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', SECRETS_KEY: TEST_SECRETS_KEY, ...env }, timeout: 60_000 }, (error, stdout, stderr) =>
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr }),
    );
  });
}

/**
 * The one store the tests beside serve use (a customiser, products to order), built with the demo
 * seed's parts rather than the whole demo data set: seeding on PGlite was most of this file's set-up.
 * Opened as an admin command opens DATA_DIR (it takes the directory, and makes its database when the
 * `migrate` test has not, then lets it go).
 */
async function builtStore(env: Record<string, string>): Promise<BuiltStore> {
  const service = await openServiceProcess(loadConfig({ LOG_LEVEL: 'warn', SECRETS_KEY: TEST_SECRETS_KEY, ...env }), 'test set-up');
  try {
    return await aStore(service, { customisers: 1, commerce: true });
  } finally {
    await service.close();
  }
}

/** Log lines of warning level or worse (pino: 40 warn, 50 error, 60 fatal). */
const complaints = (log: string) => log.split('\n').filter((line) => line.startsWith('{') && (JSON.parse(line) as { level: number }).level >= 40);

const folder = mkdtempSync(join(tmpdir(), 'sw-owner-'));
/** Not made yet: `migrate` makes its database, and the serves below own it. */
const dataDir = join(folder, 'data');
// Retries and the recovery of lost tasks made short: the restart test waits for a pending delivery.
const env = {
  DATA_DIR: dataDir,
  OPTION_WRITE_BUDGET_PER_MINUTE: '100000',
  RATE_LIMIT_PER_KEY_PER_MINUTE: '100000',
  WEBHOOK_RETRY_DELAYS_SECONDS: '1,1,1,1,1,1,1',
  TASK_RECOVERY_INTERVAL_MS: '1000',
};
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('the admin command line never creates data by surprise', () => {
  it('refuses `keys list` run from a folder with no database, in one line naming the directory and how to point at the right one, and makes nothing there', async () => {
    const result = await runFrom(folder, ['keys', 'list', '--store', '1']);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`DATA_DIR ${join(folder, '.data')} holds no database`);
    expect(lines[0]).toMatch(/run this from the checkout .* or set DATA_DIR/);
    expect(existsSync(join(folder, '.data'))).toBe(false);
  });

  it('refuses every other data command the same way on an explicit DATA_DIR that holds no database, leaving it empty', async () => {
    const empty = mkdtempSync(join(folder, 'empty-'));
    for (const args of [['stores', 'create', '--name', 'Surprise', '--currency', 'EUR'], ['openapi'], ['secrets', 'reseal']]) {
      // The refusal is the command runner's: it runs here, as bin/signwright's own runner (the first test is the process).
      const result = await runCliInProcess(args, { DATA_DIR: empty });
      expect([args.join(' '), result.code, result.stderr.trim().split('\n').length]).toEqual([args.join(' '), 1, 1]);
      expect(result.stderr).toContain(`DATA_DIR ${empty} holds no database`);
    }
    expect(readdirSync(empty)).toEqual([]);
  });

  it('lets `migrate` make the database of a new DATA_DIR, after which the other commands run there', async () => {
    // In this process (bin/signwright's command runner): the commands take the free DATA_DIR and let it go.
    expect((await runCliInProcessJson<{ applied: string[] }>(['migrate'], env)).applied).toEqual(
      expect.arrayContaining(['platform/0001-platform-tables', 'identity/0001-identity-tables']),
    );
    const created = await runCliInProcess(['stores', 'create', '--name', 'Meant', '--currency', 'EUR', '--json'], env);
    expect([created.code, created.stderr]).toEqual([0, '']);
    expect(JSON.parse(created.stdout)).toMatchObject({ name: 'Meant' });
  });
});

describe('embedded mode: one process owns DATA_DIR, the CLI works beside it', () => {
  let store: BuiltStore;
  const running: ServeProcess[] = [];
  const serve = async () => {
    const process = await startServeProcess(env, await freePort(), 'info');
    running.push(process);
    return process;
  };
  /** The serve the restart test leaves holding DATA_DIR: the kill test kills that one rather than start another. */
  let restarted: ServeProcess | undefined;

  beforeAll(async () => {
    store = await builtStore(env);
  }, 120_000);
  afterAll(async () => {
    for (const process of running.splice(0)) await process.kill();
  });

  /**
   * One serve from a clean start for the tests below: the refusals of a second owner and the admin
   * command line's specification run beside it, and its log, read when it stops, then also shows they
   * cost the holder no warning.
   */
  describe('beside one serve from a clean start', () => {
    let server: ServeProcess;
    beforeAll(async () => {
      server = await serve();
    }, 120_000);
    afterAll(() => server.kill());

    it('refuses a second serve or worker on the same DATA_DIR at once, with one line naming the directory and the holder', async () => {
      // serve as a process of its own (its exit and its line on stderr); the worker's refusal is the same
      // claim of DATA_DIR, so it runs here, through bin/signwright's own command runner.
      const refusals = [await runCli(['serve'], { ...env, PORT: String(await freePort()) }), await runCliInProcess(['worker'], env)];
      for (const second of refusals) {
        expect(second.code).not.toBe(0);
        const lines = second.stderr.trim().split('\n');
        expect(lines).toHaveLength(1);
        expect(lines[0]).toContain(`DATA_DIR ${dataDir}`);
        expect(lines[0]).toContain(`serve (pid ${server.child.pid}`);
      }
    });

    describeAdminCommands('beside a running embedded serve', async () => {
      // Were it gone, the commands would take the free DATA_DIR themselves and prove nothing of the hand-over.
      expect(server.child.exitCode).toBeNull();
      return { env, close: async () => undefined };
    });

    it('after a clean start and option writes, the log has no warning or error, and the language sync writes synced_at', async () => {
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
    const receiver = await WebhookReceiver.start();
    try {
      const server = await serve();
      const subscription = (await (await api(server, store.keys.all!, '/api/v3/webhook-subscriptions', { body: { url: receiver.url('/embedded'), topics: ['order:created'] }, key: 'embedded-subscription' })).json()) as { data: { id: number } };
      await receiver.down();
      const order = (await (await api(server, store.keys.all!, '/api/v3/orders', { body: orderBody(store), key: 'embedded-order' })).json()) as { data: { order_id: number } };
      await server.stop();
      await receiver.up();
      restarted = await serve();
      const delivered = await receiver.waitFor('/embedded', 1, 60_000);
      expect(delivered.map((request) => (JSON.parse(request.body) as { order: { order_id: number } }).order.order_id)).toContain(order.data.order_id);
      const log = (await (await api(restarted, store.keys.all!, `/api/v3/webhook-subscriptions/${subscription.data.id}/deliveries`)).json()) as { data: { status: string }[] };
      expect(log.data.some((delivery) => delivery.status === 'delivered')).toBe(true);
    } finally {
      await receiver.down();
    }
  });

  it('loses nothing acknowledged when serve is killed mid-writes, and the restarted serve takes the directory over', async () => {
    const customiser = store.customisers[0]!;
    let server = restarted ?? (await serve());
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
    // Processes of their own: what races the kill is another program holding a request to serve.
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
    // Handed to the restarted serve, as from another terminal; bin/signwright's part is the racing commands above.
    const keys = await runCliInProcessJson<{ id: number }[]>(['keys', 'list', '--store', String(store.id)], env);
    expect(keys.map((key) => key.id)).toEqual(expect.arrayContaining(printedKeys));
  });
});
