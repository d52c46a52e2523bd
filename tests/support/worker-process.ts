import { spawn } from 'node:child_process';
import { BIN } from './run-cli';
import { endings } from './serve-process';
import { eventually } from './eventually';

export interface WorkerProcess {
  output(): string;
  /** SIGKILL: the process dies at once, mid-work, as in a crash or an OOM kill. */
  kill(): Promise<void>;
  /** SIGTERM: the process finishes what it is doing and stops. */
  stop(): Promise<void>;
}

/** Starts `bin/signwright worker` (the built service) and resolves once its workers have started. */
export async function startWorkerProcess(env: Record<string, string>): Promise<WorkerProcess> {
  const child = spawn(BIN, ['worker'], { env: { PATH: process.env.PATH ?? '', ...env, LOG_LEVEL: 'info' }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += String(chunk)));
  child.stderr?.on('data', (chunk) => (output += String(chunk)));
  await eventually(() => {
    if (child.exitCode !== null) throw new Error(`the worker exited early: ${output}`);
    return output.includes('"workers started"') ? true : undefined;
  }, 'the worker process to start', 30_000);
  return { output: () => output, ...endings(child) };
}
