import { spawn, type ChildProcess } from 'node:child_process';
import { freePort } from './run-cli';
import { eventually } from './eventually';
import Redis from 'ioredis';

export interface PrivateRedis {
  url: string;
  /** Kills the server: without persistence, everything it held is gone. */
  down(): Promise<void>;
  /** Starts an empty server on the same port (unless one is running). */
  up(): Promise<void>;
  /** SIGSTOP: the server keeps its connections open and answers nothing, as a hung or partitioned Redis. */
  stall(): void;
  /** SIGCONT: the stalled server answers again, everything it was sent meanwhile included. */
  resume(): void;
}

/** A redis-server of this test's own, so restarting it cannot disturb the other test files' Redis. */
export async function startPrivateRedis(): Promise<PrivateRedis> {
  const port = await freePort();
  const url = `redis://127.0.0.1:${port}`;
  let server: ChildProcess | undefined;
  // A test process that dies without its afterAll must not leave a server behind, stalled or not.
  const killOnExit = () => server?.kill('SIGKILL');
  const running = () => server !== undefined && server.exitCode === null && server.signalCode === null;
  const start = async () => {
    if (running()) return;
    server = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    process.once('exit', killOnExit);
    await eventually(async () => {
      const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
      try {
        await probe.connect();
        return (await probe.ping()) === 'PONG' ? true : undefined;
      } catch {
        return undefined;
      } finally {
        probe.disconnect();
      }
    }, `redis-server on port ${port}`);
  };
  const kill = async () => {
    process.off('exit', killOnExit);
    if (!running()) return;
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    // SIGKILL ends a stalled (stopped) server too.
    server!.kill('SIGKILL');
    await exited;
  };
  await start();
  return { url, down: kill, up: start, stall: () => void server?.kill('SIGSTOP'), resume: () => void server?.kill('SIGCONT') };
}
