import { startTestService, type TestService } from '../../support/test-service';
import { expectProblem } from '../../support/problem-assertions';
import { aStore, type BuiltStore } from '../../support/builders';
import { bearer, idempotencyKey } from '../orders/order-fixtures';

/** zod's own wording, which no client may see (tests/support/field-error-check.ts holds every e2e answer to it too). */
const RAW_WORDING = /Invalid input|Invalid option|\bexpected\b|\breceived\b|Too small|Too big/i;

interface FieldError {
  pointer?: string;
  parameter?: string;
  code: string;
  detail: string;
  allowed_values?: unknown[];
  minimum?: number;
  maximum?: number;
}

/** Spec: every refusal names each field at fault, in words for people, with the accepted values or range. */
describe('field errors as a client reads them', () => {
  let service: TestService;
  let store: BuiltStore;
  const get = (path: string) => service.http.get(path).set(bearer(store.keys.all!));
  const post = (path: string, body: unknown) => service.http.post(path).set(bearer(store.keys.all!)).set('Idempotency-Key', idempotencyKey('field-errors')).send(body as object);

  beforeAll(async () => {
    service = await startTestService({ redis: false });
    store = await aStore(service);
  });
  afterAll(() => service.close());

  it.each([
    ['limit=abc', '/api/v3/webhook-subscriptions?limit=abc'],
    ['limit=0', '/api/v3/webhook-subscriptions?limit=0'],
    ['limit=101', '/api/v3/orders?limit=101'],
    ['limit=1.5', '/api/v3/customisers?limit=1.5'],
    ['an empty cursor', '/api/v3/orders?cursor='],
    ['a date filter that is no date', '/api/v3/orders?filter[created_after]=yesterday'],
  ])('words a bad query parameter (%s) for people', async (_case, path) => {
    const problem = expectProblem(await get(path), 422, 'invalid_parameter');
    for (const error of problem.errors as FieldError[]) expect(error.detail).not.toMatch(RAW_WORDING);
  });

  it.each([
    ['a subscription with a bad URL and a bad topic', '/api/v3/webhook-subscriptions', { url: 'nope', topics: ['order:lost'], enabled: 'yes' }],
    ['a subscription of wrong types', '/api/v3/webhook-subscriptions', { url: 5, topics: 'order:created', description: ['x'] }],
    ['a customiser of wrong types', '/api/v3/customisers', { name: 7, pricing_model: 'free' }],
  ])('words a bad body (%s) for people', async (_case, path, body) => {
    const problem = expectProblem(await post(path, body), 422, 'validation_failed');
    for (const error of problem.errors as FieldError[]) expect(error.detail).not.toMatch(RAW_WORDING);
  });

  it('tells limit=abc and limit=0 the range of limit', async () => {
    for (const limit of ['abc', '0']) {
      const problem = expectProblem(await get(`/api/v3/webhook-subscriptions?limit=${limit}`), 422, 'invalid_parameter');
      expect(problem.errors).toEqual([{ parameter: 'limit', code: 'invalid', detail: expect.any(String), minimum: 1, maximum: 100 }]);
    }
  });

  it('reports every invalid field of a subscription in one answer', async () => {
    const problem = expectProblem(await post('/api/v3/webhook-subscriptions', { url: 'nope', topics: ['order:lost'], enabled: 'yes' }), 422, 'validation_failed');
    expect((problem.errors as FieldError[]).map(({ pointer, code }) => ({ pointer, code }))).toEqual([
      { pointer: '/enabled', code: 'invalid' },
      { pointer: '/topics/0', code: 'unsupported_value' },
      { pointer: '/url', code: 'invalid' },
    ]);
  });
});
