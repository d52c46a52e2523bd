import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, runCli } from '../../support/run-cli';

/** Longer than the pool's connection timeout: a command that has not stopped by then is hanging. */
const DEADLINE_MS = 20_000;

describe('a database that cannot be reached at start', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'signwright-unreachable-'));
  let env: Record<string, string>;

  beforeAll(async () => {
    const closedPort = await freePort();
    env = { DATABASE_URL: `postgres://postgres:sekret@127.0.0.1:${closedPort}/nope`, DATA_DIR: dataDir, PORT: String(await freePort()) };
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  // The admin command operators run first, and the two long-running processes (where a hang would show);
  // every other admin command opens the database as serve and worker do (openServiceProcess).
  it.each([{ command: 'migrate' }, { command: 'serve' }, { command: 'worker' }])(
    '$command exits non-zero with one stderr line naming DATABASE_URL, its password masked',
    async ({ command }) => {
      const args = command.split(' ');
      const result = await runCli(args, env, DEADLINE_MS);
      expect(result).toMatchObject({ timedOut: false, stdout: '' });
      expect(result.code).not.toBe(0);
      const lines = result.stderr.trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/^signwright: cannot reach the database at DATABASE_URL=postgres:\/\/postgres:\*\*\*@127\.0\.0\.1:\d+\/nope \(.*ECONNREFUSED.*\)$/);
      expect(result.stderr).not.toContain('sekret');
    },
    DEADLINE_MS + 10_000,
  );
});
