import { randomBytes } from 'node:crypto';
import type { RequestListener } from 'node:http';
import type { Container } from 'inversify';
import type express from 'express';
import supertest from 'supertest';
import { loadConfig, type Config } from '../../infra/config/config';
import { deleteKeysByPrefix } from '../../infra/redis/delete-keys-by-prefix';
import { openRuntime, type Runtime } from '../../infra/runtime';
import { createLogger, type Logger } from '../../infra/logging/logger';
import type { Clock } from '../../shared-kernel/clock';
import { composeContainer, flushBufferedWrites } from '../../apps/composition/modules';
import { createApiApp } from '../../apps/api/api-app';
import { publishedContractText } from './published-contract-cache';
import type { demoSeed } from '../../apps/cli/demo/demo-seed';
import { createEmbeddedDataDir, createTestDatabase, type TestDatabase } from './test-database';
import { TEST_REDIS_URL, TEST_SECRETS_KEY } from './test-environment';
import { contractCheckingListener, contractValidatorFor } from './contract-recorder';

export interface TestService {
  config: Config;
  runtime: Runtime;
  container: Container;
  app: express.Express;
  /**
   * The app checking every response against the OpenAPI document it publishes (tests/support/
   * contract-recorder.ts): a response that breaks it fails the running test. Listen on this one.
   */
  handler: RequestListener;
  /** supertest over `handler`. */
  http: ReturnType<typeof supertest>;
  database: TestDatabase;
  seed(): Promise<Awaited<ReturnType<typeof demoSeed>>>;
  close(): Promise<void>;
}

export interface TestServiceOptions {
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
  /**
   * Changes bindings before the app is built: a deliberate hook for a test that must hold a request at
   * a known point (a service that waits for the test's signal), never a way to fake what it checks.
   */
  rebind?: (container: Container) => void;
}

export type TestMode = 'server' | 'embedded';

/** Both ways to run, for suites that prove a capability in each (`describe.each(bothModes)`). */
export const bothModes: TestMode[] = ['server', 'embedded'];

/**
 * The service as a test sees it: a database and a Redis key prefix of its own, the real container
 * and the real Express app, torn down with everything it created.
 */
export async function startTestService(options: TestServiceOptions = {}): Promise<TestService> {
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
  const container = composeContainer(runtime);
  options.rebind?.(container);
  const app = createApiApp(container, runtime);
  const published = publishedContractText(container, runtime.config);
  const handler = contractCheckingListener(app, contractValidatorFor(published));
  return {
    config,
    runtime,
    container,
    app,
    handler,
    http: supertest(handler),
    database,
    // Loaded when asked for: one file of all those that start a service seeds the demo data.
    seed: async () => (await import('../../apps/cli/demo/demo-seed.js')).demoSeed(container),
    async close() {
      await flushBufferedWrites(container);
      await runtime.close();
      if (redis) await deleteKeysByPrefix(redisUrl, prefix);
      if (!options.database) await database.drop();
    },
  };
}
