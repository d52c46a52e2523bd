import { migrateToLatest } from '../../../infra/database/migrator';
import { allMigrations } from '../../composition/modules';
import { migrate, openServiceProcess } from '../../composition/process';
import { serve, stopServing } from '../../api/serve';
import { publishedContract } from '../../api/api-app';
import { startWorkers } from '../../worker/start-workers';
import { listenForMetrics } from '../../worker/metrics-listener';
import { demoSeed } from '../demo/demo-seed';
import type { CliCommand } from '../cli-command';

/** Resolves when the process is asked to stop (SIGINT or SIGTERM). */
function untilStopped(): Promise<void> {
  return new Promise((resolve) => {
    process.once('SIGINT', resolve);
    process.once('SIGTERM', resolve);
  });
}

export const operationCommands: CliCommand[] = [
  {
    words: ['serve'],
    usage: 'serve',
    options: {},
    async standalone(_input, config, host) {
      const service = await openServiceProcess(config, 'serve');
      service.takeMigrationsAppliedOnOpen();
      const server = await serve(service).catch(async (error: unknown) => {
        await service.close();
        throw error;
      });
      service.acceptCommands(host.runnerFor(service));
      await untilStopped();
      await stopServing(server);
      await service.close();
      return { stopped: true };
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
      await untilStopped();
      await service.close();
      return { stopped: true };
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
      return { applied: [...service.takeMigrationsAppliedOnOpen(), ...(await migrateToLatest(service.runtime.database.root, allMigrations))] };
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
