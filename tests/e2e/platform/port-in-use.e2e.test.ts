import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from '../../support/run-cli';
import { createTestDatabase, type TestDatabase } from '../../support/test-database';

/** Far longer than a failed start takes: a serve still running by then has kept going without its port. */
const DEADLINE_MS = 20_000;

describe('serve and worker on a port that is taken', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'signwright-port-'));
  let database: TestDatabase;
  let holder: Server;
  let port: number;

  beforeAll(async () => {
    database = await createTestDatabase();
    // Held on every address, as serve listens: whichever family serve binds first is taken.
    holder = createServer();
    await new Promise<void>((resolve) => holder.listen(0, resolve));
    port = (holder.address() as { port: number }).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => holder.close(resolve));
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('exits non-zero with one stderr line naming the port, before running anything (embedded workers included)', async () => {
    // No REDIS_URL: serve would run the workers in its own process, and they must not keep it alive.
    const result = await runCli(['serve'], { DATABASE_URL: database.url, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'info' }, DEADLINE_MS);
    expect(result.timedOut).toBe(false);
    expect(result.code).not.toBe(0);
    expect(result.stderr.trim().split('\n')).toEqual([`signwright: port ${port} is already in use (set PORT to another port)`]);
  }, DEADLINE_MS + 10_000);

  it('refuses a taken port before it touches DATA_DIR: a fresh embedded DATA_DIR is left without a database', async () => {
    const fresh = join(dataDir, 'fresh');
    const result = await runCli(['serve'], { DATA_DIR: fresh, PORT: String(port), LOG_LEVEL: 'info' }, DEADLINE_MS);
    expect(result.timedOut).toBe(false);
    expect(result.code).not.toBe(0);
    expect(result.stderr.trim().split('\n')).toEqual([`signwright: port ${port} is already in use (set PORT to another port)`]);
    // The database (PGlite's initdb, the migrations: the slow part of a start) was never begun.
    expect(existsSync(join(fresh, 'pglite'))).toBe(false);
  }, DEADLINE_MS + 10_000);

  it('stops a worker whose METRICS_PORT is taken the same way, naming METRICS_PORT, before any worker runs', async () => {
    const result = await runCli(['worker'], { DATABASE_URL: database.url, DATA_DIR: dataDir, METRICS_PORT: String(port), LOG_LEVEL: 'info' }, DEADLINE_MS);
    expect(result.timedOut).toBe(false);
    expect(result.code).not.toBe(0);
    expect(result.stderr.trim().split('\n')).toEqual([`signwright: port ${port} is already in use (set METRICS_PORT to another port)`]);
  }, DEADLINE_MS + 10_000);
});
