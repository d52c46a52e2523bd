import { execFile, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import Redis from 'ioredis';
import { eventually } from './eventually';
import { freePort } from './run-cli';

export interface RedisCluster {
  /** `redis+cluster://…` naming every master, as REDIS_URL takes it. */
  url: string;
  ports: number[];
  /** Kills the servers and removes their directories. */
  stop(): Promise<void>;
}

const MASTERS = 3;
const INSTALL = 'a Redis Cluster for the tests needs redis-server and redis-cli on the PATH: apt-get install redis-server (or brew install redis)';

/**
 * A Redis Cluster of three masters and no replicas of the test's own, on free ports, without
 * persistence, in temporary directories: ready (`cluster_state:ok` on every node) when this resolves.
 */
export async function startRedisCluster(): Promise<RedisCluster> {
  for (const tool of ['redis-server', 'redis-cli']) {
    if (spawnSync(tool, ['--version']).error) throw new Error(INSTALL);
  }
  const [ports, busPorts] = await distinctFreePorts(MASTERS);
  const directories: string[] = [];
  const servers: ChildProcess[] = [];
  // A test process that dies without its afterAll must not leave servers behind.
  const killAll = () => servers.forEach((server) => server.kill('SIGKILL'));
  process.once('exit', killAll);
  const stop = async () => {
    process.off('exit', killAll);
    await Promise.all(servers.filter(running).map((server) => new Promise((resolve) => server.once('exit', resolve).kill('SIGKILL'))));
    for (const directory of directories) rmSync(directory, { recursive: true, force: true });
  };
  try {
    for (const [index, port] of ports.entries()) {
      const directory = mkdtempSync(join(tmpdir(), `sw-redis-cluster-${port}-`));
      directories.push(directory);
      servers.push(
        spawn(
          'redis-server',
          ['--port', String(port), '--cluster-port', String(busPorts[index]), '--bind', '127.0.0.1', '--cluster-enabled', 'yes', '--cluster-config-file', join(directory, 'nodes.conf'), '--dir', directory, '--save', '', '--appendonly', 'no'],
          { stdio: 'ignore' },
        ),
      );
    }
    await Promise.all(ports.map((port) => eventually(() => answer(port, ['ping']), `redis-server on port ${port}`)));
    await promisify(execFile)('redis-cli', ['--cluster', 'create', ...ports.map((port) => `127.0.0.1:${port}`), '--cluster-replicas', '0', '--cluster-yes']);
    // Every node must know the whole cluster and its slots, or a client may be sent to one that does not yet.
    for (const port of ports) {
      await eventually(async () => {
        const info = (await answer(port, ['cluster', 'info'])) ?? '';
        return /cluster_state:ok/.test(info) && new RegExp(`cluster_known_nodes:${MASTERS}\\b`).test(info) ? true : undefined;
      }, `cluster_state:ok on port ${port}`);
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `redis+cluster://${ports.map((port) => `127.0.0.1:${port}`).join(',')}`, ports, stop };
}

function running(server: ChildProcess): boolean {
  return server.exitCode === null && server.signalCode === null;
}

/** What one node answers to a command, or undefined while it cannot be reached. */
async function answer(port: number, command: [string, ...string[]]): Promise<string | undefined> {
  const probe = new Redis(port, '127.0.0.1', { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  // A node not listening yet is an answer of "not yet" (below), not an error for ioredis to print.
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    return String(await probe.call(...command));
  } catch {
    return undefined;
  } finally {
    probe.disconnect();
  }
}

/** Client ports and cluster-bus ports, none twice. */
async function distinctFreePorts(count: number): Promise<[number[], number[]]> {
  const ports = new Set<number>();
  while (ports.size < count * 2) ports.add(await freePort());
  const all = [...ports];
  return [all.slice(0, count), all.slice(count)];
}
