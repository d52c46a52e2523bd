import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from 'node:http';
import type { Config, HttpServerTimeouts } from '../../infra/config/config';

/** The port of PORT (or of `variable`) cannot be listened on; the message is the line the operator sees. */
export class PortUnavailable extends Error {
  constructor(
    readonly port: number,
    cause: NodeJS.ErrnoException,
    variable = 'PORT',
  ) {
    const remedy = cause.code === 'EADDRNOTAVAIL' ? '(set HOST to an address of this machine)' : `(set ${variable} to another port)`;
    super(
      cause.code === 'EADDRINUSE'
        ? `port ${port} is already in use ${remedy}`
        : cause.code === 'EACCES'
          ? `port ${port} needs privileges this process does not have ${remedy}`
          : `cannot listen on port ${port}: ${cause.message} ${remedy}`,
      { cause },
    );
    this.name = 'PortUnavailable';
  }
}

export interface ListenOptions {
  port: number;
  /** The address to bind (HOST); `::` is every interface, IPv4 too, as Node binds when given none. */
  host: string;
  /** The connection timeouts; unset, Node's own (a 5 s keep-alive: too short behind a load balancer). */
  timeouts?: HttpServerTimeouts;
  /** The variable that set the port, named when it cannot be had. */
  variable?: string;
}

/**
 * Listens on `host`:`port`, resolving once the port is bound. A port that cannot be bound rejects with
 * `PortUnavailable` naming the variable that set it (Express's `listen` hands the error to the callback
 * it calls on success, which is how a taken port used to log "listening" and keep the process alive
 * serving nothing).
 */
export function listen(handler: RequestListener, options: ListenOptions): Promise<Server> {
  const { port, host, timeouts, variable = 'PORT' } = options;
  const server = createServer(
    timeouts ? { keepAliveTimeout: timeouts.keepAliveTimeoutMs, headersTimeout: timeouts.headersTimeoutMs, requestTimeout: timeouts.requestTimeoutMs } : {},
    handler,
  );
  return new Promise((resolve, reject) => {
    const failed = (error: NodeJS.ErrnoException) => reject(new PortUnavailable(port, error, variable));
    server.once('error', failed);
    // Without a host Node binds `::` and falls back to 0.0.0.0 where IPv6 is off; `::` itself would not.
    const bound = () => {
      server.off('error', failed);
      resolve(server);
    };
    if (host === '::') server.listen(port, bound);
    else server.listen(port, host, bound);
  });
}

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
