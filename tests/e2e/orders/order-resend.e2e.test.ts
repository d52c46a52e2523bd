import { sql } from 'kysely';
import { startTestService, type TestService } from '../../support/test-service';
import { expectProblem } from '../../support/problem-assertions';
import { expectQuotaSpent } from '../../support/rate-limit-assertions';
import { aStore, type BuiltStore } from '../../support/builders';
import { bearer, idempotencyKey, newKey } from './order-fixtures';

/** The spec's order resend: 202 order_email_resend, no fields, invalid_json, two distinct attempts per key a minute. */
describe('POST /api/v3/orders/{order_id}/resend', () => {
  let service: TestService;
  // Stores with the demo's orders: one to resend, the other's for tenancy.
  let shop: BuiltStore;
  let otherShop: BuiltStore;
  const orderId = () => shop.orders[0]!;
  const resend = (key: string, id: number | string = orderId(), idempotency = idempotencyKey('resend')) =>
    service.http.post(`/api/v3/orders/${id}/resend`).set(bearer(key)).set('Idempotency-Key', idempotency);
  const queuedResends = async (id: number) =>
    (await sql<{ count: number }>`select count(*)::int as count from orders.order_emails where order_id = ${id} and reason = 'resend'`.execute(service.runtime.database.root)).rows[0]!.count;
  const freshKey = () => newKey(service, shop.id, ['orders:write']);

  beforeAll(async () => {
    service = await startTestService();
    shop = await aStore(service, { customisers: 1, commerce: true });
    otherShop = await aStore(service, { customisers: 1, commerce: true });
  });
  afterAll(() => service.close());

  it('answers 202 order_email_resend queued, and queues the email again', async () => {
    const before = await queuedResends(orderId());
    const response = await resend(await freshKey()).expect(202);
    expect(response.body.data).toEqual({ object: 'order_email_resend', order_id: orderId(), status: 'queued', livemode: true });
    expect(await queuedResends(orderId())).toBe(before + 1);
  });

  it('replays the 202 for the same key and body without queuing again, and without spending an attempt', async () => {
    const key = await freshKey();
    const idempotency = idempotencyKey('resend');
    const before = await queuedResends(orderId());
    const first = await resend(key, orderId(), idempotency).expect(202);
    for (let replay = 0; replay < 3; replay += 1) {
      const again = await resend(key, orderId(), idempotency).expect(202);
      expect(again.headers['idempotency-replay']).toBe('true');
      expect(again.body).toEqual(first.body);
    }
    expect(await queuedResends(orderId())).toBe(before + 1);
    // Replays spent nothing: the key still has its second distinct attempt.
    await resend(key).expect(202);
  });

  it('allows two distinct attempts per API key a minute; the third is 429 rate_limited with retry_after and the order-resend budget in RateLimit-Policy and RateLimit', async () => {
    const key = await freshKey();
    await resend(key).expect(202);
    await resend(key).expect(202);
    const before = await queuedResends(orderId());
    const limited = await resend(key);
    const problem = expectQuotaSpent(limited, { name: 'order-resend', quota: 2, windowSeconds: 60 });
    expect(Number.isInteger(problem.retry_after)).toBe(true);
    expect(problem.retry_after).toBeGreaterThan(0);
    expect(problem.retry_after).toBeLessThanOrEqual(60);
    expect(limited.headers['retry-after']).toBe(String(problem.retry_after));
    expect(await queuedResends(orderId())).toBe(before);
    // The limit is per key: another key of the same store still may.
    await resend(await freshKey()).expect(202);
  });

  it('does not count a resend of an unknown order as an attempt', async () => {
    const key = await freshKey();
    expectProblem(await resend(key, 999999), 404, 'resource_not_found');
    await resend(key).expect(202);
    await resend(key).expect(202);
  });

  it('answers a body that is not JSON with 400 invalid_json', async () => {
    const response = await resend(await freshKey()).set('Content-Type', 'application/json').send('{"reason": ');
    expectProblem(response, 400, 'invalid_json');
  });

  it('accepts no field: each is 422 unknown_field with parameter naming it, and a recipient cannot be chosen', async () => {
    const key = await freshKey();
    const problem = expectProblem(await resend(key).send({ recipient: 'someone@else.example', note: 'again' }), 422, 'unknown_field');
    const errors = problem.errors as { parameter: string }[];
    expect([...errors].sort((a, b) => a.parameter.localeCompare(b.parameter))).toEqual([
      { parameter: 'note', code: 'unknown_field', detail: expect.any(String) },
      { parameter: 'recipient', code: 'unknown_field', detail: expect.any(String) },
    ]);
    await resend(key).send({}).expect(202);
  });

  it('requires an Idempotency-Key', async () => {
    expectProblem(await service.http.post(`/api/v3/orders/${orderId()}/resend`).set(bearer(await freshKey())), 400, 'missing_idempotency_key');
  });

  it('needs orders:write', async () => {
    const problem = expectProblem(await resend(shop.keys['orders:read']!), 403, 'insufficient_scope');
    expect(problem).toMatchObject({ required_scopes: ['orders:write'] });
  });

  it('answers another store’s order as unknown', async () => {
    expectProblem(await resend(await freshKey(), otherShop.orders[0]!), 404, 'resource_not_found');
  });
});
