import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eventually } from './eventually';

export interface ReceivedRequest {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  receivedAt: Date;
}

/** What the receiver answers a request: a status with a body and headers, or nothing at all (it hangs). */
export type Answer = { status: number; body?: string; headers?: Record<string, string> } | 'hang';

/**
 * A real HTTP receiver on a loopback port that records every request and answers as a test tells it,
 * per path (200 {"ok": true} by default). It can go down and come back on the same port.
 */
export class WebhookReceiver {
  readonly received: ReceivedRequest[] = [];
  private readonly answers = new Map<string, (request: ReceivedRequest) => Answer>();
  private server: Server | undefined;
  private port = 0;

  static async start(): Promise<WebhookReceiver> {
    const receiver = new WebhookReceiver();
    await receiver.up();
    return receiver;
  }

  url(path = '/hooks'): string {
    return `http://127.0.0.1:${this.port}${path}`;
  }

  answer(path: string, answer: Answer | ((request: ReceivedRequest) => Answer)): void {
    this.answers.set(path, typeof answer === 'function' ? answer : () => answer);
  }

  at(path: string): ReceivedRequest[] {
    return this.received.filter((request) => request.path === path);
  }

  waitFor(path: string, count: number, timeoutMs = 60_000): Promise<ReceivedRequest[]> {
    return eventually(() => (this.at(path).length >= count ? this.at(path) : undefined), `${count} requests at ${path}`, timeoutMs);
  }

  async up(): Promise<void> {
    const server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const received = { path: request.url ?? '/', headers: request.headers, body: Buffer.concat(chunks).toString('utf8'), receivedAt: new Date() };
        this.received.push(received);
        const answer = this.answers.get(received.path)?.(received) ?? { status: 200, body: '{"ok":true}' };
        if (answer === 'hang') return;
        response.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers }).end(answer.body ?? '');
      });
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.port = (server.address() as AddressInfo).port;
    this.server = server;
  }

  /** Stops listening and drops every open connection, hanging ones included. */
  async down(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
