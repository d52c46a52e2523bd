import { startTestService, type TestService } from '../../support/test-service';
import { expectProblem } from '../../support/problem-assertions';
import { aStore } from '../../support/builders';

describe('HTTP plumbing', () => {
  let service: TestService;
  let key: string;

  beforeAll(async () => {
    service = await startTestService();
    key = (await aStore(service)).keys.all!;
  });
  afterAll(() => service.close());

  it('puts a request id on every response: header, meta and problems alike', async () => {
    const ok = await service.http.get('/api/v3/stores/me').set('Authorization', `Bearer ${key}`).expect(200);
    expect(ok.headers['x-request-id']).toMatch(/^req_[A-Za-z0-9_-]{16}$/);
    expect(ok.body.meta.request_id).toBe(ok.headers['x-request-id']);
    const failed = await service.http.get('/api/v3/stores/me');
    expect(failed.body.request_id).toBe(failed.headers['x-request-id']);
    expect(failed.headers['x-request-id']).not.toBe(ok.headers['x-request-id']);
  });

  it('answers a body that is not valid JSON with 400 malformed_json', async () => {
    const response = await service.http
      .post('/api/v3/stores/me')
      .set('Authorization', `Bearer ${key}`)
      .set('Content-Type', 'application/json')
      .send('{"name": ');
    expectProblem(response, 400, 'malformed_json');
  });

  describe('a body nesting arrays or objects deeper than 64 levels', () => {
    const deepArrays = '['.repeat(50_000) + ']'.repeat(50_000);
    const deepObjects = '{"a":'.repeat(5_000) + '1' + '}'.repeat(5_000);
    const sendJson = (request: ReturnType<typeof service.http.post>, body: string) => request.set('Content-Type', 'application/json').send(body);

    it('answers 400 malformed_json on the Store API, before anything walks it', async () => {
      const create = (body: string) => sendJson(service.http.post('/api/v3/customisers').set('Authorization', `Bearer ${key}`).set('Idempotency-Key', `deep-${body.length}`), body);
      for (const body of [deepArrays, deepObjects]) {
        const problem = expectProblem(await create(body), 400, 'malformed_json');
        expect(problem.detail).toMatch(/deeper than 64 levels/);
      }
    });

    it('answers 400 malformed_json on the storefront API', async () => {
      const { storefront_key: storefrontKey } = await aStore(service);
      const submit = (body: string) => sendJson(service.http.post('/storefront/v1/forms/1/submissions').set('X-Storefront-Key', storefrontKey), body);
      for (const body of [deepArrays, deepObjects]) expectProblem(await submit(body), 400, 'malformed_json');
    });

    it('answers 400 malformed_json on the connector endpoint', async () => {
      const call = (body: string) => sendJson(service.http.post('/mcp').set('Accept', 'application/json, text/event-stream'), body);
      for (const body of [deepArrays, deepObjects]) expectProblem(await call(body), 400, 'malformed_json');
    });

    it('still takes a body nested exactly 64 levels deep to its operation', async () => {
      const nested = '{"a":'.repeat(63) + '1' + '}'.repeat(63);
      const request = service.http.get('/api/v3/stores/me').set('Authorization', `Bearer ${key}`).set('Content-Type', 'application/json');
      const problem = expectProblem(await request.send(`{"deep":${nested}}`), 422, 'unknown_field');
      expect(problem.errors).toEqual([expect.objectContaining({ parameter: 'deep' })]);
    });
  });

  it('lists at most 100 errors and counts the rest, so a body of unknown members cannot make a huge answer', async () => {
    const { storefront_key: storefrontKey } = await aStore(service);
    const body = Object.fromEntries(Array.from({ length: 60_000 }, (_, index) => [`unknown_${String(index).padStart(5, '0')}`, 1]));
    const response = await service.http.post('/storefront/v1/forms/1/submissions').set('X-Storefront-Key', storefrontKey).send(body);
    const problem = expectProblem(response, 422, 'unknown_field');
    expect(problem.errors).toHaveLength(101);
    expect((problem.errors as unknown[])[100]).toEqual({ code: 'more_errors', detail: 'and 59,900 more' });
    expect(response.text.length).toBeLessThan(20_000);
  });

  it('answers a body over 2 MiB with 413 request_too_large', async () => {
    const response = await service.http
      .post('/api/v3/stores/me')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ padding: 'x'.repeat(2 * 1024 * 1024) }));
    expectProblem(response, 413, 'request_too_large');
  });

  it('answers a body that is not JSON with 415 unsupported_media_type', async () => {
    const response = await service.http.post('/api/v3/stores/me').set('Content-Type', 'text/plain').send('hello');
    expectProblem(response, 415, 'unsupported_media_type');
  });

  it('answers the plumbing’s problems on a documented operation as its contract lists them', async () => {
    // tests/support checks each answer against the operation's responses, codes included.
    const create = (key: string) => service.http.post('/api/v3/customisers').set('Authorization', `Bearer ${key}`).set('Idempotency-Key', key);
    const customiser = { name: 'Plumbing', pricing_model: 'simple_letter', sign_category: 'neon', product_family: 'neon' };
    expectProblem(await create(key).set('Idempotency-Key', 'plumbing-1').set('Content-Type', 'application/json').send('{"name": '), 400, 'malformed_json');
    expectProblem(await create(key).set('Idempotency-Key', 'plumbing-2').set('Content-Type', 'text/plain').send('hello'), 415, 'unsupported_media_type');
    expectProblem(await create(key).set('Idempotency-Key', 'plumbing-3').send({ ...customiser, name: 'x'.repeat(2 * 1024 * 1024) }), 413, 'request_too_large');
    expectProblem(await create(key).set('Idempotency-Key', 'plumbing 4').send(customiser), 400, 'invalid_idempotency_key');
    expectProblem(await service.http.post('/api/v3/customisers?dry_run=true').set('Authorization', `Bearer ${key}`).set('Idempotency-Key', 'plumbing-5').send(customiser), 422, 'unknown_parameter');
    expectProblem(await service.http.get('/api/v3/stores/me').set('Authorization', `Bearer ${key}`).send({ store_id: 2 }), 422, 'unknown_field');
  });

  it('answers an unknown route with a 404 problem, never HTML', async () => {
    const response = await service.http.get('/api/v3/nothing-here');
    expectProblem(response, 404, 'route_not_found');
    expect(response.text).not.toMatch(/<html|<pre/i);
  });

  it('answers a known path with another method with 405 and Allow', async () => {
    const response = await service.http.delete('/api/v3/stores/me').set('Authorization', `Bearer ${key}`);
    expectProblem(response, 405, 'method_not_allowed');
    expect(response.headers.allow).toBe('GET');
  });

  it('does not announce the framework', async () => {
    const response = await service.http.get('/healthz');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });
});
