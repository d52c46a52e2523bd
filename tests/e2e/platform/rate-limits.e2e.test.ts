import { IdentityTokens, type CreateApiKeyService } from '../../../modules/identity';
import { startTestService, type TestService } from '../../support/test-service';
import { expectProblem } from '../../support/problem-assertions';

const DIAGNOSTIC = { 'X-Service-Rate-Limit-Test': 'true' };

async function newKey(service: TestService, storeId: number, test: boolean): Promise<string> {
  const { secret } = await service.container.get<CreateApiKeyService>(IdentityTokens.CreateApiKey).create({
    storeId, name: 'disposable', scopes: ['store:read'], expiresAt: null, test, legacy: false,
  });
  return secret;
}

describe('rate limits', () => {
  describe('ordinary per-key quota (3 a minute here) on Redis', () => {
    let service: TestService;
    let storeId: number;
    beforeAll(async () => {
      service = await startTestService({ env: { RATE_LIMIT_PER_KEY_PER_MINUTE: '3' } });
      storeId = (await service.seed()).stores[0]!.id;
    });
    afterAll(() => service.close());

    it('answers 429 rate_limited with integer retry_after and Retry-After once the quota is spent', async () => {
      const key = await newKey(service, storeId, false);
      for (let call = 0; call < 3; call += 1) await service.http.get('/api/v3/stores/me').set('Authorization', `Bearer ${key}`).expect(200);
      const response = await service.http.get('/api/v3/stores/me').set('Authorization', `Bearer ${key}`);
      const problem = expectProblem(response, 429, 'rate_limited');
      expect(Number.isInteger(problem.retry_after)).toBe(true);
      expect(problem.retry_after).toBeGreaterThan(0);
      expect(problem.retry_after).toBeLessThanOrEqual(60);
      expect(response.headers['retry-after']).toBe(String(problem.retry_after));
    });

    it('counts per key: another key of the same store still has its quota', async () => {
      const key = await newKey(service, storeId, false);
      await service.http.get('/api/v3/stores/me').set('Authorization', `Bearer ${key}`).expect(200);
    });

    it('shares the quota across instances, because it lives in Redis', async () => {
      const key = await newKey(service, storeId, false);
      const second = await startTestService({ env: { RATE_LIMIT_PER_KEY_PER_MINUTE: '3', REDIS_KEY_PREFIX: service.config.redisKeyPrefix, DATABASE_URL: service.database.url } });
      try {
        await service.http.get('/api/v3/stores/me').set('Authorization', `Bearer ${key}`).expect(200);
        await second.http.get('/api/v3/stores/me').set('Authorization', `Bearer ${key}`).expect(200);
        await service.http.get('/api/v3/stores/me').set('Authorization', `Bearer ${key}`).expect(200);
        expectProblem(await second.http.get('/api/v3/stores/me').set('Authorization', `Bearer ${key}`), 429, 'rate_limited');
      } finally {
        await second.runtime.close();
        await second.database.drop();
      }
    });
  });

  describe('per-IP backstop', () => {
    let service: TestService;
    beforeAll(async () => {
      service = await startTestService({ env: { RATE_LIMIT_PER_IP_PER_MINUTE: '4' } });
    });
    afterAll(() => service.close());

    it('limits one address whatever the keys, unauthenticated calls included', async () => {
      const seed = await service.seed();
      await service.http.get('/api/v3/stores/me').set('Authorization', `Bearer ${seed.stores[0]!.keys.all}`).expect(200);
      await service.http.get('/api/v3/stores/me').set('Authorization', `Bearer ${seed.stores[1]!.keys.all}`).expect(200);
      await service.http.get('/api/v3/stores/me').expect(401);
      await service.http.get('/api/v3/nothing').expect(404);
      expectProblem(await service.http.get('/api/v3/stores/me').set('Authorization', `Bearer ${seed.stores[0]!.keys.all}`), 429, 'rate_limited');
      await service.http.get('/healthz').expect(200);
    });
  });

  describe('diagnostic bucket', () => {
    let service: TestService;
    let storeId: number;
    beforeAll(async () => {
      service = await startTestService({ env: { RATE_LIMIT_PER_KEY_PER_MINUTE: '100' } });
      storeId = (await service.seed()).stores[0]!.id;
    });
    afterAll(() => service.close());

    it('follows the spec recovery check: 2xx, then 429 with Retry-After of at most 5 s, then 2xx after waiting', async () => {
      const key = await newKey(service, storeId, true);
      const call = () => service.http.get('/api/v3/stores/me').set('Authorization', `Bearer ${key}`).set(DIAGNOSTIC);
      await call().expect(200);
      const limited = await call();
      expectProblem(limited, 429, 'rate_limited');
      const wait = Number(limited.headers['retry-after']);
      expect(Number.isInteger(wait) && wait >= 1 && wait <= 5).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, wait * 1000));
      await call().expect(200);
    });

    it('is separate from the ordinary quota: the same key without the header is not limited', async () => {
      const key = await newKey(service, storeId, true);
      await service.http.get('/api/v3/stores/me').set('Authorization', `Bearer ${key}`).set(DIAGNOSTIC).expect(200);
      await service.http.get('/api/v3/stores/me').set('Authorization', `Bearer ${key}`).expect(200);
      await service.http.get('/api/v3/stores/me').set('Authorization', `Bearer ${key}`).expect(200);
    });

    it('is not enabled for live keys', async () => {
      const key = await newKey(service, storeId, false);
      for (let call = 0; call < 3; call += 1) {
        await service.http.get('/api/v3/stores/me').set('Authorization', `Bearer ${key}`).set(DIAGNOSTIC).expect(200);
      }
    });
  });

  it('turns the diagnostic bucket off in production', async () => {
    const service = await startTestService({ env: { SIGNWRIGHT_ENV: 'production' } });
    try {
      const { stores } = await service.seed();
      const key = await newKey(service, stores[0]!.id, true);
      for (let call = 0; call < 3; call += 1) {
        await service.http.get('/api/v3/stores/me').set('Authorization', `Bearer ${key}`).set(DIAGNOSTIC).expect(200);
      }
    } finally {
      await service.close();
    }
  });

  it('works in memory when no Redis is configured', async () => {
    const service = await startTestService({ redis: false, env: { RATE_LIMIT_PER_KEY_PER_MINUTE: '1' } });
    try {
      const { stores } = await service.seed();
      const key = await newKey(service, stores[0]!.id, false);
      await service.http.get('/api/v3/stores/me').set('Authorization', `Bearer ${key}`).expect(200);
      expectProblem(await service.http.get('/api/v3/stores/me').set('Authorization', `Bearer ${key}`), 429, 'rate_limited');
    } finally {
      await service.close();
    }
  });
});
