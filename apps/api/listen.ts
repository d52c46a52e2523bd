import { createServer, type RequestListener, type Server } from 'node:http';

/** The port of PORT cannot be listened on; the message is the line the operator sees. */
export class PortUnavailable extends Error {
  constructor(
    readonly port: number,
    cause: NodeJS.ErrnoException,
  ) {
    super(
      cause.code === 'EADDRINUSE'
        ? `port ${port} is already in use (set PORT to another port)`
        : cause.code === 'EACCES'
          ? `port ${port} needs privileges this process does not have (set PORT to another port)`
          : `cannot listen on port ${port}: ${cause.message} (set PORT to another port)`,
      { cause },
    );
    this.name = 'PortUnavailable';
  }
}

/**
 * Listens on `port`, resolving once the port is bound. A port that cannot be bound rejects with
 * `PortUnavailable` (Express's `listen` hands the error to the callback it calls on success, which
 * is how a taken port used to log "listening" and keep the process alive serving nothing).
 */
export function listen(handler: RequestListener, port: number): Promise<Server> {
  const server = createServer(handler);
  return new Promise((resolve, reject) => {
    const failed = (error: NodeJS.ErrnoException) => reject(new PortUnavailable(port, error));
    server.once('error', failed);
    server.listen(port, () => {
      server.off('error', failed);
      resolve(server);
    });
  });
}
