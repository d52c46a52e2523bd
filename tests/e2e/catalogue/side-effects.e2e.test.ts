import { sql } from 'kysely';
import { startWorkers } from '../../../apps/worker/start-workers';
import { bothModes, startTestService, type TestService } from '../../support/test-service';
import { expectQuotaSpent } from '../../support/rate-limit-assertions';
import { eventually } from '../../support/eventually';
import { aStore, type BuiltStore } from '../../support/builders';


describe.each(bothModes)('side effects shared by option writes (%s mode)', (mode) => {
  let service: TestService;
  let store: BuiltStore;
  const customiser = () => store.customisers[0]!;
  const base = (family: string) => `/api/v3/customisers/${customiser().id}/${family}`;
  const all = () => ({ Authorization: `Bearer ${store.keys.all}` });
  const events = async () =>
    (await sql<{ n: number }>`select count(*)::int as n from platform.outbox_events where type = 'catalogue.option_written'`.execute(service.runtime.database.root)).rows[0]!.n;

  beforeAll(async () => {
    service = await startTestService({ mode, env: { OPTION_WRITE_BUDGET_PER_MINUTE: '1000' } });
    store = await aStore(service, { customisers: 2 });
    await startWorkers(service.container, service.runtime);
  });
  afterAll(() => service.close());

  it("clears the customiser's cached storefront configuration on every write, and only after a successful one", async () => {
    const cache = service.runtime.storefrontCache;
    await cache.fill(customiser().id, { cached: true }, await cache.generation(customiser().id));
    await service.http.patch(`${base('colours')}/${customiser().options.referenced.colours}`).set(all()).send({ name: 'x'.repeat(300) }).expect(422);
    expect(await cache.get(customiser().id)).toEqual({ cached: true });
    await service.http.patch(`${base('colours')}/${customiser().options.referenced.colours}`).set(all()).send({ name: 'Candle' }).expect(200);
    expect(await cache.get(customiser().id)).toBeUndefined();
    await cache.fill(customiser().id, { cached: true }, await cache.generation(customiser().id));
    await service.http.delete(`${base('icons')}/${customiser().options.unreferenced.icons}`).set(all()).set('Idempotency-Key', 'icon').expect(200);
    expect(await cache.get(customiser().id)).toBeUndefined();
  });

  it('clears only the written customiser', async () => {
    const other = store.customisers[1]!;
    await service.runtime.storefrontCache.fill(other.id, { other: true }, await service.runtime.storefrontCache.generation(other.id));
    await service.http.patch(`${base('labels')}/${customiser().options.unreferenced.labels}`).set(all()).send({ text: 'Pick a font' }).expect(200);
    expect(await service.runtime.storefrontCache.get(other.id)).toEqual({ other: true });
  });

  it('writes an event in the outbox in the same transaction as the write; a refused write writes none', async () => {
    const before = await events();
    await service.http.post(base('materials')).set(all()).set('Idempotency-Key', 'mat-1').send({ name: 'Oak' }).expect(201);
    expect(await events()).toBe(before + 1);
    await service.http.post(base('materials')).set(all()).set('Idempotency-Key', 'mat-2').send({ name: '' }).expect(422);
    expect(await events()).toBe(before + 1);
  });

  it('runs the advisory language sync in a worker after the write', async () => {
    const language = customiser().options.unreferenced.languages!;
    const read = async () => (await service.http.get(`${base('languages')}/${language}`).set(all()).expect(200)).body.data;
    const before = await read();
    await service.http.post(base('colours')).set(all()).set('Idempotency-Key', 'new-colour').send({ name: 'Sunset orange', hexcode: '#FF8800' }).expect(201);
    const after = await eventually(async () => {
      const language = await read();
      return language.synced_at !== before.synced_at && language.missing_translations > 0 ? language : undefined;
    }, 'the language sync');
    expect(after.synced_at).not.toBe(before.synced_at);
    expect(after.missing_translations).toBeGreaterThan(0);
  });

  it('never touches a pricing-unrelated customiser state such as activity', async () => {
    const response = await service.http.get(`/api/v3/customisers/${customiser().id}`).set(all()).expect(200);
    expect(response.body.data.active).toBe(true);
  });
});

describe('option-write budget', () => {
  let service: TestService;
  let store: BuiltStore;

  beforeAll(async () => {
    service = await startTestService({ env: { OPTION_WRITE_BUDGET_PER_MINUTE: '3' } });
    store = await aStore(service, { customisers: 1 });
  });
  afterAll(() => service.close());

  it('spends one unit per option write and answers 429 rate_limited with retry_after and the budget in RateLimit-Policy and RateLimit when spent; reads and replays spend none', async () => {
    const customiser = store.customisers[0]!;
    const key = { Authorization: `Bearer ${store.keys['customisers:write']}` };
    const reader = { Authorization: `Bearer ${store.keys['customisers:read']}` };
    const path = `/api/v3/customisers/${customiser.id}/labels/${customiser.options.unreferenced.labels}`;
    await service.http.patch(path).set(key).set('Idempotency-Key', 'same').send({ text: 'one' }).expect(200);
    await service.http.patch(path).set(key).set('Idempotency-Key', 'same').send({ text: 'one' }).expect(200);
    await service.http.patch(path).set(key).send({ text: '' }).expect(422);
    await service.http.patch(path).set(key).send({ text: 'two' }).expect(200);
    await service.http.patch(path).set(key).send({ text: 'three' }).expect(200);
    const problem = expectQuotaSpent(await service.http.patch(path).set(key).send({ text: 'four' }), { name: 'option-write', quota: 3, windowSeconds: 60 });
    expect(Number.isInteger(problem.retry_after) && (problem.retry_after as number) > 0).toBe(true);
    await service.http.get(path).set(reader).expect(200);
    await service.http.patch(path).set({ Authorization: `Bearer ${store.keys.all}` }).send({ text: 'other key' }).expect(200);
  });
});
