import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import supertest from 'supertest';
import { collectRoutes } from '../../../apps/api/api-app';
import { OperatorCalls } from '../../../apps/cli/operator-calls';
import { OPERATIONS, type AnyOperation } from '../../../infra/operations/operation';
import { activityPlanOf, isRecordedWrite } from '../../../infra/operations/operation-activity';
import type { BuiltStore } from '../../support/builders';
import { connectAssistant, hiddenFields, toolAnswer } from '../../support/connector-client';
import { startListeningService, type ListeningService } from '../../support/listening-service';
import { expectProblem } from '../../support/problem-assertions';
import { runRecurringJob } from '../../support/recurring-jobs';
import { runCliInProcessJson } from '../../support/run-cli';
import { bothModes, type TestService } from '../../support/test-service';

interface Item {
  object: 'activity';
  id: string;
  action: string;
  resource: { type: string; id: string | null; customiser_id: number | null };
  actor: { type: string; id: string | null; name: string | null };
  request_id: string | null;
  livemode: boolean;
  created_at: string;
}

const NEW_CUSTOMISER = { pricing_model: 'simple_letter', sign_category: 'neon', product_family: 'neon', selection_mode: 'single_style' };
const REFUSED_AT_COMMIT = 'Refused at commit';

/**
 * CONTRACT section 8, "Activity": every write, whoever presents it (the Store API, an assistant's
 * connection, the previous generation, the merchant admin, the operator's command line), is listed by
 * GET /api/v3/activity in the mode of the key that made it, recorded in the write's own transaction,
 * never twice for one idempotent request; kept at least 90 days.
 */
describe.each(bothModes)('the store’s activity (%s mode)', (mode) => {
  let listening: ListeningService;
  let service: TestService;
  let store: BuiltStore;
  const as = (key: string) => ({ Authorization: `Bearer ${store.keys[key]}` });
  const customiserId = () => store.customisers[0]!.id;
  const listed = async (key = 'all', query: Record<string, string | number> = {}) =>
    (await service.http.get('/api/v3/activity').query({ limit: 100, ...query }).set(as(key)).expect(200)).body.data as Item[];
  const newest = async (key = 'all') => (await listed(key))[0]!;
  /** What the command line runs an operator's operation with: in server mode the real command, beside an embedded service its presenter. */
  const command = async (words: string[], options: string[], operationId: string, input: Parameters<OperatorCalls['resource']>[1]) =>
    mode === 'server'
      ? runCliInProcessJson([...words, ...options], { DATABASE_URL: service.database.url, REDIS_URL: service.config.redisUrl!, REDIS_KEY_PREFIX: service.config.redisKeyPrefix })
      : OperatorCalls.of(service.container, words.join(' ')).resource(operationId, input);

  beforeAll(async () => {
    listening = await startListeningService({ mode, stores: [{ owner: true, customisers: 1 }] });
    ({ service } = listening);
    store = listening.stores[0]!;
  });
  afterAll(() => listening.close());

  it('gives every write the service declares an action, derived or declared, so that none goes unrecorded', () => {
    const operations = [...collectRoutes(service.container), ...service.container.getAll<AnyOperation | AnyOperation[]>(OPERATIONS).flat()];
    const actionOf = (operation: AnyOperation) => {
      try {
        const plan = activityPlanOf(operation)!;
        return `${plan.resourceType}.${plan.verb}`;
      } catch (error) {
        return (error as Error).message;
      }
    };
    const actions = Object.fromEntries(operations.filter(isRecordedWrite).map((operation) => [operation.operationId, actionOf(operation)]));
    expect(Object.entries(actions).filter(([, action]) => !/^[a-z_]+\.[a-z_]+$/.test(action))).toEqual([]);
    // Every presenter's writes are among them: the Store API's, the previous generation's, the admin's and the operator's.
    expect(actions).toMatchObject({
      createCustomiser: 'customiser.created',
      deleteColour: 'colour.deleted',
      replaceCustomiserPricing: 'customiser_pricing.updated',
      restoreCustomiserPricingVersion: 'customiser_pricing.restored',
      rotateWebhookSubscriptionSecret: 'webhook_subscription.secret_rotated',
      legacyCreateWebhook: 'webhook_subscription.created',
      legacyReplaceCustomiserPricing: 'customiser_pricing.updated',
      createStoreKey: 'api_key.created',
      createApiKey: 'api_key.created',
      resetSandbox: 'test_data.reset',
    });
    // A write left unrecorded says why; reads, shoppers' and public operations are not writes of the store's.
    const unrecorded = operations.filter((operation) => !operation.safe && !isRecordedWrite(operation) && operation.auth !== 'storefront_key' && operation.auth !== 'public');
    expect(unrecorded.map((operation) => [operation.operationId, operation.activity && 'unrecorded' in operation.activity && operation.activity.unrecorded.length > 10])).toEqual(
      unrecorded.map((operation) => [operation.operationId, true]),
    );
  });

  it('lists a Store API write, newest first, naming what changed, the key that changed it and its request', async () => {
    const created = await service.http.post('/api/v3/customisers').set(as('all')).set('Idempotency-Key', randomUUID()).send({ ...NEW_CUSTOMISER, name: 'Window letters' }).expect(201);
    const id = created.body.data.id as number;
    expect(await newest()).toEqual({
      object: 'activity',
      id: expect.stringMatching(/^\d+$/),
      action: 'customiser.created',
      resource: { type: 'customiser', id: String(id), customiser_id: id },
      actor: { type: 'api_key', id: expect.any(String), name: 'all scopes' },
      request_id: created.body.meta.request_id,
      livemode: true,
      created_at: expect.any(String),
    });
    expect(created.headers['x-request-id']).toBe(created.body.meta.request_id);
    await service.http.patch(`/api/v3/customisers/${id}`).set(as('customisers:write')).set('Idempotency-Key', randomUUID()).send({ name: 'Window letters, lit' }).expect(200);
    const [updated, first] = await listed();
    expect(updated).toMatchObject({ action: 'customiser.updated', resource: { id: String(id) }, actor: { name: 'only customisers:write' } });
    expect(Number(updated!.id)).toBeGreaterThan(Number(first!.id));
    expect(await listed('all', { 'filter[action]': 'customiser.created', limit: 1 })).toEqual([expect.objectContaining({ resource: expect.objectContaining({ id: String(id) }) })]);
  });

  it('adds nothing for an idempotent replay, nor for a write that is refused', async () => {
    const key = randomUUID();
    const write = () => service.http.post('/api/v3/customisers').set(as('all')).set('Idempotency-Key', key).send({ ...NEW_CUSTOMISER, name: 'Sent twice' });
    await write().expect(201);
    const before = await listed();
    const replayed = await write().expect(201);
    expect(replayed.headers['idempotency-replay']).toBe('true');
    expectProblem(await service.http.patch(`/api/v3/customisers/${customiserId()}`).set(as('all')).set('Idempotency-Key', randomUUID()).send({ pricing_model: 'frame_fit' }), 422, 'validation_failed');
    expect(await listed()).toEqual(before);
  });

  it('leaves no activity for a write whose transaction rolls back, even at its commit', async () => {
    // A forced failure once the customiser and its activity are written: PostgreSQL refuses the commit.
    const database = service.runtime.database.root;
    await sql`create function public.refuse_at_commit() returns trigger language plpgsql as $$ begin raise exception 'refused at commit'; end $$`.execute(database);
    await sql`create constraint trigger refuse_at_commit after insert on catalogue.customisers deferrable initially deferred for each row when (new.name = ${sql.lit(REFUSED_AT_COMMIT)}) execute function public.refuse_at_commit()`.execute(database);
    const before = await listed();
    expectProblem(await service.http.post('/api/v3/customisers').set(as('all')).set('Idempotency-Key', randomUUID()).send({ ...NEW_CUSTOMISER, name: REFUSED_AT_COMMIT }), 500, 'internal_error');
    const customisers = (await service.http.get('/api/v3/customisers').query({ limit: 100 }).set(as('all')).expect(200)).body.data as { name: string }[];
    expect(customisers.map((customiser) => customiser.name)).not.toContain(REFUSED_AT_COMMIT);
    expect(await listed()).toEqual(before);
  });

  it('lists a test key’s writes in the test data’s activity only, and a sandbox reset drops them', async () => {
    const created = await service.http.post('/api/v3/customisers').set(as('test')).set('Idempotency-Key', randomUUID()).send({ ...NEW_CUSTOMISER, name: 'Test sign' }).expect(201);
    const requestId = created.body.meta.request_id as string;
    expect(await listed('test')).toEqual([expect.objectContaining({ action: 'customiser.created', request_id: requestId, livemode: false, actor: expect.objectContaining({ name: 'test' }) })]);
    expect((await listed()).map((item) => item.request_id)).not.toContain(requestId);
    await command(['sandbox', 'reset'], ['--store', String(store.id)], 'resetSandbox', { params: { store_id: store.id } });
    expect(await listed('test')).toEqual([]);
    expect(await newest()).toMatchObject({ action: 'test_data.reset', resource: { type: 'test_data', id: null }, actor: { type: 'cli', id: null, name: 'sandbox reset' }, livemode: true });
  });

  it('names a connector’s write by the connection’s client, once for a replayed tool call', async () => {
    const { client } = await connectAssistant(listening.origin, store.people[0]!, 'pricing:read pricing:write');
    const patch = () => client.callTool({ name: 'patch_pricing', arguments: { customiser_id: customiserId(), patch: {}, idempotency_key: 'assistant-write-1' } });
    expect((await patch()).isError).toBeFalsy();
    const item = await newest();
    expect(item).toMatchObject({ action: 'customiser_pricing.updated', resource: { type: 'customiser_pricing', id: String(customiserId()), customiser_id: customiserId() }, actor: { type: 'connector', id: expect.any(String), name: 'Test assistant' } });
    expect(toolAnswer(await patch())).toMatchObject({ object: 'customiser_pricing' });
    expect(await newest()).toEqual(item);
    await client.close();
  });

  it('lists the previous generation’s writes, made with a legacy key', async () => {
    const created = await service.http.post('/api/v2/webhooks').set(as('legacy')).send({ topic: 'order:created', url: 'http://127.0.0.1:9/hooks/v2', status: 'active' }).expect(201);
    expect(await newest()).toMatchObject({ action: 'webhook_subscription.created', resource: { type: 'webhook_subscription', id: String(created.body.id) }, actor: { type: 'api_key', name: 'legacy' } });
    await service.http.delete(`/api/v2/webhooks/${created.body.id}`).set(as('legacy')).expect(200);
    expect(await newest()).toMatchObject({ action: 'webhook_subscription.deleted', resource: { id: String(created.body.id) } });
  });

  it('names what a person does in the merchant admin by their email: their own operations and the Store API’s', async () => {
    const person = store.people[0]!;
    const browser = supertest.agent(service.app);
    const login = hiddenFields((await browser.get('/admin').expect(200)).text);
    await browser.post('/admin/login').set('X-Forwarded-For', mode === 'server' ? '192.0.2.10' : '192.0.2.11').type('form').send({ ...login, ...person }).expect(303);
    const keys = await browser.get(`/admin/keys?store=${store.id}`).expect(200);
    const form = hiddenFields(keys.text.slice(keys.text.indexOf('id="create-key"')));
    await browser.post('/admin/keys').type('form').send({ ...form, name: 'Made in the admin', scopes: 'orders:read', key_mode: 'live' }).expect(201);
    expect(await newest()).toMatchObject({ action: 'api_key.created', resource: { type: 'api_key' }, actor: { type: 'person', id: expect.any(String), name: person.email } });
    const webhooks = await browser.get(`/admin/webhooks?store=${store.id}`).expect(200);
    const subscribe = hiddenFields(webhooks.text.slice(webhooks.text.indexOf('action="/admin/webhooks"')));
    await browser.post('/admin/webhooks').type('form').send({ ...subscribe, url: 'http://127.0.0.1:9/hooks/admin', topics: 'order:created' }).expect(201);
    const [subscribed] = await listed();
    expect(subscribed).toMatchObject({ action: 'webhook_subscription.created', actor: { type: 'person', name: person.email } });
    const page = await browser.get(`/admin/activity?store=${store.id}&actor_type=person`).expect(200);
    expect(page.text).toContain(`data-activity="${subscribed!.id}"`);
    expect(page.text).not.toContain('customiser.created');
  });

  it('names the operator’s command line by its command', async () => {
    const key = (await command(['keys', 'create'], ['--store', String(store.id), '--name', 'Made by the operator', '--scopes', 'store:read'], 'createApiKey', {
      params: { store_id: store.id },
      body: { name: 'Made by the operator', scopes: ['store:read'] },
    })) as { id: number };
    expect(await newest()).toMatchObject({ action: 'api_key.created', resource: { type: 'api_key', id: String(key.id), customiser_id: null }, actor: { type: 'cli', id: null, name: 'keys create' }, request_id: expect.any(String) });
  });

  it('keeps items 90 days: housekeeping prunes older ones', async () => {
    const [kept, aged] = await listed('all', { limit: 2 });
    await sql`update activity.items set created_at = now() - interval '91 days' where id = ${Number(aged!.id)}`.execute(service.runtime.database.root);
    await runRecurringJob(service, 'prune-activity');
    const ids = (await listed()).map((item) => item.id);
    expect(ids).toContain(kept!.id);
    expect(ids).not.toContain(aged!.id);
  });

  it('answers a malformed filter as every listing does, and needs activity:read', async () => {
    expectProblem(await service.http.get('/api/v3/activity').query({ 'filter[created_after]': 'last week' }).set(as('all')), 422, 'invalid_parameter');
    expectProblem(await service.http.get('/api/v3/activity').query({ 'filter[colour]': 'red' }).set(as('all')), 422, 'unknown_filter');
    expectProblem(await service.http.get('/api/v3/activity').set(as('customisers:read')), 403, 'insufficient_scope');
    expect(await listed('activity:read', { 'filter[resource_type]': 'customiser', 'filter[created_after]': '2000-01-01' })).not.toEqual([]);
  });
});
