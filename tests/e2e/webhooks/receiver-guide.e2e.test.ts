import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateWebhookSecret, signWebhook } from '../../../modules/webhooks';

const ROOT = join(__dirname, '..', '..', '..');

/** The receivers of docs/webhooks.md, taken from the page as a reader copies them. */
function receiverFromGuide(name: string): string {
  const guide = readFileSync(join(ROOT, 'docs', 'webhooks.md'), 'utf8');
  const match = new RegExp(`<!-- receiver: ${name} -->\\s*\`\`\`js\\n([\\s\\S]*?)\`\`\``).exec(guide);
  if (!match?.[1]) throw new Error(`docs/webhooks.md has no receiver ${name}`);
  return match[1];
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

interface RunningReceiver {
  url: string;
  output: () => string;
  stop: () => Promise<void>;
}

async function startReceiver(code: string, secret: string): Promise<RunningReceiver> {
  const directory = mkdtempSync(join(tmpdir(), 'receiver-'));
  const file = join(directory, 'receiver.js');
  writeFileSync(file, code);
  const port = await freePort();
  // NODE_PATH lets the copied file require standardwebhooks from this project's node_modules.
  const child: ChildProcessWithoutNullStreams = spawn(process.execPath, [file], {
    env: { ...process.env, WEBHOOK_SECRET: secret, PORT: String(port), NODE_PATH: join(ROOT, 'node_modules') },
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += String(chunk)));
  child.stderr.on('data', (chunk) => (output += String(chunk)));
  const url = `http://127.0.0.1:${port}/webhooks`;
  for (let attempt = 0; ; attempt += 1) {
    try {
      await fetch(url, { method: 'POST' });
      break;
    } catch (error) {
      if (attempt > 100) throw new Error(`the receiver did not start: ${output || String(error)}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill();
      await exited;
    }
    rmSync(directory, { recursive: true, force: true });
  };
  return { url, output: () => output, stop };
}

/** Every receiver in the guide accepts our deliveries once, and refuses forged, tampered and stale ones. */
describe.each(['node-crypto', 'standardwebhooks'])('the %s receiver of docs/webhooks.md', (name) => {
  const secret = generateWebhookSecret();
  const body = JSON.stringify({ order: { order_id: 7, order_number: 1001, shipping_line: 'Tracked – Zürich' } });
  let receiver: RunningReceiver;
  const now = () => Math.floor(Date.now() / 1000);
  const deliver = (headers: Record<string, string>, sent = body) =>
    fetch(receiver.url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: sent });

  beforeAll(async () => {
    receiver = await startReceiver(receiverFromGuide(name), secret);
  });
  afterAll(() => receiver.stop());

  it('answers {ok: true} to a signed delivery and handles a repeated id once', async () => {
    const headers = signWebhook({ id: `evt_${name}`, timestamp: now(), body, secrets: [secret] });
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await deliver(headers);
      expect({ status: response.status, body: await response.json() }).toEqual({ status: 200, body: { ok: true } });
    }
    expect(receiver.output().split('\n').filter((line) => line === body)).toHaveLength(1);
  });

  it('accepts either signature of a rotation', async () => {
    const headers = signWebhook({ id: `evt_${name}_rotation`, timestamp: now(), body, secrets: [generateWebhookSecret(), secret] });
    expect((await deliver(headers)).status).toBe(200);
  });

  it('refuses another secret, a tampered body and a timestamp more than 300 s off either way', async () => {
    const handledBefore = receiver.output();
    const signed = (overrides: { timestamp?: number; secrets?: string[] } = {}) =>
      signWebhook({ id: `evt_${name}_refused`, timestamp: now(), body, secrets: [secret], ...overrides });
    expect((await deliver(signed({ secrets: [generateWebhookSecret()] }))).status).toBe(401);
    expect((await deliver(signed(), body.replace('1001', '1002'))).status).toBe(401);
    expect((await deliver(signed({ timestamp: now() - 330 }))).status).toBe(401);
    expect((await deliver(signed({ timestamp: now() + 330 }))).status).toBe(401);
    expect((await deliver({})).status).toBe(401);
    expect(receiver.output()).toBe(handledBefore);
  });
});
