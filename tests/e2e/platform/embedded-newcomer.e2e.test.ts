import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hiddenFields } from '../../support/connector-client';
import { freePort, runCli, runCliJson } from '../../support/run-cli';
import { MAKE_RUN, callApi as api, startServeProcess, type ServeProcess } from '../../support/serve-process';
import type { Seed } from '../orders/order-fixtures';

describe("embedded mode: a newcomer's `make run`, with the admin commands beside it", () => {
  const running: ServeProcess[] = [];
  const serve = async (command: string[], env: Record<string, string>) => {
    const process = await startServeProcess(env, await freePort(), 'info', command);
    running.push(process);
    return process;
  };
  afterEach(async () => {
    for (const process of running.splice(0)) await process.kill();
  });

  it("runs a newcomer's flow: serve, every admin command beside it taking effect at once, then a restart keeps it all", async () => {
    const newcomer = mkdtempSync(join(tmpdir(), 'sw-newcomer-'));
    const env = { DATA_DIR: newcomer };
    // `make run` seeds (the CLI takes the free directory itself), then serves.
    let server = await serve(MAKE_RUN, env);
    const seed = JSON.parse(readFileSync(join(newcomer, 'demo.json'), 'utf8')) as Seed;
    const store = seed.stores[0]!;

    const created = await runCliJson<{ id: number; secret: string }>(['keys', 'create', '--store', String(store.id), '--name', 'beside', '--scopes', 'store:read'], env);
    expect((await api(server, created.secret, '/api/v3/stores/me')).status).toBe(200);
    expect(await runCliJson(['keys', 'revoke', String(created.id)], env)).toMatchObject({ id: created.id, revoked_at: expect.any(String) });
    expect((await api(server, created.secret, '/api/v3/stores/me')).status).toBe(401);
    const kept = await runCliJson<{ id: number; secret: string }>(['keys', 'create', '--store', String(store.id), '--name', 'kept', '--scopes', 'store:read'], env);
    expect((await runCliJson<{ id: number }[]>(['keys', 'list', '--store', String(store.id)], env)).map((key) => key.id)).toEqual(expect.arrayContaining([created.id, kept.id]));

    await runCliJson(['people', 'create', '--email', 'beside@glow.example', '--password', 'long enough password', '--store', String(store.id)], env);
    const login = async (email: string) => {
      const page = await fetch(`http://127.0.0.1:${server.port}/admin`);
      const cookie = page.headers.get('set-cookie')!.split(';')[0]!;
      const form = { ...hiddenFields(await page.text()), email, password: 'long enough password' };
      return fetch(`http://127.0.0.1:${server.port}/admin/login`, { method: 'POST', redirect: 'manual', headers: { 'Content-Type': 'application/x-www-form-urlencoded', cookie }, body: new URLSearchParams(form) });
    };
    expect((await login('beside@glow.example')).status).toBe(303);
    await runCliJson(['people', 'create', '--email', 'leaving@glow.example', '--password', 'long enough password', '--store', String(store.id)], env);
    await runCliJson(['people', 'remove', '--email', 'leaving@glow.example', '--store', String(store.id)], env);
    expect((await runCli(['people', 'remove', '--email', 'leaving@glow.example', '--store', String(store.id), '--json'], env)).code).toBe(1);

    const newStore = await runCliJson<{ id: number }>(['stores', 'create', '--name', 'Beside', '--currency', 'EUR'], env);
    await runCliJson(['integrations', 'create', '--store', String(newStore.id), '--type', 'custom', '--name', 'Shop'], env);
    // demo seed beside a running serve is proven in the admin command line suite; here a new store's key is.
    const newKey = await runCliJson<{ id: number; secret: string }>(['keys', 'create', '--store', String(newStore.id), '--name', 'new', '--scopes', 'store:read'], env);
    expect((await api(server, newKey.secret, '/api/v3/stores/me')).status).toBe(200);
    expect(await runCliJson(['migrate'], env)).toEqual({ applied: [] });
    expect(await runCliJson(['storefront-key', '--store', String(store.id)], env)).toEqual({ storefront_key: store.storefront_key });
    const failing = await runCli(['keys', 'list', '--store', '999999', '--json'], env);
    expect([failing.code, failing.stderr.trim().split('\n')]).toEqual([1, [expect.stringMatching(/^signwright: resource_not_found/)]]);
    const usage = await runCli(['keys', 'create', '--store', String(store.id), '--name', 'x', '--json'], env);
    expect(usage.code).toBe(2);

    await server.stop();
    const whileStopped = await runCliJson<{ id: number; secret: string }>(['keys', 'create', '--store', String(store.id), '--name', 'offline', '--scopes', 'store:read'], env);
    server = await serve(MAKE_RUN, env);
    expect((await api(server, whileStopped.secret, '/api/v3/stores/me')).status).toBe(200);
    expect((await api(server, kept.secret, '/api/v3/stores/me')).status).toBe(200);
    expect((await api(server, created.secret, '/api/v3/stores/me')).status).toBe(401);
    expect((await api(server, newKey.secret, '/api/v3/stores/me')).status).toBe(200);
    expect((await login('beside@glow.example')).status).toBe(303);
    expect((await runCliJson<{ id: number }[]>(['keys', 'list', '--store', String(newStore.id)], env)).map((key) => key.id)).toEqual([newKey.id]);
    await server.stop();
    rmSync(newcomer, { recursive: true, force: true });
    // A seed, a restart and some twenty commands, each a process of its own: minutes on a busy machine.
  }, 240_000);
});
