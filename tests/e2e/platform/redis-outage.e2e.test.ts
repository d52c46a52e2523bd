import { createServer, type Server } from 'node:http';
import { eventually } from '../../support/eventually';
import { startPrivateRedis, type PrivateRedis } from '../../support/private-redis';
import { freePort } from '../../support/run-cli';
import { startTestService, type TestService } from '../../support/test-service';
import { aStore } from '../../support/builders';

/**
 * Bounds a hang, not a speed: the service answers within 2 s (a Redis command waits at most 1 s), and a
 * request still unanswered at 2.5 s is one that would have waited for Redis for ever.
 */
const HANG_BOUND_MS = 2_500;

interface Listening {
  service: TestService;
  origin: string;
  close(): Promise<void>;
}

/** A service on `redis`, listening; `databaseUrl` shares another service's database (its stores' keys). */
async function listeningOn(redis: PrivateRedis, databaseUrl?: string): Promise<Listening> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const service = await startTestService({ env: { REDIS_URL: redis.url, BASE_URL: origin, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) } });
  const server = await new Promise<Server>((resolve) => {
    const listening = createServer(service.handler).listen(port, '127.0.0.1', () => resolve(listening));
  });
  return {
    service,
    origin,
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      await service.close();
    },
  };
}

const get = (origin: string, path: string, key?: string) =>
  fetch(`${origin}${path}`, { headers: key ? { Authorization: `Bearer ${key}` } : {}, signal: AbortSignal.timeout(HANG_BOUND_MS) });

async function expectUnavailable(origin: string, key: string): Promise<void> {
  const response = await get(origin, '/api/v3/stores/me', key);
  expect(response.status).toBe(503);
  expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
  const problem = (await response.json()) as { code: string; retry_after: number };
  expect(problem.code).toBe('service_unavailable');
  expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(problem.retry_after).toBe(Number(response.headers.get('retry-after')));

  const ready = await get(origin, '/readyz');
  expect(ready.status).toBe(503);
  expect(await ready.json()).toEqual({ status: 'not_ready', checks: { database: 'ok', redis: 'failed' } });
}

const servesAgain = (origin: string, key: string) =>
  eventually(async () => {
    const response = await get(origin, '/api/v3/stores/me', key).catch(() => undefined);
    return response?.status === 200 ? response : undefined;
  }, 'stores/me to answer 200 again');

describe('Redis unreachable or stalled (REDIS_URL configured)', () => {
  let redis: PrivateRedis;
  let api: Listening;
  let key: string;

  beforeAll(async () => {
    redis = await startPrivateRedis();
    api = await listeningOn(redis);
    key = (await aStore(api.service)).keys.all!;
  });
  afterAll(async () => {
    // Resumed first: a stalled server would hold the service's closing connections. Then gone, whatever happened.
    redis.resume();
    await api?.close();
    await redis.down();
  });

  it('serves an authenticated request while Redis is up', async () => {
    expect((await get(api.origin, '/api/v3/stores/me', key)).status).toBe(200);
  });

  it('answers 503 service_unavailable with Retry-After within 2 s while Redis is stalled, /readyz names it, and recovers on resume', async () => {
    redis.stall();
    try {
      await expectUnavailable(api.origin, key);
    } finally {
      redis.resume();
    }
    expect((await servesAgain(api.origin, key)).status).toBe(200);
  });

  it('answers 503 service_unavailable with Retry-After within 2 s while Redis is down, /readyz names it, and recovers once it is back', async () => {
    await redis.down();
    try {
      await expectUnavailable(api.origin, key);
    } finally {
      await redis.up();
    }
    expect((await servesAgain(api.origin, key)).status).toBe(200);
  });

  it('starts while Redis is down, answers 503 meanwhile, and serves once Redis comes up, without a restart', async () => {
    await redis.down();
    let late: Listening | undefined;
    try {
      late = await listeningOn(redis, api.service.database.url);
      await expectUnavailable(late.origin, key);
      await redis.up();
      expect((await servesAgain(late.origin, key)).status).toBe(200);
    } finally {
      await redis.up();
      await late?.close();
    }
  });
});
