import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, runCliJson, startServe, stopServe } from '../../support/run-cli';

describe('embedded mode (no DATABASE_URL, no REDIS_URL)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'signwright-embedded-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('migrates, seeds and serves stores/me from PGlite under DATA_DIR', async () => {
    const env = { DATA_DIR: dataDir };
    expect((await runCliJson<{ applied: string[] }>(['migrate'], env)).applied).toEqual(
      expect.arrayContaining(['platform/0001-platform-tables', 'identity/0001-identity-tables']),
    );
    const seed = await runCliJson<{ stores: { id: number; keys: Record<string, string> }[] }>(['demo', 'seed'], env);
    const port = await freePort();
    const serve = await startServe(env, port);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/v3/stores/me`, { headers: { Authorization: `Bearer ${seed.stores[0]!.keys.all}` } });
      expect(response.status).toBe(200);
      const body = (await response.json()) as { data: { id: number; currency: string } };
      expect(body.data).toMatchObject({ id: seed.stores[0]!.id, currency: 'EUR' });
      const ready = await fetch(`http://127.0.0.1:${port}/readyz`);
      expect(await ready.json()).toEqual({ status: 'ready', checks: { database: 'ok', redis: 'not_configured' } });
    } finally {
      await stopServe(serve);
    }
  }, 60_000);
});
