import { createServer, type RequestListener, type Server } from 'node:http';
import type { HttpServerTimeouts } from '../../infra/config/config';

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
