import supertest from 'supertest';
import { openRuntime } from '../../../infra/runtime';
import { createLogger } from '../../../infra/logging/logger';
import { composeContainer } from '../../../apps/composition/modules';
import { createApiApp } from '../../../apps/api/api-app';
import { startTestService, type TestService } from '../../support/test-service';
import { expectProblem } from '../../support/problem-assertions';
import { expectQuotaSpent } from '../../support/rate-limit-assertions';
import { eventually } from '../../support/eventually';
import { aStore, type BuiltStore } from '../../support/builders';
import { aNewKey } from '../../support/operator';

const DIAGNOSTIC = { 'X-Service-Rate-Limit-Test': 'true' };
// The shortest window the configuration allows, so the recovery check waits about a second.
const DIAGNOSTIC_WINDOW_SECONDS = 1;

async function newKey(service: TestService, store: BuiltStore, test: boolean): Promise<string> {
  return (await aNewKey(service, store.id, { name: 'disposable', scopes: ['store:read'], test })).secret;
}

/**
 * Another instance of the same deployment: the same configuration, hence the same database and Redis
 * keys (which the first one cleans up).
 */
async function secondInstance(service: TestService) {
  const runtime = await openRuntime(service.config, { logger: createLogger('silent') });
  return { http: supertest(createApiApp(composeContainer(runtime), runtime)), close: () => runtime.close() };
}

describe('rate limits', () => {
  describe('on Redis, outside production (per-key quota of 3 a minute here)', () => {
    let service: TestService;
    let store: BuiltStore;
    beforeAll(async () => {
      service = await startTestService({
        env: { RATE_LIMIT_PER_KEY_PER_MINUTE: '3', RATE_LIMIT_DIAGNOSTIC_WINDOW_SECONDS: String(DIAGNOSTIC_WINDOW_SECONDS) },
      });
    });
    beforeEach(async () => {
      store = await aStore(service);
    });
    afterAll(() => service.close());

    const storesMe = (key: string) => service.http.get('/api/v3/stores/me').set('Authorization', `Bearer ${key}`);

    it('answers 429 rate_limited with integer retry_after and Retry-After once the quota is spent, naming the spent quota in RateLimit and RateLimit-Policy', async () => {
      const key = await newKey(service, store, false);
      for (let call = 0; call < 3; call += 1) await storesMe(key).expect(200);
      const response = await storesMe(key);
      const problem = expectQuotaSpent(response, { name: 'credential', quota: 3, windowSeconds: 60 });
      expect(Number.isInteger(problem.retry_after)).toBe(true);
      expect(problem.retry_after).toBeGreaterThan(0);
      expect(problem.retry_after).toBeLessThanOrEqual(60);
      expect(response.headers['retry-after']).toBe(String(problem.retry_after));
    });

    it('tells each answer what is left of the key’s quota, in the RateLimit and RateLimit-Policy fields', async () => {
      const key = await newKey(service, store, false);
      const answers = [await storesMe(key).expect(200), await storesMe(key).expect(200)];
      for (const answer of answers) expect(answer.headers['ratelimit-policy']).toBe('"credential";q=3;w=60');
      const left = answers.map((answer) => /^"credential";r=(\d+);t=(\d+)$/.exec(answer.headers.ratelimit ?? ''));
      expect(left.map((match) => Number(match?.[1]))).toEqual([2, 1]);
      for (const match of left) expect(Number(match?.[2])).toBeLessThanOrEqual(60);
    });

    it('counts per key: another key of the same store still has its quota', async () => {
      const spent = await newKey(service, store, false);
      for (let call = 0; call < 3; call += 1) await storesMe(spent).expect(200);
      expectProblem(await storesMe(spent), 429, 'rate_limited');
      await storesMe(await newKey(service, store, false)).expect(200);
    });

    it('shares the quota across instances, because it lives in Redis', async () => {
      const key = await newKey(service, store, false);
      const second = await secondInstance(service);
      try {
        await storesMe(key).expect(200);
        await second.http.get('/api/v3/stores/me').set('Authorization', `Bearer ${key}`).expect(200);
        await storesMe(key).expect(200);
        expectProblem(await second.http.get('/api/v3/stores/me').set('Authorization', `Bearer ${key}`), 429, 'rate_limited');
      } finally {
        await second.close();
      }
    });

    describe('diagnostic bucket', () => {
      const diagnostic = (key: string) => storesMe(key).set(DIAGNOSTIC);

      it('follows the spec recovery check: 2xx, then 429 with a Retry-After within the window (at most 5 s), then 2xx once it has passed', async () => {
        const key = await newKey(service, store, true);
        await diagnostic(key).expect(200);
        const limited = await diagnostic(key);
        expectQuotaSpent(limited, { name: 'diagnostic', quota: 1, windowSeconds: DIAGNOSTIC_WINDOW_SECONDS });
        const wait = Number(limited.headers['retry-after']);
        expect(Number.isInteger(wait) && wait >= 1 && wait <= DIAGNOSTIC_WINDOW_SECONDS).toBe(true);
        await eventually(async () => {
          const retried = await diagnostic(key);
          if (retried.status === 200) return true;
          // Calls while limited do not push the recovery back.
          expect({ status: retried.status, wait: Number(retried.headers['retry-after']) <= wait }).toEqual({ status: 429, wait: true });
          return undefined;
        }, 'the diagnostic bucket to let the key through again');
      });

      it('is separate from the ordinary quota: a diagnostic call spends none of the same key’s quota', async () => {
        const key = await newKey(service, store, true);
        await diagnostic(key).expect(200);
        for (let call = 0; call < 3; call += 1) await storesMe(key).expect(200);
      });

      it('is not enabled for live keys', async () => {
        const key = await newKey(service, store, false);
        for (let call = 0; call < 3; call += 1) await diagnostic(key).expect(200);
      });
    });
  });

  describe('in a production deployment without Redis (every limit in this process; per key 3, per address 4 a minute)', () => {
    let service: TestService;
    beforeAll(async () => {
      service = await startTestService({
        redis: false,
        env: { SIGNWRIGHT_ENV: 'production', RATE_LIMIT_PER_KEY_PER_MINUTE: '3', RATE_LIMIT_PER_IP_PER_MINUTE: '4' },
      });
    });
    afterAll(() => service.close());

    // Each test calls from an address of its own (the app trusts its loopback proxy), so the per-address backstop counts it alone.
    const storesMe = (from: string, key?: string) => {
      const request = service.http.get('/api/v3/stores/me').set('X-Forwarded-For', from);
      return key === undefined ? request : request.set('Authorization', `Bearer ${key}`);
    };

    it('turns the diagnostic bucket off in production', async () => {
      const key = await newKey(service, await aStore(service), true);
      for (let call = 0; call < 3; call += 1) await storesMe('192.0.2.1', key).set(DIAGNOSTIC).expect(200);
    });

    it('keeps the per-key quota in memory when no Redis is configured', async () => {
      const key = await newKey(service, await aStore(service), false);
      for (let call = 0; call < 3; call += 1) await storesMe('192.0.2.2', key).expect(200);
      const problem = expectProblem(await storesMe('192.0.2.2', key), 429, 'rate_limited');
      expect(problem.detail).toBe('Too many requests for this API key.');
    });

    it('limits one address whatever the keys, unauthenticated calls included (per-IP backstop)', async () => {
      const [first, second] = [await aStore(service), await aStore(service)];
      const address = '192.0.2.3';
      await storesMe(address, first.keys.all).expect(200);
      await storesMe(address, second.keys.all).expect(200);
      await storesMe(address).expect(401);
      await service.http.get('/api/v3/nothing').set('X-Forwarded-For', address).expect(404);
      const problem = expectQuotaSpent(await storesMe(address, first.keys.all), { name: 'ip', quota: 4, windowSeconds: 60 });
      expect(problem.detail).toBe('Too many requests from this address.');
      await storesMe('192.0.2.4', first.keys.all).expect(200);
      await service.http.get('/healthz').set('X-Forwarded-For', address).expect(200);
    });
  });
});
