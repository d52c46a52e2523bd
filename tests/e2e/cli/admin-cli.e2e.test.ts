import { createTestDatabase, type TestDatabase } from '../../support/test-database';
import { freePort, runCliInProcessJson, runCliJson, startServe, stopServe } from '../../support/run-cli';
import { TEST_REDIS_URL } from '../../support/test-environment';
import { describeAdminCommands } from './admin-commands.spec';

describeAdminCommands('a PostgreSQL server', async () => {
  const database = await createTestDatabase();
  return { env: { DATABASE_URL: database.url }, close: () => database.drop() };
}, { seedsTwice: true });

describe('the command line and serve in server mode', () => {
  let database: TestDatabase;
  let env: Record<string, string>;

  beforeAll(async () => {
    database = await createTestDatabase();
    env = { DATABASE_URL: database.url };
  });
  afterAll(() => database.drop());

  it('serves stores/me in server mode (PostgreSQL and Redis) for a key the command line created', async () => {
    const store = await runCliInProcessJson<{ id: number }>(['stores', 'create', '--name', 'Served', '--currency', 'EUR'], env);
    // A process: the key bin/signwright prints is the one serve takes.
    const key = await runCliJson<{ secret: string }>(['keys', 'create', '--store', String(store.id), '--name', 'serve', '--scopes', 'store:read'], env);
    const port = await freePort();
    const serve = await startServe({ ...env, REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: `sw-cli-${port}:` }, port);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/v3/stores/me`, { headers: { Authorization: `Bearer ${key.secret}` } });
      expect(response.status).toBe(200);
      expect(((await response.json()) as { data: { id: number } }).data.id).toBe(store.id);
    } finally {
      await stopServe(serve);
    }
  });
});
