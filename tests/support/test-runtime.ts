import { randomBytes } from 'node:crypto';
import { loadConfig, type Config } from '../../infra/config/config';
import { deleteKeysByPrefix } from '../../infra/redis/delete-keys-by-prefix';
import { openRuntime, type Runtime } from '../../infra/runtime';
import { createLogger, type Logger } from '../../infra/logging/logger';
import type { Clock } from '../../shared-kernel/clock';
import { createEmbeddedDataDir, createTestDatabase, type TestDatabase } from './test-database';
import { TEST_REDIS_URL, TEST_SECRETS_KEY } from './test-environment';

export interface TestRuntimeOptions {
  env?: Record<string, string>;
  clock?: Clock;
  logger?: Logger;
  /** Server mode with Redis (the default), or no Redis: memory limits and the in-process queue. */
  redis?: boolean;
  /** The Redis to run on (a cluster's redis+cluster:// URL, say); the machine's own server by default. */
  redisUrl?: string;
  /**
   * `server` (the default): a PostgreSQL database of the test's own. `embedded`: the default a newcomer
   * runs, PGlite in a DATA_DIR of the test's own, the in-process queue and limits in memory (no Redis).
   */
  mode?: TestMode;
  /**
   * Another instance of one deployment: the database of a service already started (server mode), so that
   * what one instance wrote or issued the other must honour. Its owner drops it; this service leaves it.
   */
  database?: TestDatabase;
}

export type TestMode = 'server' | 'embedded';

export interface TestRuntime {
  config: Config;
  runtime: Runtime;
  database: TestDatabase;
  /** Closes the runtime, forgets its Redis keys and drops its database (unless it was given one). */
  close(): Promise<void>;
}

/**
 * The service's runtime as a test sees it (its database, Redis, queues, task engine, idempotency and
 * secrets) on a database and a Redis key prefix of its own, torn down with everything it created. The
 * integration tests of what the runtime holds (repositories, the outbox, the task engine) take this
 * rather than a whole test service: without the modules' container, the app and the published contract a
 * file loads about a third of the modules and starts in about a third of the CPU. `startTestService`
 * starts the rest on top of it.
 */
export async function startTestRuntime(options: TestRuntimeOptions = {}): Promise<TestRuntime> {
  const embedded = options.mode === 'embedded';
  if (embedded && options.database) throw new Error('An embedded database has one owner: only server-mode services share one');
  const database = options.database ?? (embedded ? await createEmbeddedDataDir() : await createTestDatabase());
  const redis = options.redis !== false && !embedded;
  const prefix = `sw-test:${randomBytes(6).toString('hex')}:`;
  const redisUrl = options.redisUrl ?? TEST_REDIS_URL;
  const config = loadConfig({
    ...(embedded ? { DATA_DIR: database.name } : { DATABASE_URL: database.url }),
    ...(redis ? { REDIS_URL: redisUrl } : {}),
    REDIS_KEY_PREFIX: prefix,
    SECRETS_KEY: TEST_SECRETS_KEY,
    BASE_URL: 'http://api.signwright.test',
    DOCS_URL: 'http://docs.signwright.test',
    LOG_LEVEL: 'silent',
    ...options.env,
  });
  const runtime = await openRuntime(config, { logger: options.logger ?? createLogger(process.env.TEST_LOG_LEVEL ?? 'silent'), ...(options.clock ? { clock: options.clock } : {}) });
  return {
    config,
    runtime,
    database,
    async close() {
      await runtime.close();
      if (redis) await deleteKeysByPrefix(redisUrl, prefix);
      if (!options.database) await database.drop();
    },
  };
}
