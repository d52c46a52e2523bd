import { startTestService, type TestService } from '../../support/test-service';
import { expectProblem } from '../../support/problem-assertions';
import { aStore, type BuiltStore } from '../../support/builders';
import { bearer, idempotencyKey, orderBody } from '../orders/order-fixtures';
import { schemaMismatches } from './schema-conformance';

/** GET /api/v3/webhook-event-types: the topic catalogue, deprecated topics flagged (spec, Versioning 6). */
describe('webhook event types', () => {
  let service: TestService;
  let store: BuiltStore;
  const list = (secret = store.keys['store:read']!) => service.http.get('/api/v3/webhook-event-types').set(bearer(secret));
  const eventType = async (topic: string) => (await list().expect(200)).body.data.find((entry: { topic: string }) => entry.topic === topic);

  beforeAll(async () => {
    service = await startTestService();
    // The order:created body is checked on an order of one of the store's products.
    store = await aStore(service, { customisers: 1, commerce: true });
  });
  afterAll(() => service.close());

  it('lists every topic in one page, each with its description, deprecation and payload schema', async () => {
    const response = await list().expect(200);
    expect(response.body.data.map((entry: { topic: string }) => entry.topic)).toEqual(['order:created', 'product:created', 'form:submitted']);
    expect(response.body.pagination).toEqual({ has_more: false, next_cursor: null });
    expect(response.body.links.next).toBeNull();
    expect(response.body.data[0]).toEqual({
      object: 'webhook_event_type',
      topic: 'order:created',
      description: expect.stringContaining('{"ok": true}'),
      deprecated: false,
      deprecated_since: null,
      replacement: null,
      payload_schema: expect.objectContaining({ $schema: 'https://json-schema.org/draft/2020-12/schema', type: 'object', required: ['order', 'livemode'] }),
      example: { order: expect.objectContaining({ order_id: expect.any(Number), products: expect.any(Array) }), livemode: true },
      livemode: true,
    });
    expect(response.body.data[1]).toMatchObject({ topic: 'product:created', description: expect.stringContaining('external_id'), deprecated: false });
  });

  it('flags form:submitted as deprecated since 2026-08-24, its description opening "Deprecated." and naming GET /api/v3/quotes and quotes:read', async () => {
    const formSubmitted = await eventType('form:submitted');
    expect(formSubmitted).toMatchObject({
      object: 'webhook_event_type',
      deprecated: true,
      deprecated_since: '2026-08-24',
      replacement: { operation: 'GET /api/v3/quotes', scope: 'quotes:read' },
    });
    expect(formSubmitted.description).toMatch(/^Deprecated\. /);
    expect(formSubmitted.description).toContain('GET /api/v3/quotes');
    expect(formSubmitted.description).toContain('quotes:read');
  });

  it('gives each topic an example body that keeps its payload schema: what a test event sends', async () => {
    for (const entry of (await list().expect(200)).body.data as { topic: string; payload_schema: Record<string, unknown>; example: unknown }[]) {
      expect({ topic: entry.topic, mismatches: schemaMismatches(entry.payload_schema, entry.example) }).toEqual({ topic: entry.topic, mismatches: [] });
    }
    const document = (await service.http.get('/help/openapi.json').expect(200)).body;
    expect(document.webhooks['order:created'].post.requestBody.content['application/json'].example).toEqual((await eventType('order:created')).example);
  });

  it('is readable with any valid key, whatever its scopes', async () => {
    const keys = store.keys;
    for (const name of ['store:read', 'customisers:read', 'quotes:read', 'orders:write', 'all', 'legacy', 'test']) {
      const response = await list(keys[name]!);
      expect({ key: name, status: response.status }).toEqual({ key: name, status: 200 });
    }
    await list((await aStore(service)).keys.all!).expect(200);
  });

  it('answers 401 without a valid key', async () => {
    expectProblem(await service.http.get('/api/v3/webhook-event-types'), 401, 'missing_api_key');
    expectProblem(await list('svc_live_not_a_key'), 401, 'invalid_api_key');
    expectProblem(await list(store.keys.revoked!), 401, 'invalid_api_key');
    expectProblem(await list(store.keys.expired!), 401, 'expired_api_key');
  });

  it('pages with limit and cursor like every listing, the cursor bound to this collection', async () => {
    const first = await service.http.get('/api/v3/webhook-event-types?limit=2').set(bearer(store.keys['store:read']!)).expect(200);
    expect(first.body.data.map((entry: { topic: string }) => entry.topic)).toEqual(['order:created', 'product:created']);
    expect(first.body.pagination).toEqual({ has_more: true, next_cursor: expect.any(String) });
    const cursor = first.body.pagination.next_cursor as string;
    const second = await service.http.get('/api/v3/webhook-event-types').query({ limit: 2, cursor }).set(bearer(store.keys['store:read']!)).expect(200);
    expect(second.body.data.map((entry: { topic: string }) => entry.topic)).toEqual(['form:submitted']);
    expect(second.body.pagination).toEqual({ has_more: false, next_cursor: null });
    expectProblem(await service.http.get('/api/v3/customisers').query({ cursor }).set(bearer(store.keys.all!)), 422, 'invalid_cursor');
    expectProblem(await service.http.get('/api/v3/webhook-event-types?limit=0').set(bearer(store.keys['store:read']!)), 422, 'invalid_parameter');
  });

  it('refuses other query parameters, and filters, like every listing', async () => {
    const topic = expectProblem(await service.http.get('/api/v3/webhook-event-types?topic=order:created').set(bearer(store.keys['store:read']!)), 422, 'unknown_parameter');
    expect(topic.errors).toEqual([expect.objectContaining({ parameter: 'topic', code: 'unknown_parameter' })]);
    expectProblem(await service.http.get('/api/v3/webhook-event-types?filter[deprecated]=true').set(bearer(store.keys['store:read']!)), 422, 'unknown_filter');
  });

  it('describes the order:created body exactly as the order the API records is delivered', async () => {
    const created = await service.http
      .post('/api/v3/orders')
      .set(bearer(store.keys['orders:write']!))
      .set('Idempotency-Key', idempotencyKey('webhooks'))
      .send(orderBody(store))
      .expect(201);
    // The API's `livemode` belongs to the top level of the webhook body, not inside the order.
    const { object: _object, id: _id, livemode, ...order } = created.body.data;
    const schema = (await eventType('order:created')).payload_schema;
    expect(schemaMismatches(schema, { order, livemode })).toEqual([]);
    // The check has teeth: an undocumented member and a wrong type are both caught.
    expect(schemaMismatches(schema, { order: { ...order, order_total: '1', surprise: true }, livemode })).toEqual(['/order/order_total: string is not integer', '/order/surprise: not in the schema']);
  });

  it('is documented in the OpenAPI contract as needing no scope beyond a valid key', async () => {
    const document = (await service.http.get('/help/openapi.json').expect(200)).body;
    const operation = document.paths['/api/v3/webhook-event-types'].get;
    expect(operation).toMatchObject({ operationId: 'listWebhookEventTypes', security: [{ apiKey: [] }] });
    expect(document.components.schemas.WebhookEventType).toBeDefined();
  });
});
