import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Agent, buildConnector, fetch as undiciFetch } from 'undici';
import { deleteKeysByPrefix } from '../../../infra/redis/delete-keys-by-prefix';
import { eventually } from '../../support/eventually';
import { freePort, repositoryFile } from '../../support/run-cli';
import { startServeProcess, type ServeProcess } from '../../support/serve-process';
import { createEmbeddedDataDir, createTestDatabase, type TestDatabase } from '../../support/test-database';
import { TEST_REDIS_URL } from '../../support/test-environment';
import { startWorkerProcess, type WorkerProcess } from '../../support/worker-process';

/** Whether a TCP connection to `host`:`port` is accepted (127.0.0.2 is this machine too, as all of 127/8 is). */
function accepts(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, host);
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

/** The service's own log line saying where it listens: written before its first answer, read from the pipe when it comes. */
function listeningLine(serve: ServeProcess): Promise<Record<string, unknown>> {
  return eventually(() => {
    const line = serve.output().split('\n').find((text) => text.includes('Signwright listening'));
    return line === undefined ? undefined : (JSON.parse(line) as Record<string, unknown>);
  }, 'the "Signwright listening" log line');
}

const INITIALIZE = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'pooled', version: '1' } } });

/**
 * A client keeping a pool of kept-alive connections, as a connector client or a load balancer does: it
 * trusts no Keep-Alive hint (a load balancer keeps its own idle timeout, 60 s on AWS ALB) and counts the
 * connections it opens.
 */
function pooledClient() {
  const connector = buildConnector({});
  let opened = 0;
  const agent = new Agent({
    connections: 1,
    keepAliveTimeout: 60_000,
    keepAliveMaxTimeout: 600_000,
    connect: (options, callback) => {
      opened += 1;
      connector(options, callback);
    },
  });
  return { agent, opened: () => opened, close: () => agent.close() };
}

describe('serve in server mode, behind a load balancer', () => {
  let database: TestDatabase;
  const prefix = `sw-listening-${randomBytes(4).toString('hex')}:`;
  const dataDirs: string[] = [];
  const processes: Array<ServeProcess | WorkerProcess> = [];
  const serverMode = async (env: Record<string, string> = {}) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sw-listening-'));
    dataDirs.push(dataDir);
    const serve = await startServeProcess({ DATABASE_URL: database.url, REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: prefix, DATA_DIR: dataDir, ...env }, await freePort(), 'info');
    processes.push(serve);
    return serve;
  };

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await Promise.all(processes.map((serve) => serve.stop()));
    await database?.drop();
    await deleteKeysByPrefix(TEST_REDIS_URL, prefix);
    for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps idle connections longer than a load balancer’s 60 s (65 s, advertised as Keep-Alive), so a pooled client’s first token-less POST /mcp is answered with the 401 challenge on the connection it reuses (issue 33, item 1)', async () => {
    const serve = await serverMode();
    const client = pooledClient();
    try {
      const origin = `http://127.0.0.1:${serve.port}`;
      const before = await undiciFetch(`${origin}/healthz`, { dispatcher: client.agent });
      await before.text();
      // Node's default of 5 s closed connections a client or balancer still held for reuse.
      expect(before.headers.get('keep-alive')).toBe('timeout=65');
      const challenged = await undiciFetch(`${origin}/mcp`, {
        dispatcher: client.agent,
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' },
        body: INITIALIZE,
      });
      expect(challenged.status).toBe(401);
      expect(challenged.headers.get('www-authenticate')).toMatch(/^Bearer resource_metadata="http:\/\/localhost:\d+\/\.well-known\/oauth-protected-resource"$/);
      expect(challenged.headers.get('keep-alive')).toBe('timeout=65');
      expect(await challenged.json()).toMatchObject({ status: 401, code: 'missing_access_token' });
      expect(client.opened()).toBe(1);
      expect(await listeningLine(serve)).toMatchObject({ mode: 'server', keep_alive_timeout_seconds: 65 });
      // Server mode listens on every interface unless HOST says otherwise: its balancer reaches it from elsewhere.
      expect(await accepts('127.0.0.2', serve.port)).toBe(true);
    } finally {
      await client.close();
    }
  }, 180_000);

  it('closes an idle connection after the KEEP_ALIVE_TIMEOUT_SECONDS it advertises, and binds only the HOST it is given', async () => {
    const serve = await serverMode({ KEEP_ALIVE_TIMEOUT_SECONDS: '1', HEADERS_TIMEOUT_SECONDS: '3', REQUEST_TIMEOUT_SECONDS: '10', HOST: '127.0.0.1' });
    expect(await listeningLine(serve)).toMatchObject({ address: '127.0.0.1', keep_alive_timeout_seconds: 1 });
    expect(await accepts('127.0.0.2', serve.port)).toBe(false);
    const socket: Socket = connect(serve.port, '127.0.0.1');
    let answer = '';
    let closedByServer = false;
    socket.on('data', (chunk) => (answer += String(chunk)));
    socket.on('end', () => (closedByServer = true));
    socket.write(`POST /mcp HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(INITIALIZE)}\r\n\r\n${INITIALIZE}`);
    await eventually(() => (answer.includes('\r\n\r\n') ? true : undefined), 'the 401 on the raw connection');
    expect(answer).toMatch(/^HTTP\/1\.1 401 /);
    expect(answer).toMatch(/\r\nKeep-Alive: timeout=1\r\n/i);
    await eventually(() => (closedByServer ? true : undefined), 'the server to close the idle connection after its keep-alive timeout');
    socket.destroy();
  }, 180_000);

  it('binds the worker’s metrics port to HOST too (issue 33, item 3)', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sw-listening-'));
    dataDirs.push(dataDir);
    const worker = await startWorkerProcess({ DATABASE_URL: database.url, REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: prefix, DATA_DIR: dataDir, HOST: '127.0.0.1' });
    processes.push(worker);
    const port = Number(new URL(worker.metricsUrl).port);
    expect((await fetch(`${worker.metricsUrl}/healthz`)).status).toBe(200);
    expect(await accepts('127.0.0.2', port)).toBe(false);
  }, 180_000);

});

/** One embedded serve for both tests, started with only the system directories on PATH. */
describe('serve in the embedded default', () => {
  let dataDir: TestDatabase;
  let serve: ServeProcess;
  beforeAll(async () => {
    dataDir = await createEmbeddedDataDir();
    serve = await startServeProcess({ DATA_DIR: dataDir.name, PATH: '/usr/bin:/bin' }, await freePort(), 'info');
  }, 180_000);
  afterAll(async () => {
    await serve?.stop();
    await dataDir.drop();
  });

  it('answers only this machine’s loopback address 127.0.0.1 when HOST is unset (issue 33, item 3)', async () => {
    expect(await listeningLine(serve)).toMatchObject({ mode: 'embedded', address: '127.0.0.1' });
    expect(await accepts('127.0.0.1', serve.port)).toBe(true);
    expect(await accepts('127.0.0.2', serve.port)).toBe(false);
  });

  describe('the Node.js the service runs on', () => {
    it('is named in the line serve logs when it starts listening, started with only the system directories on PATH', async () => {
      const pinned = `v${readFileSync(repositoryFile('.node-version'), 'utf8').trim().replace(/^v/, '')}`;
      expect(await listeningLine(serve)).toMatchObject({ node: pinned });
    });
  });
});
