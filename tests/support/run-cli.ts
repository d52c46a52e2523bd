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
    // Beyond execFile's 1 MiB of output: the published contract, with its examples, is more.
    execFile(BIN, args, { env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', SECRETS_KEY: TEST_SECRETS_KEY, ...env }, timeout: timeoutMs, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
      resolvePromise({ code, stdout, stderr, timedOut: error?.killed === true });
    });
  });
}

export async function runCliJson<T = Record<string, unknown>>(args: string[], env: Record<string, string>): Promise<T> {
  return parsedJson<T>(args, await runCli([...args, '--json'], env));
}

/**
 * Runs a command line as `bin/signwright` does (apps/cli/run-command.ts: the same parsing, hand-off to a
 * running owner of DATA_DIR, output and exit code), but in this process, with the environment runCli
 * gives a child: a command then costs its work, not a start of Node and the service's modules (seconds
 * each). For what a command does; a test about the process itself (its exit, signals, locks held by
 * another process, the binary) runs it with runCli.
 */
export async function runCliInProcess(args: string[], env: Record<string, string>): Promise<CliResult> {
  const { runCommand } = await import('../../apps/cli/run-command.js');
  const outcome = await runCommand(args, { LOG_LEVEL: 'warn', SECRETS_KEY: TEST_SECRETS_KEY, ...env }, () => import('../../apps/cli/command-line.js'));
  return { code: outcome.exitCode, stdout: outcome.stdout, stderr: outcome.stderr, timedOut: false };
}

export async function runCliInProcessJson<T = Record<string, unknown>>(args: string[], env: Record<string, string>): Promise<T> {
  return parsedJson<T>(args, await runCliInProcess([...args, '--json'], env));
}

function parsedJson<T>(args: string[], result: CliResult): T {
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
