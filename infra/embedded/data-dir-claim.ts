import { randomBytes, timingSafeEqual } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { connect } from 'node:net';
import { dataDirAddress, type DataDirAddress } from './data-dir-address';
import { DataDirInUse, type CommandRunner, type DataDirOwner, type ForwardedCommand } from './data-dir-owner';
import { askOwner } from './data-dir-owner-client';

const MAX_COMMAND_BYTES = 1024 * 1024;

/**
 * This process's hold on a DATA_DIR: the one process that opens its embedded database. It listens on
 * the directory's socket, so a second claim fails at once, and runs the admin commands others send.
 */
export class DataDirClaim {
  private runner: CommandRunner | undefined;
  private readonly startedAt = new Date().toISOString();
  private readonly token = randomBytes(32).toString('base64url');

  private constructor(
    private readonly address: DataDirAddress,
    private readonly role: string,
    private readonly server: Server,
  ) {}

  /** Takes the directory, or throws `DataDirInUse` naming the process that has it. */
  static async take(dataDir: string, role: string): Promise<DataDirClaim> {
    const address = dataDirAddress(dataDir);
    const server = createServer();
    const claim = new DataDirClaim(address, role, server);
    server.on('request', (request: IncomingMessage, response: ServerResponse) => void claim.answer(request, response));
    await listenOrExplain(server, address);
    writeFileSync(address.ownerFile, JSON.stringify({ ...claim.owner(), token: claim.token }), { mode: 0o600 });
    return claim;
  }

  get directory(): string {
    return this.address.directory;
  }

  /** From now on admin commands sent by others run here, through `runner`. */
  acceptCommands(runner: CommandRunner): void {
    this.runner = runner;
  }

  async release(): Promise<void> {
    this.runner = undefined;
    rmSync(this.address.ownerFile, { force: true });
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }

  private owner(): DataDirOwner {
    return { pid: process.pid, role: this.role, started_at: this.startedAt, accepts_commands: this.runner !== undefined };
  }

  private async answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const reply = (status: number, body: unknown) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (request.method === 'GET' && request.url === '/owner') return void reply(200, this.owner());
    if (request.method !== 'POST' || request.url !== '/commands') return void reply(404, { message: 'unknown' });
    if (!this.admits(request.headers.authorization)) return void reply(401, { message: 'the token of owner.json is required' });
    const runner = this.runner;
    if (!runner) return void reply(503, this.owner());
    try {
      const command = JSON.parse(await readBody(request)) as ForwardedCommand;
      reply(200, await runner(command));
    } catch (error) {
      reply(400, { message: error instanceof Error ? error.message : String(error) });
    }
  }

  private admits(authorization: string | undefined): boolean {
    const given = Buffer.from(authorization?.replace(/^Bearer /, '') ?? '');
    const expected = Buffer.from(this.token);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}

async function listenOrExplain(server: Server, address: DataDirAddress): Promise<void> {
  try {
    await listen(server, address.socket);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    // A socket file outlives a killed owner where sockets are files: nobody answering on it means it is stale.
    if (!address.abstract && !(await answers(address.socket))) {
      rmSync(address.socket, { force: true });
      return listen(server, address.socket);
    }
    throw new DataDirInUse(address.directory, await askOwner(address).catch(() => undefined));
  }
}

function listen(server: Server, socket: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(socket, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

function answers(socket: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = connect(socket, () => {
      probe.destroy();
      resolve(true);
    });
    probe.once('error', () => resolve(false));
  });
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_COMMAND_BYTES) throw new Error('command too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}
