import type { Container } from 'inversify';
import type { Kysely } from 'kysely';
import { loadConfig, type Config } from '../../infra/config/config';
import { openDatabase } from '../../infra/database/database';
import { migrateToLatest, type MigrationReport } from '../../infra/database/migrator';
import { createProcessLogger, type Logger } from '../../infra/logging/logger';
import { DataDirClaim } from '../../infra/embedded/data-dir-claim';
import type { CommandRunner } from '../../infra/embedded/data-dir-owner';
import { openRuntime, type Runtime } from '../../infra/runtime';
import { allMigrations, composeContainer, flushBufferedWrites } from './modules';

export interface ServiceProcess {
  config: Config;
  runtime: Runtime;
  container: Container;
  /**
   * The migrations this process applied to the embedded database when it opened it, told once: to the
   * command the process was opened for, so that a command run later for another process hears none.
   */
  takeMigrationsAppliedOnOpen(): string[];
  /** Embedded mode: admin commands run by other processes on this DATA_DIR run here from now on. */
  acceptCommands(runner: CommandRunner): void;
  close(): Promise<void>;
}

/** Logs what a repairing migration did (rows dropped, …) as one line on the service's log. */
export const logMigrationReports = (logger: Logger) => (entry: MigrationReport) => logger.info(entry, 'migration report');

/** Opens the database and applies every migration, closing it again if that fails. */
async function openMigrated(config: Config): Promise<{ applied: string[]; database: Kysely<unknown> }> {
  const database = await openDatabase(config);
  try {
    return { applied: await migrateToLatest(database, allMigrations, logMigrationReports(createProcessLogger(config))), database };
  } catch (error) {
    await database.destroy();
    throw error;
  }
}

/** Applies every migration; safe to run again and again. */
export async function migrate(config: Config): Promise<string[]> {
  const { applied, database } = await openMigrated(config);
  await database.destroy();
  return applied;
}

/**
 * Migrates the embedded database and hands it on open when nothing was applied: starting PGlite is most
 * of an embedded command's start. After a migration it is opened afresh, so that PGlite reads the types
 * the migrations created.
 */
async function migrateEmbedded(config: Config): Promise<{ applied: string[]; database?: Kysely<unknown> }> {
  const { applied, database } = await openMigrated(config);
  if (applied.length === 0) return { applied, database };
  await database.destroy();
  return { applied };
}

/**
 * Opens a process of the service: configuration, connections and container. In embedded mode the
 * process first takes DATA_DIR (one process opens an embedded database; `DataDirInUse` names the one
 * that has it) and migrates the database, which nobody else can reach; a PostgreSQL server must be
 * migrated beforehand.
 */
export async function openServiceProcess(config: Config = loadConfig(), role = 'admin command'): Promise<ServiceProcess> {
  const claim = config.databaseUrl ? undefined : await DataDirClaim.take(config.dataDir, role);
  try {
    const { applied: appliedOnOpen, database } = claim ? await migrateEmbedded(config) : { applied: [] };
    // The long-running processes publish the process and event-loop metrics too; a command is gone too soon.
    const runtime = await openRuntime(config, { defaultMetrics: role === 'serve' || role === 'worker', database }).catch(async (error: unknown) => {
      await database?.destroy();
      throw error;
    });
    const container = composeContainer(runtime);
    return {
      config,
      runtime,
      container,
      takeMigrationsAppliedOnOpen: () => appliedOnOpen.splice(0),
      acceptCommands: (runner) => claim?.acceptCommands(runner),
      async close() {
        try {
          await flushBufferedWrites(container);
          await runtime.close();
        } finally {
          await claim?.release();
        }
      },
    };
  } catch (error) {
    await claim?.release();
    throw error;
  }
}
