import { migrate, openServiceProcess } from '../../composition/process';
import { serve, stopServing } from '../../api/serve';
import { collectRoutes, publishedOpenApiDocument } from '../../api/api-app';
import { startWorkers } from '../../worker/start-workers';
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
    async standalone(_input, config) {
      const service = await openServiceProcess(config);
      const server = await serve(service);
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
    async standalone(_input, config) {
      const service = await openServiceProcess(config);
      await startWorkers(service.container, service.runtime);
      await untilStopped();
      await service.close();
      return { stopped: true };
    },
  },
  {
    words: ['migrate'],
    usage: 'migrate',
    options: {},
    async standalone(_input, config) {
      return { applied: await migrate(config) };
    },
  },
  {
    // The contract `/help/openapi.json` publishes, without serving: the typed client is generated from it.
    words: ['openapi'],
    usage: 'openapi',
    options: {},
    run: async (_input, service) => publishedOpenApiDocument(collectRoutes(service.container), service.runtime),
  },
  {
    words: ['demo', 'seed'],
    usage: 'demo seed',
    options: {},
    run: (_input, service) => demoSeed(service.container),
  },
];
