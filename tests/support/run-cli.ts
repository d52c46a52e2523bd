import { TEST_SECRETS_KEY } from './test-environment';
import { execFile, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { exited, startServeProcess } from './serve-process';

/** A file of the repository, found from here whether this runs as source (Jest) or built into dist/ (`make cluster`). */
export function repositoryFile(path: string): string {
  for (let directory = __dirname; ; directory = dirname(directory)) {
    if (existsSync(join(directory, 'package.json')) && existsSync(join(directory, path))) return join(directory, path);
    if (dirname(directory) === directory) throw new Error(`no ${path} above ${__dirname}`);
  }
}

export const BIN = repositoryFile('bin/signwright');

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
  /** Killed for running longer than it was given. */
  timedOut: boolean;
}

/**
 * Runs `bin/signwright` (the built service) with exactly the environment given, plus PATH. A command
 * still running after `timeoutMs` is killed and reported with a non-zero code.
 */
export function runCli(args: string[], env: Record<string, string>, timeoutMs = 60_000): Promise<CliResult> {
  return new Promise((resolvePromise) => {
    // The published contract alone is over a megabyte, Node's default cap on what a child may print.
    const options = { env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', SECRETS_KEY: TEST_SECRETS_KEY, ...env }, timeout: timeoutMs, maxBuffer: 64 * 1024 * 1024 };
    execFile(BIN, args, options, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
      resolvePromise({ code, stdout, stderr, timedOut: error?.killed === true });
    });
  });
}

export async function runCliJson<T = Record<string, unknown>>(args: string[], env: Record<string, string>): Promise<T> {
  const result = await runCli([...args, '--json'], env);
  if (result.code !== 0) throw new Error(`signwright ${args.join(' ')} failed (${result.code}): ${result.stderr}`);
  return JSON.parse(result.stdout) as T;
}

/** Starts `bin/signwright serve` and resolves once it answers /healthz. */
export async function startServe(env: Record<string, string>, port: number): Promise<ChildProcess> {
  return (await startServeProcess(env, port)).child;
}

export async function stopServe(child: ChildProcess): Promise<void> {
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  await exited(child);
}

export async function freePort(): Promise<number> {
  const { createServer } = await import('node:net');
  return new Promise((resolvePort) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0));
    });
  });
}
