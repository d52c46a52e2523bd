import { migrateToLatest } from '../../../infra/database/migrator';
import { allMigrations } from '../../composition/modules';
import { logMigrationReports, migrate, openServiceProcess } from '../../composition/process';
import { serve } from '../../api/serve';
import { bindPort, stopServing } from '../../api/listen';
import { publishedContract } from '../../api/api-app';
import { startWorkers } from '../../worker/start-workers';
import { listenForMetrics } from '../../worker/metrics-listener';
import { demoSeed } from '../demo/demo-seed';
import { Printed, type CliCommand } from '../cli-command';
import type { ServiceProcess } from '../../composition/process';

/** Resolves with the signal that asked the process to stop (SIGINT or SIGTERM). */
function untilStopped(): Promise<NodeJS.Signals> {
  return new Promise((resolve) => {
    process.once('SIGINT', resolve);
    process.once('SIGTERM', resolve);
  });
}

/** A long-running process ends with one log line like every other (stderr, JSON), and prints nothing on stdout. */
function stopped(service: ServiceProcess, role: string, signal: NodeJS.Signals): Printed {
  service.runtime.logger.info({ role, signal, uptime_seconds: Math.round(process.uptime()) }, 'stopped');
  return new Printed('');
}

export const operationCommands: CliCommand[] = [
  {
    words: ['serve'],
    usage: 'serve',
    options: {},
    async standalone(_input, config, host) {
      // The port first (bin/signwright binds it before loading the service): a taken one is refused at
      // once, before DATA_DIR or the database is touched.
      const port = host.port ?? (await bindPort(config));
      const service = await openServiceProcess(config, 'serve').catch(async (error: unknown) => {
        await port.close();
        throw error;
      });
      service.takeMigrationsAppliedOnOpen();
      const server = await serve(service, port).catch(async (error: unknown) => {
        await service.close();
        throw error;
      });
      service.acceptCommands(host.runnerFor(service));
      const signal = await untilStopped();
      await stopServing(server);
      await service.close();
      return stopped(service, 'serve', signal);
    },
  },
  {
    words: ['worker'],
    usage: 'worker',
    options: {},
    async standalone(_input, config, host) {
      const service = await openServiceProcess(config, 'worker');
      service.takeMigrationsAppliedOnOpen();
      try {
        // Its port first, as serve does: a port it cannot have fails the start before any worker runs.
        await listenForMetrics(service.runtime);
        await startWorkers(service.container, service.runtime);
      } catch (error) {
        await service.close();
        throw error;
      }
      service.acceptCommands(host.runnerFor(service));
      const signal = await untilStopped();
      await service.close();
      return stopped(service, 'worker', signal);
    },
  },
  {
    words: ['migrate'],
    usage: 'migrate',
    options: {},
    // A PostgreSQL server is migrated from here; an embedded database by the process that holds it.
    async standalone(_input, config, host) {
      return config.databaseUrl ? { applied: await migrate(config) } : host.runOnData();
    },
    async run(_input, service) {
      return { applied: [...service.takeMigrationsAppliedOnOpen(), ...(await migrateToLatest(service.runtime.database.root, allMigrations, logMigrationReports(service.runtime.logger)))] };
    },
  },
  {
    // The contract as {docs_url}/help/openapi.json serves it, without starting the service (Spectral lints it).
    words: ['openapi'],
    usage: 'openapi',
    options: {},
    run: async (_input, service) => publishedContract(service.container, service.config),
  },
  {
    words: ['demo', 'seed'],
    usage: 'demo seed',
    options: {},
    run: (_input, service) => demoSeed(service.container),
  },
];
