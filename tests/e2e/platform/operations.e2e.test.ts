import { Writable } from 'node:stream';
import { parse } from 'yaml';
import { createLogger } from '../../../infra/logging/logger';
import { collectRoutes } from '../../../apps/api/api-app';
import { capturedLog } from '../../support/captured-log';
import { startTestService, type TestService } from '../../support/test-service';
import { aStore } from '../../support/builders';

describe('operations, logs and the published contract', () => {
  let service: TestService;
  let keys: Record<string, string>;
  const { lines: lines, logger } = capturedLog();

  beforeAll(async () => {
    service = await startTestService({ logger });
    keys = (await aStore(service)).keys;
  });
  afterAll(() => service.close());

  it('answers /healthz while the process is alive', async () => {
    expect((await service.http.get('/healthz').expect(200)).body).toEqual({ status: 'ok' });
  });

  it('answers /readyz with the database and Redis checked', async () => {
    expect((await service.http.get('/readyz').expect(200)).body).toEqual({ status: 'ready', checks: { database: 'ok', redis: 'ok' } });
  });

  /**
   * Another configuration of the same deployment: its database is this file's (none of them writes a
   * row), so that each costs a start, not a database cloned and dropped.
   */
  const configured = (env: Record<string, string>) => startTestService({ env, database: service.database });

  it('answers /readyz 503 when Redis is unreachable', async () => {
    const broken = await configured({ REDIS_URL: 'redis://127.0.0.1:1' });
    try {
      const response = await broken.http.get('/readyz');
      expect(response.status).toBe(503);
      expect(response.body.checks.redis).toBe('failed');
    } finally {
      await broken.close();
    }
  });

  describe('/metrics kept from the public', () => {
    const token = 'a-metrics-token-that-is-long-enough-0123';

    it('has no /metrics on the API port in production unless a token is set', async () => {
      const production = await configured({ SIGNWRIGHT_ENV: 'production' });
      try {
        expect((await production.http.get('/metrics').expect(404)).body.code).toBe('route_not_found');
      } finally {
        await production.close();
      }
    });

    it('answers /metrics only to a request bearing METRICS_TOKEN once it is set', async () => {
      const guarded = await configured({ SIGNWRIGHT_ENV: 'production', METRICS_TOKEN: token });
      try {
        expect((await guarded.http.get('/metrics').expect(401)).body.code).toBe('missing_api_key');
        expect((await guarded.http.get('/metrics').set('Authorization', 'Bearer not-the-token').expect(401)).body.code).toBe('invalid_api_key');
        expect((await guarded.http.get('/metrics').set('Authorization', `Bearer ${token}`).expect(200)).text).toMatch(/http_request_duration_seconds/);
      } finally {
        await guarded.close();
      }
    });
  });

  it('exposes request durations by method, route template and status on /metrics', async () => {
    await service.http.get('/api/v3/stores/me').set('Authorization', `Bearer ${keys.all}`).expect(200);
    const metrics = (await service.http.get('/metrics').expect(200)).text;
    expect(metrics).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/api\/v3\/stores\/me",status="200"\} \d+/);
  });

  it('logs one JSON line per request with method, path template, status, code, request id and key id, never a secret', async () => {
    const response = await service.http.get('/api/v3/stores/me').query({ bogus: 1 }).set('Authorization', `Bearer ${keys.all}`);
    const line = lines.find((entry) => entry.request_id === response.headers['x-request-id']);
    expect(line).toMatchObject({ method: 'GET', path: '/api/v3/stores/me', status: 422, code: 'unknown_parameter', key_id: expect.any(String) });
    expect(JSON.stringify(lines)).not.toContain(keys.all);
    expect(JSON.stringify(lines)).not.toMatch(/svc_(live|test)_/);
  });

  it('logs and counts every request under its route template: pages, OAuth, .well-known and bodies refused before routing too', async () => {
    const calls = [
      [await service.http.get('/admin'), 'GET', '/admin'],
      [await service.http.get('/.well-known/oauth-authorization-server'), 'GET', '/.well-known/oauth-authorization-server'],
      [await service.http.get('/oauth/authorize'), 'GET', '/oauth/authorize'],
      [await service.http.post('/api/v3/orders').set('Authorization', `Bearer ${keys.all}`).set('Content-Type', 'application/json').send('{"broken":'), 'POST', '/api/v3/orders'],
      [await service.http.post('/api/v3/orders/12/resend').set('Content-Type', 'text/plain').send('x'), 'POST', '/api/v3/orders/{order_id}/resend'],
      [await service.http.get('/no/such/path'), 'GET', 'unmatched'],
    ] as const;
    for (const [response, method, template] of calls) {
      expect(lines.find((entry) => entry.request_id === response.headers['x-request-id'])).toMatchObject({ method, path: template });
    }
    const metrics = (await service.http.get('/metrics').expect(200)).text;
    expect(metrics).toMatch(/http_request_duration_seconds_count\{method="POST",route="\/api\/v3\/orders",status="400"\} \d+/);
    expect(metrics).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/admin",status="200"\} \d+/);
  });

  it('redacts secrets and authorization headers whatever object reaches the logger', () => {
    const captured: string[] = [];
    const logger = createLogger('info', new Writable({ write: (chunk, _e, done) => (captured.push(String(chunk)), done()) }));
    logger.info({ headers: { authorization: 'Bearer svc_live_x' }, secret: 'whsec_y', nested: { password: 'p' } }, 'x');
    expect(captured.join('')).not.toMatch(/svc_live_x|whsec_y|"p"/);
  });

  it('publishes the OpenAPI 3.1 document as JSON and YAML, with stores/me and the problem schema', async () => {
    const json = (await service.http.get('/help/openapi.json').expect(200).expect('Content-Type', /json/)).body;
    expect(json.openapi).toBe('3.1.0');
    const operation = json.paths['/api/v3/stores/me'].get;
    expect(operation.operationId).toBe('getAuthenticatedStore');
    expect(operation.security).toEqual([{ apiKey: ['store:read'] }]);
    expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['200', '401', '403', '422', '429']));
    expect(json.components.schemas.Problem.required).toEqual(expect.arrayContaining(['type', 'title', 'status', 'code', 'detail', 'request_id']));
    expect(json.components.schemas.Store).toBeDefined();
    const yaml = parse((await service.http.get('/help/openapi.yaml').expect(200).expect('Content-Type', /yaml/)).text);
    expect(yaml).toEqual(json);
  });

  it('documents every operation the app mounts, with its operation id and scopes', async () => {
    const document = (await service.http.get('/help/openapi.json').expect(200)).body;
    for (const route of collectRoutes(service.container)) {
      const operation = document.paths[route.path]?.[route.method];
      expect({ route: `${route.method} ${route.path}`, operationId: operation?.operationId }).toEqual({ route: `${route.method} ${route.path}`, operationId: route.operationId });
      if (route.auth === 'api_key') expect(operation.security).toEqual([{ apiKey: [...route.scopes] }]);
    }
  });
});
