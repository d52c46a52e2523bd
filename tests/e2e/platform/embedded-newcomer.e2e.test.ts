import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hiddenFields } from '../../support/connector-client';
import { freePort, runCli, runCliInProcess, runCliInProcessJson, runCliJson } from '../../support/run-cli';
import { MAKE_RUN, callApi as api, endings, type ServeProcess } from '../../support/serve-process';
import { TEST_SECRETS_KEY } from '../../support/test-environment';
import type { Seed } from '../orders/order-fixtures';

/** `make run` started as a newcomer starts it, answered once its banner's last line is out (the banner is what it printed on stdout). */
async function makeRun(env: Record<string, string>): Promise<ServeProcess & { banner: string }> {
  const port = await freePort();
  const [program, ...args] = MAKE_RUN as [string, ...string[]];
  const child = spawn(program, args, { env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', SECRETS_KEY: TEST_SECRETS_KEY, ...env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += String(chunk)));
  const ended = endings(child);
  const banner = await new Promise<string>((resolve, reject) => {
    let stdout = '';
    child.stdout.on('data', (chunk) => {
      stdout += String(chunk);
      if (stdout.includes('The whole demo data set is in')) resolve(stdout);
    });
    child.once('exit', (code) => reject(new Error(`make run ended (${code}) before its banner: ${stderr}`)));
  }).catch(async (error: unknown) => {
    await ended.kill();
    throw error;
  });
  return { port, child, banner, output: () => stderr, ...ended };
}

// One `make run` (its seed is the costliest command there is) serves both: the banner is checked the moment
// it appears, the newcomer's commands after it.
describe("embedded mode: a newcomer's `make run`, with the admin commands beside it", () => {
  const newcomer = mkdtempSync(join(tmpdir(), 'sw-newcomer-'));
  const env = { DATA_DIR: newcomer };
  let server: ServeProcess & { banner: string };
  beforeAll(async () => {
    // `make run` seeds (the CLI takes the free directory itself), then serves.
    server = await makeRun(env);
  }, 240_000);
  afterAll(async () => {
    await server?.kill();
    rmSync(newcomer, { recursive: true, force: true });
  });

  describe("`make run`'s banner", () => {
    it('is printed only once the port answers: its curl and its merchant-admin login work the moment it appears', async () => {
      const { banner, port } = server;
      const [, authorization, url] = /Try: curl -H "Authorization: (Bearer \S+)" (\S+)/.exec(banner)!;
      const answer = await fetch(url!, { headers: { Authorization: authorization! } });
      expect(answer.status).toBe(200);

      const [, adminUrl, email, password] = /Merchant admin: (\S+)\s+\(log in as (\S+) \/ (\S+)\)/.exec(banner)!;
      const page = await fetch(adminUrl!);
      const cookie = page.headers.get('set-cookie')!.split(';')[0]!;
      const form = { ...hiddenFields(await page.text()), email: email!, password: password! };
      const login = await fetch(`${adminUrl}/login`, { method: 'POST', redirect: 'manual', headers: { 'Content-Type': 'application/x-www-form-urlencoded', cookie }, body: new URLSearchParams(form) });
      expect(login.status).toBe(303);
      expect(banner).toContain(`http://localhost:${port}/help`);
    });
  });

  it("runs a newcomer's flow: serve, every admin command beside it taking effect at once, then a restart keeps it all", async () => {
    const seed = JSON.parse(readFileSync(join(newcomer, 'demo.json'), 'utf8')) as Seed;
    const store = seed.stores[0]!;

    // A command of its own process hands itself to serve over DATA_DIR's socket; the others take the same
    // hand-off from this process (runCliInProcess), without a start of Node each.
    const created = await runCliJson<{ id: number; secret: string }>(['keys', 'create', '--store', String(store.id), '--name', 'beside', '--scopes', 'store:read'], env);
    expect((await api(server, created.secret, '/api/v3/stores/me')).status).toBe(200);
    expect(await runCliInProcessJson(['keys', 'revoke', String(created.id)], env)).toMatchObject({ id: created.id, revoked_at: expect.any(String) });
    expect((await api(server, created.secret, '/api/v3/stores/me')).status).toBe(401);
    const kept = await runCliInProcessJson<{ id: number; secret: string }>(['keys', 'create', '--store', String(store.id), '--name', 'kept', '--scopes', 'store:read'], env);
    expect((await runCliInProcessJson<{ id: number }[]>(['keys', 'list', '--store', String(store.id)], env)).map((key) => key.id)).toEqual(expect.arrayContaining([created.id, kept.id]));

    await runCliInProcessJson(['people', 'create', '--email', 'beside@glow.example', '--password', 'long enough password', '--store', String(store.id)], env);
    const login = async (email: string) => {
      const page = await fetch(`http://127.0.0.1:${server.port}/admin`);
      const cookie = page.headers.get('set-cookie')!.split(';')[0]!;
      const form = { ...hiddenFields(await page.text()), email, password: 'long enough password' };
      return fetch(`http://127.0.0.1:${server.port}/admin/login`, { method: 'POST', redirect: 'manual', headers: { 'Content-Type': 'application/x-www-form-urlencoded', cookie }, body: new URLSearchParams(form) });
    };
    expect((await login('beside@glow.example')).status).toBe(303);
    await runCliInProcessJson(['people', 'create', '--email', 'leaving@glow.example', '--password', 'long enough password', '--store', String(store.id)], env);
    await runCliInProcessJson(['people', 'remove', '--email', 'leaving@glow.example', '--store', String(store.id)], env);
    expect((await runCliInProcess(['people', 'remove', '--email', 'leaving@glow.example', '--store', String(store.id), '--json'], env)).code).toBe(1);

    const newStore = await runCliInProcessJson<{ id: number }>(['stores', 'create', '--name', 'Beside', '--currency', 'EUR'], env);
    await runCliInProcessJson(['integrations', 'create', '--store', String(newStore.id), '--type', 'custom', '--name', 'Shop'], env);
    // demo seed beside a running serve is proven in the admin command line suite; here a new store's key is.
    const newKey = await runCliInProcessJson<{ id: number; secret: string }>(['keys', 'create', '--store', String(newStore.id), '--name', 'new', '--scopes', 'store:read'], env);
    expect((await api(server, newKey.secret, '/api/v3/stores/me')).status).toBe(200);
    expect(await runCliInProcessJson(['migrate'], env)).toEqual({ applied: [] });
    expect(await runCliInProcessJson(['storefront-key', '--store', String(store.id)], env)).toEqual({ storefront_key: store.storefront_key });
    // The owner's refusal reaches the binary's exit code and stderr.
    const failing = await runCli(['keys', 'list', '--store', '999999', '--json'], env);
    expect([failing.code, failing.stderr.trim().split('\n')]).toEqual([1, [expect.stringMatching(/^signwright: resource_not_found/)]]);
    const usage = await runCliInProcess(['keys', 'create', '--store', String(store.id), '--name', 'x', '--json'], env);
    expect(usage.code).toBe(2);

    await server.stop();
    // With serve gone the binary takes the free DATA_DIR itself.
    const whileStopped = await runCliJson<{ id: number; secret: string }>(['keys', 'create', '--store', String(store.id), '--name', 'offline', '--scopes', 'store:read'], env);
    server = await makeRun(env);
    expect((await api(server, whileStopped.secret, '/api/v3/stores/me')).status).toBe(200);
    expect((await api(server, kept.secret, '/api/v3/stores/me')).status).toBe(200);
    expect((await api(server, created.secret, '/api/v3/stores/me')).status).toBe(401);
    expect((await api(server, newKey.secret, '/api/v3/stores/me')).status).toBe(200);
    expect((await login('beside@glow.example')).status).toBe(303);
    expect((await runCliInProcessJson<{ id: number }[]>(['keys', 'list', '--store', String(newStore.id)], env)).map((key) => key.id)).toEqual([newKey.id]);
    await server.stop();
    // A seed, a restart and a few commands of their own processes: minutes on a busy machine.
  }, 240_000);
});
