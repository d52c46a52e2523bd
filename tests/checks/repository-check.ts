import { execFile } from 'node:child_process';
import { join, resolve } from 'node:path';

/** The repository's root, where `make typecheck` and `make lint` run. */
export const ROOT = resolve(__dirname, '../..');

/** A check's deadline: for a hang, not for a busy machine (the type-check takes about 25 s of CPU). */
export const CHECK_TIMEOUT_MS = 600_000;

/**
 * Runs a check of the whole repository as make runs it (its Node.js program from node_modules, in the
 * root, on the Node.js running the tests), and answers its exit code and everything it printed.
 */
export function runCheck(program: string, args: string[]): Promise<{ code: number; output: string }> {
  const { NODE_OPTIONS: _jestsOwn, ...env } = process.env;
  return new Promise((done) => {
    execFile(process.execPath, [join(ROOT, program), ...args], { cwd: ROOT, env, maxBuffer: 64 * 1024 * 1024, timeout: CHECK_TIMEOUT_MS }, (error, stdout, stderr) =>
      done({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, output: `${stdout}${stderr}`.trim() }),
    );
  });
}
