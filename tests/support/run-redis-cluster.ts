import { startRedisCluster, type RedisCluster } from './redis-cluster';
import { madeMark, markFailed, markMade } from './run-fixture-marks';
import { REDIS_CLUSTER_ENV } from './test-environment';

/** Longer than a cluster's start on a busy machine (seconds); only a start that hangs reaches it. */
const READY_WITHIN_MS = 120_000;

/**
 * Starts the run's Redis Cluster without waiting for it: the global set-up returns at once and the workers
 * begin their files while the three servers agree on their slots. The run's process owns the servers
 * (a worker may be replaced between files, and its children with it); every file that runs on the cluster
 * keeps to a key prefix of its own, as on the machine's Redis. Resolves once the cluster is up or has failed.
 */
export function startRunRedisCluster(directory: string): Promise<RedisCluster | undefined> {
  return startRedisCluster().then(
    (cluster) => {
      markMade(directory, cluster.url);
      return cluster;
    },
    (error: unknown) => {
      markFailed(directory, error);
      return undefined;
    },
  );
}

/** The run's Redis Cluster as a `redis+cluster://` URL, once it is up; its start's failure otherwise. */
export async function runRedisCluster(): Promise<string> {
  const directory = process.env[REDIS_CLUSTER_ENV];
  if (!directory) throw new Error('The run has no Redis Cluster: run the tests through jest (global setup)');
  return madeMark(directory, "the run's Redis Cluster", READY_WITHIN_MS);
}
