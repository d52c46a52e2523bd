import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BIN, runCliInProcess } from '../../support/run-cli';
import { TEST_SECRETS_KEY } from '../../support/test-environment';

/** `bin/signwright` run from `cwd` with only the environment given (no DATABASE_URL: the embedded default). */
function runFrom(cwd: string, args: string[], env: Record<string, string> = {}): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(BIN, args, { cwd, env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', SECRETS_KEY: TEST_SECRETS_KEY, ...env }, timeout: 60_000 }, (error, stdout, stderr) =>
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr }),
    );
  });
}

describe('the admin command line never creates data by surprise', () => {
  const folder = mkdtempSync(join(tmpdir(), 'sw-elsewhere-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

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
    const dataDir = join(folder, 'new');
    expect(await runCliInProcess(['migrate', '--json'], { DATA_DIR: dataDir })).toMatchObject({ code: 0 });
    const listed = await runCliInProcess(['stores', 'create', '--name', 'Meant', '--currency', 'EUR', '--json'], { DATA_DIR: dataDir });
    expect([listed.code, listed.stderr]).toEqual([0, '']);
    expect(JSON.parse(listed.stdout)).toMatchObject({ name: 'Meant' });
  });
});
