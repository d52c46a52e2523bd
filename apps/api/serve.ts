import type { Server } from 'node:http';
import type { ServiceProcess } from '../composition/process';
import { startWorkers } from '../worker/start-workers';
import { createApiApp } from './api-app';
import { listen } from './listen';

/**
 * Starts the HTTP service; in embedded mode (no Redis) this process also runs the workers. It listens
 * first: a port it cannot have fails the start (`PortUnavailable`) before any worker runs, so the
 * caller only has the service process to close.
 */
export async function serve(service: ServiceProcess): Promise<Server> {
  const app = createApiApp(service.container, service.runtime);
  const { port: configuredPort, host, http: timeouts } = service.config;
  const server = await listen(app, { port: configuredPort, host, timeouts });
  trackInFlight(server);
  if (!service.config.redisUrl) {
    try {
      await startWorkers(service.container, service.runtime);
    } catch (error) {
      await stopServing(server);
      throw error;
    }
  }
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : configuredPort;
  service.runtime.logger.info(
    {
      port,
      address: typeof address === 'object' && address ? address.address : host,
      keep_alive_timeout_seconds: timeouts.keepAliveTimeoutMs / 1000,
      mode: service.config.databaseUrl ? 'server' : 'embedded',
      base_url: service.config.baseUrl,
      node: process.version,
    },
    `Signwright listening on http://localhost:${port}`,
  );
  return server;
}

const inFlight = new WeakMap<Server, { count: number }>();

function trackInFlight(server: Server): void {
  const state = { count: 0 };
  inFlight.set(server, state);
  server.on('request', (_request, response) => {
    state.count += 1;
    response.once('close', () => (state.count -= 1));
  });
}

/**
 * Stops accepting connections and resolves once every request already running has finished (or after
 * `graceMs`), so nothing reaches the database after the pool is closed.
 */
export async function stopServing(server: Server, graceMs = 10_000): Promise<void> {
  const closed = new Promise((resolve) => server.close(resolve));
  server.closeIdleConnections();
  const deadline = Date.now() + graceMs;
  const state = inFlight.get(server);
  while (state && state.count > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
  server.closeAllConnections();
  await closed;
}
