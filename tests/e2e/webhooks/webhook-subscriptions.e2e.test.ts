import { startTestService, type TestService } from '../../support/test-service';
import { expectProblem } from '../../support/problem-assertions';
import { aStore, type BuiltStore } from '../../support/builders';
import { bearer, idempotencyKey } from '../orders/order-fixtures';

/** The webhook subscription operations of CONTRACT section 3, with webhooks:read / webhooks:write. */
describe('webhook subscriptions', () => {
  let service: TestService;
  let store: BuiltStore;
  const writer = () => bearer(store.keys['webhooks:write']!);
  const reader = () => bearer(store.keys['webhooks:read']!);
  const create = (body: Record<string, unknown>, key = idempotencyKey('subscription')) =>
    service.http.post('/api/v3/webhook-subscriptions').set(writer()).set('Idempotency-Key', key).send(body);
  const subscribe = async (body: Record<string, unknown> = {}) =>
    (await create({ url: 'https://127.0.0.1:9/hooks', topics: ['order:created'], ...body }).expect(201)).body.data;

  beforeAll(async () => {
    service = await startTestService();
    store = await aStore(service);
  });
  afterAll(() => service.close());

  describe('create', () => {
    it('answers 201 with the subscription and its whsec_ secret, shown in this answer only', async () => {
      const response = await create({ url: 'https://127.0.0.1:9/orders', topics: ['order:created', 'form:submitted'], description: 'ERP' }).expect(201);
      const created = response.body.data;
      expect(created).toEqual({
        object: 'webhook_subscription',
        id: expect.any(Number),
        url: 'https://127.0.0.1:9/orders',
        topics: ['order:created', 'form:submitted'],
        description: 'ERP',
        enabled: true,
        disabled_reason: null,
        disabled_at: null,
        failing_since: null,
        previous_secret_expires_at: null,
        secret: expect.stringMatching(/^whsec_[A-Za-z0-9+/]{32,}={0,2}$/),
        created_at: expect.any(String),
        updated_at: expect.any(String),
        livemode: true,
      });
      expect(Buffer.from(created.secret.slice('whsec_'.length), 'base64').length).toBeGreaterThanOrEqual(24);
      const read = (await service.http.get(`/api/v3/webhook-subscriptions/${created.id}`).set(reader()).expect(200)).body.data;
      expect(read).not.toHaveProperty('secret');
      const listed = (await service.http.get('/api/v3/webhook-subscriptions').set(reader()).expect(200)).body.data;
      expect(listed.every((subscription: Record<string, unknown>) => !('secret' in subscription))).toBe(true);
    });

    it('replays the original answer for the same Idempotency-Key and body, creating nothing more', async () => {
      const key = idempotencyKey('replay');
      const body = { url: 'https://127.0.0.1:9/replay', topics: ['order:created'] };
      const first = await create(body, key).expect(201);
      const again = await create(body, key).expect(201);
      expect(again.headers['idempotency-replay']).toBe('true');
      expect(again.body.data).toEqual(first.body.data);
      const listed = (await service.http.get('/api/v3/webhook-subscriptions?limit=100').set(reader()).expect(200)).body.data;
      expect(listed.filter((subscription: { url: string }) => subscription.url === body.url)).toHaveLength(1);
      expectProblem(await create({ ...body, topics: ['form:submitted'] }, key), 409, 'idempotency_key_conflict');
    });

    it('requires an Idempotency-Key', async () => {
      const response = await service.http.post('/api/v3/webhook-subscriptions').set(writer()).send({ url: 'https://127.0.0.1:9/x', topics: ['order:created'] });
      expectProblem(response, 400, 'missing_idempotency_key');
    });

    it('refuses unknown topics with unsupported_value and the allowed values', async () => {
      const problem = expectProblem(await create({ url: 'https://127.0.0.1:9/x', topics: ['order:created', 'order:shipped'] }), 422, 'validation_failed');
      expect(problem.errors).toEqual([
        expect.objectContaining({ pointer: '/topics/1', code: 'unsupported_value', allowed_values: ['order:created', 'product:created', 'form:submitted'] }),
      ]);
    });

    it('reports every invalid field in one answer: a URL that is not one beside an unknown topic', async () => {
      const problem = expectProblem(await create({ url: 'not a url', topics: ['order:shipped'] }), 422, 'validation_failed');
      expect(problem.errors).toEqual([
        expect.objectContaining({ pointer: '/topics/0', code: 'unsupported_value', allowed_values: ['order:created', 'product:created', 'form:submitted'] }),
        { pointer: '/url', code: 'invalid', detail: 'This URL cannot receive webhooks: not a URL.' },
      ]);
      const patched = await subscribe();
      const patch = await service.http.patch(`/api/v3/webhook-subscriptions/${patched.id}`).set(writer()).set('Content-Type', 'application/merge-patch+json')
        .send(JSON.stringify({ url: 'ftp://example.com/hooks', topics: [] }));
      expect((expectProblem(patch, 422, 'validation_failed').errors as { pointer: string }[]).map((error) => error.pointer)).toEqual(['/topics', '/url']);
    });

    it('refuses a missing URL, no topics and unknown fields', async () => {
      const problem = expectProblem(await create({ topics: [] }), 422, 'validation_failed');
      expect((problem.errors as { pointer: string }[]).map((error) => error.pointer)).toEqual(['/topics', '/url']);
      expectProblem(await create({ url: 'https://127.0.0.1:9/x', topics: ['order:created'], secret: 'whsec_mine' }), 422, 'unknown_field');
    });

    it.each([
      ['a private address', 'https://10.0.0.8/hooks'],
      ['a link-local (cloud metadata) address', 'http://169.254.169.254/latest/meta-data'],
      ['an IPv6 unique-local address', 'https://[fd00::1]/hooks'],
      ['another scheme', 'ftp://example.com/hooks'],
      ['credentials in the URL', 'https://user:secret@127.0.0.1/hooks'],
      ['a name that does not resolve', 'https://no-such-host.invalid/hooks'],
      ['something that is not a URL', 'not a url'],
    ])('refuses %s even in development', async (_what, url) => {
      const problem = expectProblem(await create({ url, topics: ['order:created'] }), 422, 'validation_failed');
      expect(problem.errors).toEqual([expect.objectContaining({ pointer: '/url', code: 'invalid', detail: expect.stringMatching(/^This URL cannot receive webhooks: /) })]);
    });
  });

  describe('in production (SIGNWRIGHT_ENV=production)', () => {
    let production: TestService;
    let productionStore: BuiltStore;
    const createIn = (url: string) =>
      production.http
        .post('/api/v3/webhook-subscriptions')
        .set(bearer(productionStore.keys['webhooks:write']!))
        .set('Idempotency-Key', idempotencyKey('production'))
        .send({ url, topics: ['order:created'] });

    beforeAll(async () => {
      production = await startTestService({ env: { SIGNWRIGHT_ENV: 'production' } });
      productionStore = await aStore(production);
    });
    afterAll(() => production.close());

    it('refuses plain HTTP, loopback addresses and names resolving to loopback', async () => {
      for (const url of ['http://93.184.215.14/hooks', 'https://127.0.0.1/hooks', 'https://[::1]/hooks', 'https://localhost/hooks']) {
        const problem = expectProblem(await createIn(url), 422, 'validation_failed');
        expect({ url, errors: problem.errors }).toEqual({ url, errors: [expect.objectContaining({ pointer: '/url', code: 'invalid' })] });
      }
    });

    it('accepts an https URL on a public address', async () => {
      await createIn('https://93.184.215.14/hooks').expect(201);
    });
  });

  describe('read and list', () => {
    it('lists oldest first with cursor paging, stable across pages', async () => {
      const owner = await aStore(service);
      const created: number[] = [];
      for (let index = 0; index < 3; index += 1) {
        const response = await service.http
          .post('/api/v3/webhook-subscriptions')
          .set(bearer(owner.keys.all!))
          .set('Idempotency-Key', idempotencyKey('paging'))
          .send({ url: `https://127.0.0.1:9/page-${index}`, topics: ['order:created'] })
          .expect(201);
        created.push(response.body.data.id);
      }
      const first = (await service.http.get('/api/v3/webhook-subscriptions?limit=2').set(bearer(owner.keys.all!)).expect(200)).body;
      expect(first.data.map((subscription: { id: number }) => subscription.id)).toEqual(created.slice(0, 2));
      expect(first.pagination.has_more).toBe(true);
      const second = (await service.http.get(`/api/v3/webhook-subscriptions?limit=2&cursor=${encodeURIComponent(first.pagination.next_cursor)}`).set(bearer(owner.keys.all!)).expect(200)).body;
      expect(second.data.map((subscription: { id: number }) => subscription.id)).toEqual(created.slice(2));
      expect(second.pagination).toEqual({ has_more: false, next_cursor: null });
    });

    it('answers 404 for an unknown id and for another store’s subscription', async () => {
      const other = await aStore(service);
      const theirs = (
        await service.http
          .post('/api/v3/webhook-subscriptions')
          .set(bearer(other.keys.all!))
          .set('Idempotency-Key', idempotencyKey('theirs'))
          .send({ url: 'https://127.0.0.1:9/theirs', topics: ['order:created'] })
          .expect(201)
      ).body.data;
      const all = bearer(store.keys.all!);
      expectProblem(await service.http.get('/api/v3/webhook-subscriptions/999999').set(all), 404, 'resource_not_found');
      expectProblem(await service.http.get(`/api/v3/webhook-subscriptions/${theirs.id}`).set(all), 404, 'resource_not_found');
      expectProblem(await service.http.patch(`/api/v3/webhook-subscriptions/${theirs.id}`).set(all).send({ enabled: false }), 404, 'resource_not_found');
      expectProblem(await service.http.delete(`/api/v3/webhook-subscriptions/${theirs.id}`).set(all).set('Idempotency-Key', idempotencyKey()), 404, 'resource_not_found');
      expectProblem(await service.http.post(`/api/v3/webhook-subscriptions/${theirs.id}/rotate-secret`).set(all).set('Idempotency-Key', idempotencyKey()), 404, 'resource_not_found');
      expectProblem(await service.http.get(`/api/v3/webhook-subscriptions/${theirs.id}/deliveries`).set(all), 404, 'resource_not_found');
      const mine = (await service.http.get('/api/v3/webhook-subscriptions?limit=100').set(all).expect(200)).body.data;
      expect(mine.map((subscription: { id: number }) => subscription.id)).not.toContain(theirs.id);
    });
  });

  describe('scopes', () => {
    it('reads with webhooks:read and writes with webhooks:write only', async () => {
      const subscription = await subscribe();
      const only = (scope: string) => bearer(store.keys[scope]!);
      await service.http.get('/api/v3/webhook-subscriptions').set(only('webhooks:read')).expect(200);
      await service.http.get(`/api/v3/webhook-subscriptions/${subscription.id}/deliveries`).set(only('webhooks:read')).expect(200);
      const denied = expectProblem(await service.http.get('/api/v3/webhook-subscriptions').set(only('webhooks:write')), 403, 'insufficient_scope');
      expect(denied).toMatchObject({ required_scopes: ['webhooks:read'], granted_scopes: ['webhooks:write'] });
      expectProblem(await service.http.patch(`/api/v3/webhook-subscriptions/${subscription.id}`).set(only('webhooks:read')).send({ enabled: false }), 403, 'insufficient_scope');
      expectProblem(
        await service.http.post('/api/v3/webhook-subscriptions').set(only('orders:write')).set('Idempotency-Key', idempotencyKey()).send({ url: 'https://127.0.0.1:9/x', topics: ['order:created'] }),
        403,
        'insufficient_scope',
      );
    });
  });

  describe('patch', () => {
    const patch = (id: number, body: unknown) => service.http.patch(`/api/v3/webhook-subscriptions/${id}`).set(writer()).set('Content-Type', 'application/merge-patch+json').send(JSON.stringify(body));

    it('changes url, topics and description, and null clears the description', async () => {
      const subscription = await subscribe({ description: 'first' });
      const updated = (await patch(subscription.id, { url: 'https://127.0.0.1:9/moved', topics: ['form:submitted', 'order:created'], description: null }).expect(200)).body.data;
      expect(updated).toMatchObject({ url: 'https://127.0.0.1:9/moved', topics: ['form:submitted', 'order:created'], description: null });
      expect(Date.parse(updated.updated_at)).toBeGreaterThanOrEqual(Date.parse(subscription.updated_at));
    });

    it('disables and enables: disabled_reason says the merchant did, and enabling clears it', async () => {
      const subscription = await subscribe();
      const disabled = (await patch(subscription.id, { enabled: false }).expect(200)).body.data;
      expect(disabled).toMatchObject({ enabled: false, disabled_reason: 'disabled_by_merchant', disabled_at: expect.any(String) });
      const enabled = (await patch(subscription.id, { enabled: true }).expect(200)).body.data;
      expect(enabled).toMatchObject({ enabled: true, disabled_reason: null, disabled_at: null, failing_since: null });
    });

    it('writes nothing for a patch that changes nothing', async () => {
      const subscription = await subscribe({ description: 'same' });
      const unchanged = (await patch(subscription.id, { description: 'same', topics: ['order:created'] }).expect(200)).body.data;
      expect(unchanged.updated_at).toBe(subscription.updated_at);
    });

    it('checks the new URL, the topics, and refuses the secret and read-only members', async () => {
      const subscription = await subscribe();
      expect(expectProblem(await patch(subscription.id, { url: 'https://192.168.0.10/x' }), 422, 'validation_failed').errors).toEqual([
        expect.objectContaining({ pointer: '/url', code: 'invalid' }),
      ]);
      expect(expectProblem(await patch(subscription.id, { topics: [] }), 422, 'validation_failed').errors).toEqual([expect.objectContaining({ pointer: '/topics' })]);
      expect(expectProblem(await patch(subscription.id, { secret: 'whsec_x' }), 422, 'validation_failed').errors).toEqual([
        expect.objectContaining({ pointer: '/secret', code: 'prohibited' }),
      ]);
      expectProblem(await patch(subscription.id, ['enabled']), 422, 'invalid_document');
      expectProblem(await patch(subscription.id, { colour: 'red' }), 422, 'unknown_field');
      const unchanged = (await service.http.get(`/api/v3/webhook-subscriptions/${subscription.id}`).set(reader()).expect(200)).body.data;
      expect(unchanged.url).toBe(subscription.url);
    });
  });

  describe('rotate-secret', () => {
    it('answers a new secret and keeps the previous one signing for 24 hours', async () => {
      const subscription = await subscribe();
      const before = Date.now();
      const rotated = (await service.http.post(`/api/v3/webhook-subscriptions/${subscription.id}/rotate-secret`).set(writer()).set('Idempotency-Key', idempotencyKey()).expect(200)).body.data;
      expect(rotated.secret).toMatch(/^whsec_/);
      expect(rotated.secret).not.toBe(subscription.secret);
      const overlapEnds = Date.parse(rotated.previous_secret_expires_at);
      expect(overlapEnds - before).toBeGreaterThanOrEqual(24 * 3600_000 - 5_000);
      expect(overlapEnds - before).toBeLessThanOrEqual(24 * 3600_000 + 5_000);
    });

    it('requires an Idempotency-Key', async () => {
      const subscription = await subscribe();
      expectProblem(await service.http.post(`/api/v3/webhook-subscriptions/${subscription.id}/rotate-secret`).set(writer()), 400, 'missing_idempotency_key');
    });
  });

  describe('delete', () => {
    it('answers a deletion receipt, after which the subscription is gone', async () => {
      const subscription = await subscribe();
      const receipt = (await service.http.delete(`/api/v3/webhook-subscriptions/${subscription.id}`).set(writer()).set('Idempotency-Key', idempotencyKey()).expect(200)).body.data;
      // The receipt carries `livemode`; the removed record it holds is the subscription as stored, without it.
      const { secret: _secret, livemode: _livemode, ...shown } = subscription;
      expect(receipt).toEqual({ object: 'webhook_subscription_deletion_receipt', id: subscription.id, deleted: true, resource: shown, livemode: true });
      expectProblem(await service.http.get(`/api/v3/webhook-subscriptions/${subscription.id}`).set(reader()), 404, 'resource_not_found');
    });
  });

  it('is documented in the OpenAPI contract with its scopes', async () => {
    const document = (await service.http.get('/help/openapi.json').expect(200)).body;
    expect(document.paths['/api/v3/webhook-subscriptions'].post).toMatchObject({ operationId: 'createWebhookSubscription', security: [{ apiKey: ['webhooks:write'] }] });
    expect(document.paths['/api/v3/webhook-subscriptions/{subscription_id}/deliveries'].get).toMatchObject({ security: [{ apiKey: ['webhooks:read'] }] });
    expect(document.paths['/api/v3/webhook-subscriptions/{subscription_id}/deliveries/{delivery_id}/redeliver'].post).toMatchObject({ operationId: 'redeliverWebhookDelivery' });
  });
});
