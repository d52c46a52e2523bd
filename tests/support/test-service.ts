import type { RequestListener } from 'node:http';
import type { Container } from 'inversify';
import type express from 'express';
import supertest from 'supertest';
import type { Config } from '../../infra/config/config';
import type { Runtime } from '../../infra/runtime';
import { composeContainer, flushBufferedWrites } from '../../apps/composition/modules';
import { createApiApp } from '../../apps/api/api-app';
import { publishedContractText } from './published-contract-cache';
import type { demoSeed } from '../../apps/cli/demo/demo-seed';
import type { TestDatabase } from './test-database';
import { startTestRuntime, type TestMode, type TestRuntimeOptions } from './test-runtime';
import { contractCheckingListener, contractValidatorFor } from './contract-recorder';

export type { TestMode } from './test-runtime';

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

export interface TestServiceOptions extends TestRuntimeOptions {
  /**
   * Changes bindings before the app is built: a deliberate hook for a test that must hold a request at
   * a known point (a service that waits for the test's signal), never a way to fake what it checks.
   */
  rebind?: (container: Container) => void;
}

/** Both ways to run, for suites that prove a capability in each (`describe.each(bothModes)`). */
export const bothModes: TestMode[] = ['server', 'embedded'];

/**
 * The service as a test sees it: a database and a Redis key prefix of its own, the real container
 * and the real Express app, torn down with everything it created.
 */
export async function startTestService(options: TestServiceOptions = {}): Promise<TestService> {
  const { config, runtime, database, close } = await startTestRuntime(options);
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
      await close();
    },
  };
}
