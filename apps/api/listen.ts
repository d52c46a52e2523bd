import { createServer, type RequestListener, type Server } from 'node:http';

/** The port of PORT (or of `variable`) cannot be listened on; the message is the line the operator sees. */
export class PortUnavailable extends Error {
  constructor(
    readonly port: number,
    cause: NodeJS.ErrnoException,
    variable = 'PORT',
  ) {
    const remedy = `(set ${variable} to another port)`;
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

/**
 * Listens on `port`, resolving once the port is bound. A port that cannot be bound rejects with
 * `PortUnavailable` naming the variable that set it (Express's `listen` hands the error to the callback
 * it calls on success, which is how a taken port used to log "listening" and keep the process alive
 * serving nothing).
 */
export function listen(handler: RequestListener, port: number, variable = 'PORT'): Promise<Server> {
  const server = createServer(handler);
  return new Promise((resolve, reject) => {
    const failed = (error: NodeJS.ErrnoException) => reject(new PortUnavailable(port, error, variable));
    server.once('error', failed);
    server.listen(port, () => {
      server.off('error', failed);
      resolve(server);
    });
  });
}
