import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSignwrightClient } from './index';
import { retryingFetch } from './retrying-fetch';
import { backoffMs, resolveRetryOptions, retryAfterMs, type RetryEvent } from './retry-policy';

/** What the scripted server saw of one request. */
interface Seen {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
  body: Buffer;
}

type Step = (response: ServerResponse, request: IncomingMessage) => void;

const json = (status: number, body: unknown, headers: Record<string, string> = {}): Step => (response) => {
  response.writeHead(status, { 'content-type': status >= 400 ? 'application/problem+json' : 'application/json', ...headers });
  response.end(JSON.stringify(body));
};
const problem = (status: number, code: string, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  json(status, { type: `http://docs.test/help/problems/${code}`, title: code, status, code, detail: code, request_id: `req_${code}`, ...extra }, headers);
/** The connection is cut before any answer: the client cannot know whether the write happened. */
const drop: Step = (_response, request) => request.socket.destroy();
/** No answer within the client's attempt time limit. */
const stall = (ms: number): Step => (response) => {
  setTimeout(() => json(200, { late: true })(response, undefined as never), ms);
};

/** A loopback server answering each request with the next step of its script (the last one repeats). */
async function scriptedServer(steps: Step[]): Promise<{ url: string; seen: Seen[]; close(): Promise<void> }> {
  const seen: Seen[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      seen.push({
        method: request.method!,
        path: request.url!,
        idempotencyKey: request.headers['idempotency-key'] as string | undefined,
        authorization: request.headers.authorization,
        body: Buffer.concat(chunks),
      });
      steps[Math.min(seen.length, steps.length) - 1]!(response, request);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    close: () => new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}

const events: RetryEvent[] = [];
const fast = { baseDelayMs: 5, maxDelayMs: 20, random: () => 0.5, attemptTimeoutMs: 2000, onRetry: (event: RetryEvent) => events.push(event) };
const send = retryingFetch(fast);
const body = JSON.stringify({ external_id: 'ext-1', order_total: 26795, note: 'café ✓' });
const write = (url: string, key: string | undefined, method = 'POST') =>
  send(new Request(`${url}/api/v3/orders`, { method, headers: { 'content-type': 'application/json', ...(key ? { 'idempotency-key': key } : {}) }, body }));

let server: Awaited<ReturnType<typeof scriptedServer>> | undefined;
const serve = async (...steps: Step[]) => (server = await scriptedServer(steps));
beforeEach(() => {
  events.length = 0;
});
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('reads', () => {
  it('retries a GET that answered 503, then returns the 200', async () => {
    const { url, seen } = await serve(problem(503, 'service_unavailable'), json(200, { data: 'ok' }));
    const response = await send(new Request(`${url}/api/v3/stores/me`));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: 'ok' });
    expect(seen).toHaveLength(2);
    expect(events).toEqual([{ method: 'GET', path: '/api/v3/stores/me', attempt: 1, status: 503, code: 'service_unavailable', requestId: 'req_service_unavailable', delayMs: 2 }]);
  });

  it('waits at least Retry-After after a 429, however short the backoff', async () => {
    const { url, seen } = await serve(problem(429, 'rate_limited', { retry_after: 1 }, { 'retry-after': '1' }), json(200, { data: 'ok' }));
    const started = Date.now();
    const response = await send(new Request(`${url}/api/v3/stores/me`));
    expect(response.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(990);
    expect(seen).toHaveLength(2);
    expect(events[0]).toMatchObject({ status: 429, code: 'rate_limited', delayMs: 1000 });
  });

  it('retries a GET whose connection was lost', async () => {
    const { url, seen } = await serve(drop, json(200, { data: 'ok' }));
    expect((await send(new Request(`${url}/api/v3/stores/me`))).status).toBe(200);
    expect(seen).toHaveLength(2);
    expect(events[0]).toMatchObject({ attempt: 1, error: expect.stringContaining('fetch failed') });
  });

  it.each([400, 401, 403, 404, 422])('never retries %i: the same request gets the same answer', async (status) => {
    const { url, seen } = await serve(problem(status, 'final'), json(200, {}));
    expect((await send(new Request(`${url}/api/v3/stores/me`))).status).toBe(status);
    expect(seen).toHaveLength(1);
  });

  it('gives up after maxAttempts and returns the last answer, problem body intact', async () => {
    const { url, seen } = await serve(problem(502, 'bad_gateway'));
    const response = await retryingFetch({ ...fast, maxAttempts: 3 })(new Request(`${url}/api/v3/stores/me`));
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({ code: 'bad_gateway' });
    expect(seen).toHaveLength(3);
  });

  it('returns a 429 at once when Retry-After is longer than it may wait', async () => {
    const { url, seen } = await serve(problem(429, 'rate_limited', {}, { 'retry-after': '120' }), json(200, {}));
    expect((await send(new Request(`${url}/api/v3/stores/me`))).status).toBe(429);
    expect(seen).toHaveLength(1);
  });
});

describe('writes', () => {
  it('retries a POST whose connection dropped, with the same key and byte-identical body', async () => {
    const { url, seen } = await serve(drop, json(201, { data: { id: 1 } }));
    const response = await write(url, 'order-key-1');
    expect(response.status).toBe(201);
    expect(seen).toHaveLength(2);
    expect(seen.map((request) => request.idempotencyKey)).toEqual(['order-key-1', 'order-key-1']);
    expect(seen[1]!.body.equals(seen[0]!.body)).toBe(true);
    expect(seen[0]!.body.equals(Buffer.from(body, 'utf8'))).toBe(true);
  });

  it('retries a keyed write that timed out, and after 429 and 5xx', async () => {
    const { url, seen } = await serve(stall(400), problem(429, 'rate_limited', {}, { 'retry-after': '0' }), problem(500, 'internal_error'), json(201, { data: { id: 1 } }));
    const response = await retryingFetch({ ...fast, attemptTimeoutMs: 150 })(
      new Request(`${url}/api/v3/orders`, { method: 'POST', headers: { 'idempotency-key': 'order-key-2', 'content-type': 'application/json' }, body }),
    );
    expect(response.status).toBe(201);
    expect(seen).toHaveLength(4);
    expect(new Set(seen.map((request) => request.idempotencyKey))).toEqual(new Set(['order-key-2']));
    expect(new Set(seen.map((request) => request.body.toString('base64'))).size).toBe(1);
    expect(events.map((event) => event.error ?? event.status)).toEqual(['timeout', 429, 500]);
  });

  it('waits out 409 idempotency_key_in_flight for retry_after, then gets the replay', async () => {
    const { url, seen } = await serve(problem(409, 'idempotency_key_in_flight', { retry_after: 0 }), json(201, { data: { id: 1 } }, { 'idempotency-replay': 'true' }));
    const response = await write(url, 'order-key-3');
    expect(response.headers.get('idempotency-replay')).toBe('true');
    expect(seen).toHaveLength(2);
  });

  it('does not retry 422 or idempotency_key_conflict: the body needs correcting and a new key', async () => {
    const { url, seen } = await serve(problem(422, 'validation_failed'), problem(409, 'idempotency_key_conflict'));
    expect((await write(url, 'order-key-4')).status).toBe(422);
    expect((await write(url, 'order-key-4')).status).toBe(409);
    expect(seen).toHaveLength(2);
  });

  it('never sends a write without an Idempotency-Key twice: not after 503, not after a lost connection', async () => {
    const { url, seen } = await serve(problem(503, 'service_unavailable'), drop, json(201, {}));
    expect((await write(url, undefined, 'PATCH')).status).toBe(503);
    await expect(write(url, undefined)).rejects.toThrow('fetch failed');
    expect(seen).toHaveLength(2);
  });

  it('stops when the caller aborts, without another attempt', async () => {
    const { url, seen } = await serve(problem(503, 'service_unavailable'));
    const controller = new AbortController();
    const slow = retryingFetch({ ...fast, baseDelayMs: 10_000, maxDelayMs: 10_000, random: () => 0.9 });
    const pending = slow(new Request(`${url}/api/v3/stores/me`, { signal: controller.signal }));
    setTimeout(() => controller.abort(), 100);
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(seen).toHaveLength(1);
  });
});

describe('the typed client', () => {
  it('sends the bearer, the key and the JSON body through openapi-fetch, and retries them unchanged', async () => {
    const { url, seen } = await serve(drop, json(201, { data: { object: 'order', id: 7 } }));
    const client = createSignwrightClient({ baseUrl: `${url}/`, apiKey: 'svc_test_secret', retry: fast });
    const { data, error, response } = await client.POST('/api/v3/orders', {
      params: { header: { 'Idempotency-Key': 'typed-1' } },
      body: { integration_id: 1, external_id: 'ext-1', currency: 'EUR', order_total: 100, customer: { email: 'ada@customer.example' }, products: [{ product_id: 1 }] },
    });
    expect(response.status).toBe(201);
    expect(error).toBeUndefined();
    expect(data?.data).toEqual({ object: 'order', id: 7 });
    expect(seen.map(({ method, path, idempotencyKey, authorization }) => ({ method, path, idempotencyKey, authorization }))).toEqual([
      { method: 'POST', path: '/api/v3/orders', idempotencyKey: 'typed-1', authorization: 'Bearer svc_test_secret' },
      { method: 'POST', path: '/api/v3/orders', idempotencyKey: 'typed-1', authorization: 'Bearer svc_test_secret' },
    ]);
    expect(seen[1]!.body.equals(seen[0]!.body)).toBe(true);
  });

  it('hands a final problem back as error, typed as the document’s Problem', async () => {
    await serve(problem(404, 'resource_not_found'));
    const client = createSignwrightClient({ baseUrl: server!.url, apiKey: 'svc_test_secret', retry: fast });
    const { data, error } = await client.GET('/api/v3/orders/{order_id}', { params: { path: { order_id: 99 } } });
    expect(data).toBeUndefined();
    expect(error?.code).toBe('resource_not_found');
    expect(server!.seen).toHaveLength(1);
  });
});

describe('the policy’s arithmetic', () => {
  const options = resolveRetryOptions({ baseDelayMs: 100, maxDelayMs: 1000 });

  it('doubles the backoff ceiling per attempt up to the cap, and jitters below it', () => {
    const ceiling = (attempt: number) => backoffMs(attempt, { ...options, random: () => 0.999999 });
    expect([1, 2, 3, 4, 5, 10].map(ceiling)).toEqual([99, 199, 399, 799, 999, 999]);
    expect(backoffMs(3, { ...options, random: () => 0 })).toBe(0);
    expect(backoffMs(3, { ...options, random: () => 0.5 })).toBe(200);
  });

  it('reads Retry-After as seconds or an HTTP date, else the problem’s retry_after', () => {
    const now = Date.parse('2026-08-24T12:00:00Z');
    expect(retryAfterMs('3', undefined, now)).toBe(3000);
    expect(retryAfterMs('Mon, 24 Aug 2026 12:00:05 GMT', undefined, now)).toBe(5000);
    expect(retryAfterMs(null, 60, now)).toBe(60_000);
    expect(retryAfterMs('soon', undefined, now)).toBeUndefined();
  });
});
