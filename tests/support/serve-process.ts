import { TEST_SECRETS_KEY } from './test-environment';
import { spawn, type ChildProcess } from 'node:child_process';
import { BIN, repositoryFile } from './run-cli';

/** `make run` without the build: seeds DATA_DIR once, prints the banner, then serves. */
export const MAKE_RUN = [repositoryFile('scripts/run-embedded.sh')];
import { eventually } from './eventually';

export interface ServeProcess {
  port: number;
  child: ChildProcess;
  /** Everything the process wrote on stderr (its log lines) so far. */
  output(): string;
  /** SIGKILL: the process dies at once, mid-work, as in a crash or an OOM kill. */
  kill(): Promise<void>;
  /** SIGTERM: the process finishes what it is doing and stops. */
  stop(): Promise<void>;
}

export function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((resolve) => child.once('exit', () => resolve()));
}

/** How a test ends a process of the service: SIGKILL as in a crash, SIGTERM as an operator stops it. */
export function endings(child: ChildProcess): { kill(): Promise<void>; stop(): Promise<void> } {
  const end = async (signal: NodeJS.Signals) => {
    child.kill(signal);
    await exited(child);
  };
  return { kill: () => end('SIGKILL'), stop: () => end('SIGTERM') };
}

/** Starts `bin/signwright serve` (the built service), or `command`, and resolves once it answers /healthz. */
export async function startServeProcess(env: Record<string, string>, port: number, logLevel = 'warn', command = [BIN, 'serve']): Promise<ServeProcess> {
  const [program, ...args] = command as [string, ...string[]];
  const child = spawn(program, args, { env: { PATH: process.env.PATH ?? '', LOG_LEVEL: logLevel, SECRETS_KEY: TEST_SECRETS_KEY, ...env, PORT: String(port) }, stdio: ['ignore', 'ignore', 'pipe'] });
  let output = '';
  child.stderr?.on('data', (chunk) => (output += String(chunk)));
  try {
    await eventually(async () => {
      if (child.exitCode !== null) throw new Error(`serve exited early (${child.exitCode}): ${output}`);
      return (await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => undefined))?.ok ? true : undefined;
    }, `serve to answer on port ${port}`, 120_000);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return { port, child, output: () => output, ...endings(child) };
}

/** A Store API request to a serve process, JSON in and out, with an Idempotency-Key when given one. */
export function callApi(server: ServeProcess, secret: string, path: string, init: { method?: string; body?: unknown; key?: string } = {}): Promise<Response> {
  return fetch(`http://127.0.0.1:${server.port}${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: { Authorization: `Bearer ${secret}`, 'Content-Type': 'application/json', ...(init.key ? { 'Idempotency-Key': init.key } : {}) },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
}
