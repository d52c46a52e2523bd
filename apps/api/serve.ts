import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';
import type { Config } from '../../infra/config/config';
import type { ServiceProcess } from '../composition/process';
import { startWorkers } from '../worker/start-workers';
import { createApiApp } from './api-app';
import { listen } from './listen';

/** The service's port, bound before anything slow starts; what it serves is given once the service is open. */
export interface BoundPort {
  server: Server;
  /** From now on requests reach `handler`, those that arrived while the service started included. */
  start(handler: RequestListener): void;
  /** The service could not start: the port is released, and requests still waiting are cut off. */
  close(): Promise<void>;
}

/**
 * Binds PORT (on HOST) before the database is opened or anything else starts, so a port that cannot be
 * had fails the start at once (`PortUnavailable`). Requests that arrive while the service starts wait for it.
 */
export async function bindPort(config: Pick<Config, 'port' | 'host' | 'http'>): Promise<BoundPort> {
  let serving: RequestListener | undefined;
  const waiting: [IncomingMessage, ServerResponse][] = [];
  const server = await listen(
    (request, response) => {
      if (serving) serving(request, response);
      else waiting.push([request, response]);
    },
    { port: config.port, host: config.host, timeouts: config.http },
  );
  trackInFlight(server);
  return {
    server,
    start(handler) {
      serving = handler;
      for (const [request, response] of waiting.splice(0)) handler(request, response);
    },
    async close() {
      for (const [, response] of waiting.splice(0)) response.destroy();
      await stopServing(server);
    },
  };
}

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
