import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eventually } from '../../tests/support/eventually';
import { refusalOf } from './address-policy';
import { GuardedHttpClient, OutboundRefused } from './guarded-http-client';

describe('outbound webhook requests', () => {
  let receiver: Server;
  let url: string;
  const received: { headers: Record<string, unknown>; body: string }[] = [];
  /** Answers by path, for the tests of how much of an answer is read. */
  const answers: Record<string, string> = {
    '/split-character': `${'a'.repeat(4095)}é and more`,
    '/exactly-the-limit': `${'a'.repeat(4094)}é`,
  };
  let endlessAnswerDropped = false;

  /** An answer that never ends: it writes as fast as the connection takes it, until the connection is gone. */
  function answerEndlessly(response: ServerResponse) {
    response.writeHead(500, { 'content-type': 'text/plain' });
    response.on('close', () => (endlessAnswerDropped = true));
    const chunk = 'x'.repeat(1024);
    const write = () => {
      while (!response.destroyed && response.write(chunk));
      if (!response.destroyed) response.once('drain', write);
    };
    write();
  }

  beforeAll(async () => {
    receiver = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        received.push({ headers: request.headers, body });
        if (request.url === '/slow') return void setTimeout(() => response.end('late'), 2_000);
        if (request.url === '/redirect') return void response.writeHead(302, { Location: 'http://169.254.169.254/' }).end();
        if (request.url === '/endless') return answerEndlessly(response);
        if (request.url! in answers) return void response.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' }).end(answers[request.url!]);
        response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => receiver.close(resolve)));

  it.each([
    ['10.1.2.3'], ['172.16.0.9'], ['192.168.1.1'], ['169.254.169.254'], ['100.64.0.1'], ['0.0.0.0'], ['fe80::1'], ['fd00::1'], ['::ffff:10.0.0.1'], ['224.0.0.1'],
  ])('refuses %s always', (address) => {
    expect(refusalOf(address, { allowLoopback: true })).toBeDefined();
  });

  it('refuses loopback unless development allows it, and lets public addresses through', () => {
    expect(refusalOf('127.0.0.1', { allowLoopback: false })).toBe('a loopback address');
    expect(refusalOf('::1', { allowLoopback: false })).toBe('a loopback address');
    expect(refusalOf('127.0.0.1', { allowLoopback: true })).toBeUndefined();
    expect(refusalOf('93.184.216.34', { allowLoopback: false })).toBeUndefined();
    expect(refusalOf('2606:4700::1111', { allowLoopback: false })).toBeUndefined();
  });

  it('posts to a receiver on loopback when development allows it, and reads its answer', async () => {
    const client = new GuardedHttpClient({ allowLoopback: true, requireHttps: false });
    const answer = await client.post({ url: `${url}/hook`, headers: { 'content-type': 'application/json', 'x-webhook-id': 'evt_1' }, body: '{"a":1}', timeoutMs: 5_000, answerLimitBytes: 4096 });
    expect(answer).toMatchObject({ status: 200, body: '{"ok":true}', truncated: false });
    expect(received.at(-1)).toMatchObject({ body: '{"a":1}', headers: expect.objectContaining({ 'x-webhook-id': 'evt_1' }) });
    await client.close();
  });

  it('refuses loopback receivers at delivery time when development does not allow them, by literal address or by name', async () => {
    const client = new GuardedHttpClient({ allowLoopback: false, requireHttps: false });
    const before = received.length;
    await expect(client.post({ url: `${url}/hook`, headers: {}, body: '{}', timeoutMs: 2_000, answerLimitBytes: 4096 })).rejects.toBeInstanceOf(OutboundRefused);
    await expect(client.post({ url: url.replace('127.0.0.1', 'localhost'), headers: {}, body: '{}', timeoutMs: 2_000, answerLimitBytes: 4096 })).rejects.toBeInstanceOf(OutboundRefused);
    expect(received.length).toBe(before);
    await client.close();
  });

  it('checks names when the connection resolves them: a name that resolves to loopback is refused (DNS rebinding)', async () => {
    const client = new GuardedHttpClient({ allowLoopback: false, requireHttps: false });
    // localhost.localdomain-style names resolve through DNS/hosts; "localhost." with a trailing dot skips the literal check.
    await expect(client.post({ url: url.replace('127.0.0.1', 'localhost.'), headers: {}, body: '{}', timeoutMs: 2_000, answerLimitBytes: 4096 })).rejects.toThrow();
    await client.close();
  });

  it('refuses plain HTTP in production, credentials and fragments everywhere', () => {
    const production = new GuardedHttpClient({ allowLoopback: false, requireHttps: true });
    expect(production.checkUrl('http://example.com/hook')).toMatch(/https/);
    expect(production.checkUrl('https://user:pw@example.com/hook')).toMatch(/credentials/);
    expect(production.checkUrl('https://example.com/hook#x')).toMatch(/fragment/);
    expect(production.checkUrl('ftp://example.com/hook')).toMatch(/https/);
    expect(production.checkUrl('https://example.com/hook')).toBeUndefined();
  });

  it('gives up on a receiver that does not answer in time, and follows no redirect', async () => {
    const client = new GuardedHttpClient({ allowLoopback: true, requireHttps: false });
    await expect(client.post({ url: `${url}/slow`, headers: {}, body: '{}', timeoutMs: 300, answerLimitBytes: 4096 })).rejects.toThrow();
    const redirected = await client.post({ url: `${url}/redirect`, headers: {}, body: '{}', timeoutMs: 2_000, answerLimitBytes: 4096 });
    expect(redirected.status).toBe(302);
    await client.close();
  });

  it('reads an answer only up to the byte limit asked for, and drops the connection however long it goes on', async () => {
    const client = new GuardedHttpClient({ allowLoopback: true, requireHttps: false });
    const answer = await client.post({ url: `${url}/endless`, headers: {}, body: '{}', timeoutMs: 10_000, answerLimitBytes: 4096 });
    expect(answer).toMatchObject({ status: 500, body: 'x'.repeat(4096), truncated: true });
    await eventually(() => endlessAnswerDropped || undefined, 'the receiver to see its answer dropped');
    await client.close();
  });

  it('leaves out a character the limit splits, and keeps one that ends exactly at it', async () => {
    const client = new GuardedHttpClient({ allowLoopback: true, requireHttps: false });
    const post = (path: string) => client.post({ url: `${url}${path}`, headers: {}, body: '{}', timeoutMs: 5_000, answerLimitBytes: 4096 });
    expect(await post('/split-character')).toMatchObject({ body: 'a'.repeat(4095), truncated: true });
    expect(await post('/exactly-the-limit')).toMatchObject({ body: answers['/exactly-the-limit'], truncated: false });
    await client.close();
  });
});
