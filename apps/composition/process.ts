import type { Container } from 'inversify';
import { loadConfig, type Config } from '../../infra/config/config';
import { openDatabase } from '../../infra/database/database';
import { migrateToLatest } from '../../infra/database/migrator';
import { openRuntime, type Runtime } from '../../infra/runtime';
import { allMigrations, composeContainer, flushBufferedWrites } from './modules';

export interface ServiceProcess {
  config: Config;
  runtime: Runtime;
  container: Container;
  close(): Promise<void>;
}

/** Applies every migration; safe to run again and again. */
export async function migrate(config: Config): Promise<string[]> {
  const db = await openDatabase(config);
  try {
    return await migrateToLatest(db, allMigrations);
  } finally {
    await db.destroy();
  }
}

/**
 * Opens a process of the service: configuration, connections and container. The embedded database
 * is migrated on open (nobody else can reach it), a PostgreSQL server must be migrated beforehand.
 */
export async function openServiceProcess(config: Config = loadConfig()): Promise<ServiceProcess> {
  if (!config.databaseUrl) await migrate(config);
  const runtime = await openRuntime(config);
  const container = composeContainer(runtime);
  return {
    config,
    runtime,
    container,
    async close() {
      await flushBufferedWrites(container);
      await runtime.close();
    },
  };
}
