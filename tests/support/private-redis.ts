import { spawn, type ChildProcess } from 'node:child_process';
import { freePort } from './run-cli';
import { eventually } from './eventually';
import Redis from 'ioredis';

export interface PrivateRedis {
  url: string;
  /** Kills the server: without persistence, everything it held is gone. */
  down(): Promise<void>;
  /** Starts an empty server on the same port. */
  up(): Promise<void>;
}

/** A redis-server of this test's own, so restarting it cannot disturb the other test files' Redis. */
export async function startPrivateRedis(): Promise<PrivateRedis> {
  const port = await freePort();
  const url = `redis://127.0.0.1:${port}`;
  let server: ChildProcess;
  const start = async () => {
    server = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
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
    if (server.exitCode !== null || server.signalCode !== null) return;
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGKILL');
    await exited;
  };
  await start();
  return { url, down: kill, up: start };
}
