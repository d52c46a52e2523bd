import { TEST_SECRETS_KEY } from './test-environment';
import { spawn } from 'node:child_process';
import { stripVTControlCharacters } from 'node:util';
import { BIN } from './run-cli';
import { endings } from './serve-process';
import { eventually } from './eventually';

export interface WorkerProcess {
  /** `http://127.0.0.1:<port>` of the worker's own listener (METRICS_PORT): /metrics and /healthz. */
  metricsUrl: string;
  output(): string;
  /** SIGKILL: the process dies at once, mid-work, as in a crash or an OOM kill. */
  kill(): Promise<void>;
  /** SIGTERM: the process finishes what it is doing and stops. */
  stop(): Promise<void>;
}

/** The port a worker logged its metrics listener on; colour codes (FORCE_COLOR) and other lines are passed over. */
function loggedMetricsPort(output: string): number | undefined {
  for (const line of stripVTControlCharacters(output).split('\n')) {
    if (!line.includes('"worker metrics listening"')) continue;
    const port = /"port":(\d+)/.exec(line)?.[1];
    if (port) return Number(port);
  }
  return undefined;
}

/**
 * Starts `bin/signwright worker` (the built service) and resolves once its workers have started. Its
 * metrics listener takes any free port unless the test sets METRICS_PORT, so workers of files running
 * at once never contend for one.
 */
export async function startWorkerProcess(env: Record<string, string>): Promise<WorkerProcess> {
  const child = spawn(BIN, ['worker'], { env: { PATH: process.env.PATH ?? '', METRICS_PORT: '0', SECRETS_KEY: TEST_SECRETS_KEY, ...env, LOG_LEVEL: 'info' }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += String(chunk)));
  child.stderr?.on('data', (chunk) => (output += String(chunk)));
  // The deadline is a bound on a hang only: at a load of 25 on two cores a worker's start passed 30 s.
  await eventually(() => {
    if (child.exitCode !== null) throw new Error(`the worker exited early: ${output}`);
    return output.includes('"workers started"') ? true : undefined;
  }, 'the worker process to start', 120_000);
  const metricsPort = loggedMetricsPort(output);
  if (metricsPort === undefined) throw new Error(`the worker did not log its metrics port: ${output}`);
  return { metricsUrl: `http://127.0.0.1:${metricsPort}`, output: () => output, ...endings(child) };
}
