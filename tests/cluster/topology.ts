import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../support/run-cli';
import { startServeProcess, type ServeProcess } from '../support/serve-process';
import { startWorkerProcess, type WorkerProcess } from '../support/worker-process';

/**
 * Several processes of the service over shared engines, as a merchant who outgrew one machine runs it:
 * API instances on ports of their own and workers, all given the same PostgreSQL, Redis (and key prefix)
 * and object store, and each a DATA_DIR of its own, so nothing one process keeps on its disk can reach
 * another.
 */
export interface Topology {
  api: ServeProcess[];
  workers: WorkerProcess[];
  /** What every process was given (the per-process DATA_DIR and PORT aside). */
  env: Record<string, string>;
  urlOf(api: ServeProcess): string;
  /** A worker more, started like the others (one to take over from a killed one). */
  addWorker(): Promise<WorkerProcess>;
  stop(): Promise<void>;
}

export interface TopologyShape {
  apiInstances?: number;
  workers?: number;
  /** Ports for the API instances, in order; free ones otherwise. */
  ports?: number[];
  logLevel?: string;
}

export async function startTopology(shared: Record<string, string>, shape: TopologyShape = {}): Promise<Topology> {
  const directories: string[] = [];
  const dataDir = async () => {
    const directory = await mkdtemp(join(tmpdir(), 'sw-instance-'));
    directories.push(directory);
    return directory;
  };
  const api: ServeProcess[] = [];
  const workers: WorkerProcess[] = [];
  const addWorker = async () => {
    const worker = await startWorkerProcess({ ...shared, DATA_DIR: await dataDir() });
    workers.push(worker);
    return worker;
  };
  const stop = async () => {
    await Promise.all([...api, ...workers].map((process) => process.stop()));
    await Promise.all(directories.map((directory) => rm(directory, { recursive: true, force: true })));
  };
  try {
    for (let index = 0; index < (shape.apiInstances ?? 2); index += 1) {
      const port = shape.ports?.[index] ?? (await freePort());
      api.push(await startServeProcess({ ...shared, DATA_DIR: await dataDir() }, port, shape.logLevel ?? 'warn'));
    }
    for (let index = 0; index < (shape.workers ?? 2); index += 1) await addWorker();
  } catch (error) {
    await stop();
    throw error;
  }
  return { api, workers, env: shared, urlOf: (instance) => `http://127.0.0.1:${instance.port}`, addWorker, stop };
}
