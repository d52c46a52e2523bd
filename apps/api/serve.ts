import type { RequestListener, Server } from 'node:http';
import type { ServiceProcess } from '../composition/process';
import { startWorkers } from '../worker/start-workers';
import { createApiApp } from './api-app';
import { bindPort, type BoundPort } from './listen';

/**
 * Starts the HTTP service on `bound` (or on a port it binds now); in embedded mode (no Redis) this process
 * also runs the workers. A port it cannot have fails the start (`PortUnavailable`) before any worker runs,
 * and a start that fails closes the port, so the caller only has the service process to close.
 */
export async function serve(service: ServiceProcess, bound?: BoundPort): Promise<Server> {
  const port = bound ?? (await bindPort(service.config));
  const { server } = port;
  const { port: configuredPort, host, http: timeouts } = service.config;
  let app: RequestListener;
  try {
    app = createApiApp(service.container, service.runtime);
    if (!service.config.redisUrl) await startWorkers(service.container, service.runtime);
  } catch (error) {
    await port.close();
    throw error;
  }
  const address = server.address();
  const listening = typeof address === 'object' && address ? address.port : configuredPort;
  service.runtime.logger.info(
    {
      port: listening,
      address: typeof address === 'object' && address ? address.address : host,
      keep_alive_timeout_seconds: timeouts.keepAliveTimeoutMs / 1000,
      mode: service.config.databaseUrl ? 'server' : 'embedded',
      base_url: service.config.baseUrl,
      node: process.version,
    },
    `Signwright listening on http://localhost:${listening}`,
  );
  // Requests are answered from here on, those waiting included: the service is whole, and has said so.
  port.start(app);
  return server;
}

export { stopServing } from './listen';
