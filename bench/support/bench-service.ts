import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { deleteKeysByPrefix } from '../../infra/redis/delete-keys-by-prefix';
import { serve, stopServing } from '../../apps/api/serve';
import { demoSeed, type DemoSeedOptions } from '../../apps/cli/demo/demo-seed';
import { openServiceProcess, type ServiceProcess } from '../../apps/composition/process';
import { loadConfig } from '../../infra/config/config';
import { createBenchDatabase } from './bench-database';
import type { Teardown } from './teardown';

const REDIS_URL = 'redis://127.0.0.1:6379';
/** High enough that no run can reach it: a 429 would measure the limiter's refusal, not the service. */
const UNREACHABLE_LIMIT = '100000000';

export interface BenchService {
  baseUrl: string;
  process: ServiceProcess;
  seed(options?: DemoSeedOptions): ReturnType<typeof demoSeed>;
  close(): Promise<void>;
}

/** The real service in server mode (PostgreSQL + Redis), started as `signwright serve` starts it. */
export async function startBenchService(databaseUrl: string): Promise<BenchService> {
  const redisKeyPrefix = `sw-bench:${randomBytes(6).toString('hex')}:`;
  const config = loadConfig({
    DATABASE_URL: databaseUrl,
    REDIS_URL,
    REDIS_KEY_PREFIX: redisKeyPrefix,
    LOG_LEVEL: 'silent',
    PORT: '0',
    RATE_LIMIT_PER_KEY_PER_MINUTE: UNREACHABLE_LIMIT,
    RATE_LIMIT_PER_IP_PER_MINUTE: UNREACHABLE_LIMIT,
    OPTION_WRITE_BUDGET_PER_MINUTE: UNREACHABLE_LIMIT,
    STOREFRONT_RATE_LIMIT_PER_IP_PER_MINUTE: UNREACHABLE_LIMIT,
  });
  const service = await openServiceProcess(config);
  const server = await serve(service).catch(async (error: unknown) => {
    await service.close();
    throw error;
  });
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    process: service,
    seed: (options) => demoSeed(service.container, options),
    async close() {
      await stopServing(server);
      await service.close();
      await deleteKeysByPrefix(REDIS_URL, redisKeyPrefix);
    },
  };
}

const DRAIN_MILLISECONDS = 2000;

/**
 * Stops listening and lets requests still in flight when the load stopped finish, so they never
 * meet a closed pool; keep-alive sockets that stay open past the drain are cut.
 */
export async function closeServer(server: Server): Promise<void> {
  const closed = new Promise((resolve) => server.close(resolve));
  server.closeIdleConnections();
  const cut = setTimeout(() => server.closeAllConnections(), DRAIN_MILLISECONDS);
  await closed;
  clearTimeout(cut);
}


/** A fresh database and the service on it, both undone by the teardown (last added, first undone). */
export async function startServiceOnFreshDatabase(teardown: Teardown): Promise<{ databaseUrl: string; service: BenchService }> {
  const database = await createBenchDatabase();
  teardown.add(() => database.drop());
  const service = await startBenchService(database.url);
  teardown.add(() => service.close());
  return { databaseUrl: database.url, service };
}
