import { sql } from 'kysely';
import supertest from 'supertest';
import { z } from 'zod';
import { API_KEY_AUTHENTICATOR, type ApiKeyAuthenticator } from '../http/authentication';
import { createHttpApp } from '../http/http-app';
import { RequestRateLimits } from '../http/request-rate-limits';
import { created, defineRoute } from '../http/route';
import { JsonText } from '../../shared-kernel/http/json-text';
import { Problems } from '../../shared-kernel/problems/problems';
import { startTestService, type TestService } from '../../tests/support/test-service';
import { expectProblem } from '../../tests/support/problem-assertions';

/** A write with an observable effect: each accepted request inserts one widget. */
function widgetRoutes(service: TestService) {
  const db = () => service.runtime.database.current<{ widgets: { id: number; name: string } }>();
  const insert = async (name: string) => {
    if (name === 'slow') await sql`select pg_sleep(0.3)`.execute(db());
    const row = await db().insertInto('widgets').values({ name } as never).returning(['id', 'name']).executeTakeFirstOrThrow();
    if (name === 'crash') throw new Error('the process failed after writing');
    if (name === 'refused') throw Problems.resourceInUse({ referencedBy: [] });
    return row;
  };
  const route = (path: string, idempotency: 'required' | 'optional') =>
    defineRoute({
      operationId: `createWidget${idempotency}`, method: 'post', path, summary: 'test', tag: 'Test', auth: 'api_key',
      scopes: ['store:read'], idempotency, body: z.strictObject({ name: z.string().min(1) }),
      response: { status: 201, kind: 'resource', schema: z.unknown(), description: 'widget' }, problems: [],
      createdResource: { path: `${path}/{widget_id}`, resourceFields: { widget_id: 'id' } },
      handler: async ({ body }) => created({ object: 'widget', ...(await insert(body.name)) }),
    });
  // An answer already serialised, as stored documents are answered: its text is what the client gets.
  const priced = defineRoute({
    operationId: 'createPricedWidget', method: 'post', path: '/api/v3/priced-widgets', summary: 'test', tag: 'Test', auth: 'api_key',
    scopes: ['store:read'], idempotency: 'required', body: z.strictObject({ name: z.string().min(1) }),
    response: { status: 201, kind: 'resource', schema: z.unknown(), description: 'widget' }, problems: [],
    createdResource: { path: '/api/v3/priced-widgets/{widget_id}', resourceFields: { widget_id: 'id' } },
    handler: async ({ body }) => {
      const { id } = await insert(body.name);
      return created(new JsonText(`{"object":"widget","name_of_the_widget":"${body.name}","id":${id},"price":1.50,"scale":1e2}`));
    },
  });
  return [route('/api/v3/widgets', 'required'), route('/api/v3/optional-widgets', 'optional'), priced];
}

describe('idempotent writes', () => {
  let service: TestService;
  let http: ReturnType<typeof supertest>;
  let keys: Record<string, string>;
  let otherStoreKey: string;
  const count = async () => (await sql<{ n: number }>`select count(*)::int as n from widgets`.execute(service.runtime.database.root)).rows[0]!.n;
  const post = (key: string | undefined, body: unknown, path = '/api/v3/widgets', secret = keys.all!) => {
    const request = http.post(path).set('Authorization', `Bearer ${secret}`).send(body as object);
    return key === undefined ? request : request.set('Idempotency-Key', key);
  };

  beforeAll(async () => {
    service = await startTestService();
    const seed = await service.seed();
    keys = seed.stores[0]!.keys;
    otherStoreKey = seed.stores[1]!.keys.all!;
    await sql`create table widgets (id serial primary key, name text not null)`.execute(service.runtime.database.root);
    const { runtime, container } = service;
    const app = createHttpApp({
      config: runtime.config, logger: runtime.logger, metrics: runtime.metrics, database: runtime.database,
      idempotency: runtime.idempotency, authenticator: container.get<ApiKeyAuthenticator>(API_KEY_AUTHENTICATOR),
      rateLimits: new RequestRateLimits(runtime.rateLimiters, runtime.config), routes: widgetRoutes(service),
    });
    http = supertest(app);
  });
  afterAll(() => service.close());
  beforeEach(async () => {
    await sql`truncate widgets`.execute(service.runtime.database.root);
  });

  it('answers 400 missing_idempotency_key where the key is required', async () => {
    expectProblem(await post(undefined, { name: 'a' }), 400, 'missing_idempotency_key');
    expect(await count()).toBe(0);
  });

  it.each([['empty', ''], ['too long', 'k'.repeat(256)], ['a space', 'two words'], ['non-ASCII', 'clé']])(
    'refuses a key that is %s',
    async (_what, key) => {
      const response = await post(key, { name: 'a' });
      expect(response.status).toBe(400);
      expect(['invalid_idempotency_key', 'missing_idempotency_key']).toContain(response.body.code);
    },
  );

  it('accepts 255 visible ASCII characters', async () => {
    await post('~'.repeat(255), { name: 'a' }).expect(201);
  });

  it('replays an exact repeat with the recorded status and body and Idempotency-Replay: true, with one effect', async () => {
    const first = await post('key-1', { name: 'a' }).expect(201);
    expect(first.headers['idempotency-replay']).toBeUndefined();
    const again = await post('key-1', { name: 'a' }).expect(201);
    expect(again.headers['idempotency-replay']).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await count()).toBe(1);
  });

  it('replays the bytes first sent, byte for byte: members in their order, numbers as written', async () => {
    for (const path of ['/api/v3/widgets', '/api/v3/priced-widgets']) {
      const first = await post(`bytes-${path}`, { name: 'b' }, path).expect(201);
      const again = await post(`bytes-${path}`, { name: 'b' }, path).expect(201);
      expect(again.headers['idempotency-replay']).toBe('true');
      expect(again.headers['content-type']).toBe(first.headers['content-type']);
      expect(Buffer.from(again.text).equals(Buffer.from(first.text))).toBe(true);
    }
    const replayed = await post('bytes-/api/v3/priced-widgets', { name: 'b' }, '/api/v3/priced-widgets').expect(201);
    expect(replayed.text).toContain('"name_of_the_widget":"b","id":');
    expect(replayed.text).toContain('"price":1.50,"scale":1e2');
  });

  it('keeps the answers recorded before bodies were kept as text, replaying their value', async () => {
    const db = service.runtime.database.root;
    const original = await post('recorded-as-jsonb', { name: 'c' }).expect(201);
    // What a record of the jsonb column holds once it became text: the body in clear, as jsonb wrote it.
    await sql`update platform.idempotency_records set response_body = ${original.text}::jsonb::text where idempotency_key = 'recorded-as-jsonb'`.execute(db);
    const first = await sql<{ response_body: string }>`select response_body from platform.idempotency_records where idempotency_key = 'recorded-as-jsonb'`.execute(db);
    const again = await post('recorded-as-jsonb', { name: 'c' }).expect(201);
    expect(again.headers['idempotency-replay']).toBe('true');
    expect(again.body).toEqual(JSON.parse(first.rows[0]!.response_body));
    expect(again.body.data).toMatchObject({ object: 'widget', name: 'c' });
  });

  it('keeps each recorded answer sealed, so that a secret given once is not kept in clear', async () => {
    const answer = await post('sealed-answer', { name: 'given-once' }).expect(201);
    const { rows } = await sql<{ response_body: string }>`select response_body from platform.idempotency_records where idempotency_key = 'sealed-answer'`.execute(service.runtime.database.root);
    expect(rows[0]!.response_body).toMatch(/^sealed:v1:/);
    expect(rows[0]!.response_body).not.toContain('given-once');
    const replay = await post('sealed-answer', { name: 'given-once' }).expect(201);
    expect(replay.text).toBe(answer.text);
  });

  it('answers 409 idempotency_key_conflict when the same key comes with another body', async () => {
    await post('key-2', { name: 'a' }).expect(201);
    expectProblem(await post('key-2', { name: 'b' }), 409, 'idempotency_key_conflict');
    expect(await count()).toBe(1);
  });

  it('scopes keys to the credential, the method and the path', async () => {
    await post('shared', { name: 'a' }).expect(201);
    await post('shared', { name: 'a' }, '/api/v3/optional-widgets').expect(201);
    await post('shared', { name: 'a' }, '/api/v3/widgets', keys['store:read']).expect(201);
    await post('shared', { name: 'a' }, '/api/v3/widgets', otherStoreKey).expect(201);
    expect(await count()).toBe(4);
  });

  it('does not consume the key when the request is refused with 422, or with any other problem', async () => {
    expectProblem(await post('key-3', { name: '' }), 422, 'validation_failed');
    await post('key-3', { name: 'a' }).expect(201);
    expectProblem(await post('key-4', { name: 'refused' }), 409, 'resource_in_use');
    expect(await count()).toBe(1);
    await post('key-4', { name: 'b' }).expect(201);
  });

  it('never leaves an effect without its record: a failure after the write rolls both back, and answers a bare 500', async () => {
    const response = await post('key-5', { name: 'crash' });
    const problem = expectProblem(response, 500, 'internal_error');
    expect(JSON.stringify(problem)).not.toContain('the process failed');
    expect(await count()).toBe(0);
    await post('key-5', { name: 'crash' }).expect(500);
  });

  it('lets exactly one of many concurrent duplicates take effect; the others are in flight or replays', async () => {
    const responses = await Promise.all(Array.from({ length: 8 }, () => post('race', { name: 'slow' })));
    expect(await count()).toBe(1);
    const created201 = responses.filter((r) => r.status === 201);
    const inFlight = responses.filter((r) => r.status === 409);
    expect(created201.length + inFlight.length).toBe(8);
    expect(new Set(created201.map((r) => r.body.data.id)).size).toBe(1);
    for (const response of inFlight) {
      const problem = expectProblem(response, 409, 'idempotency_key_in_flight');
      expect(problem.retry_after).toBe(1);
      expect(response.headers['retry-after']).toBe('1');
    }
    expect(inFlight.length).toBeGreaterThan(0);
  });

  it('makes the key optional where the route says so, and honours it when sent', async () => {
    await post(undefined, { name: 'a' }, '/api/v3/optional-widgets').expect(201);
    await post(undefined, { name: 'a' }, '/api/v3/optional-widgets').expect(201);
    await post('opt', { name: 'a' }, '/api/v3/optional-widgets').expect(201);
    const replay = await post('opt', { name: 'a' }, '/api/v3/optional-widgets').expect(201);
    expect(replay.headers['idempotency-replay']).toBe('true');
    expect(await count()).toBe(3);
  });

  it('keeps records at least 24 hours, then purges them', async () => {
    await post('old', { name: 'a' }).expect(201);
    const records = () => sql<{ n: number }>`select count(*)::int as n from platform.idempotency_records where idempotency_key = 'old'`.execute(service.runtime.database.root);
    const { rows } = await sql<{ hours: number }>`
      select extract(epoch from expires_at - created_at) / 3600 as hours from platform.idempotency_records where idempotency_key = 'old'`.execute(service.runtime.database.root);
    expect(Number(rows[0]!.hours)).toBeGreaterThanOrEqual(24);
    expect(await service.runtime.idempotency.purgeExpired()).toBe(0);
    await sql`update platform.idempotency_records set expires_at = now() - interval '1 second' where idempotency_key = 'old'`.execute(service.runtime.database.root);
    expect(await service.runtime.idempotency.purgeExpired()).toBe(1);
    expect((await records()).rows[0]!.n).toBe(0);
  });
});
