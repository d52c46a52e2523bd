import { randomUUID } from 'node:crypto';
import { bothModes, startTestService, type TestService } from '../../support/test-service';
import { expectProblem } from '../../support/problem-assertions';
import { aStore, type BuiltStore } from '../../support/builders';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- answers, read by path

/**
 * Concurrent writes (CONTRACT section 8): every single resource of the Store API answers a strong ETag,
 * a write sent with If-Match changes only the resource the client read, and If-None-Match spares a client
 * a document it already holds. In both modes: the precondition's lock and read run in either database.
 */
describe.each(bothModes)('concurrent writes, %s', (mode) => {
  let service: TestService;
  let store: BuiltStore;
  const auth = () => ({ Authorization: `Bearer ${store.keys.all!}` });
  const customiserPath = () => `/api/v3/customisers/${store.customisers[0]!.id}`;
  const pricingPath = () => `/api/v3/customisers/${store.customisers.find((c) => c.pricing_model === 'advanced_letter')!.id}/pricing`;

  beforeAll(async () => {
    service = await startTestService({ mode, env: { OPTION_WRITE_BUDGET_PER_MINUTE: '10000' } });
    store = await aStore(service, { customisers: 2 });
  });
  afterAll(() => service.close());

  const read = async (path: string) => {
    const answer = await service.http.get(path).set(auth()).expect(200);
    return { etag: answer.headers.etag as string, data: answer.body.data as Json };
  };

  it('answers a strong ETag on a single resource, the same for the same representation, another once it changes, and the write answers the ETag its next read has', async () => {
    const first = await read(customiserPath());
    expect(first.etag).toMatch(/^"[A-Za-z0-9_-]{22}"$/);
    expect((await read(customiserPath())).etag).toBe(first.etag);
    const written = await service.http.patch(customiserPath()).set(auth()).send({ name: `Renamed ${randomUUID()}` }).expect(200);
    expect(written.headers.etag).not.toBe(first.etag);
    expect((await read(customiserPath())).etag).toBe(written.headers.etag);
    const listing = await service.http.get('/api/v3/customisers').set(auth()).expect(200);
    expect(listing.headers.etag).toBeUndefined();
  });

  it('answers a GET whose If-None-Match names the current ETag 304 with the ETag and no body, and a changed resource in full', async () => {
    const { etag } = await read(pricingPath());
    const unmodified = await service.http.get(pricingPath()).set(auth()).set('If-None-Match', `"other", ${etag}`).expect(304);
    expect(unmodified.headers.etag).toBe(etag);
    expect(unmodified.text ?? '').toBe('');
    const stale = await service.http.get(pricingPath()).set(auth()).set('If-None-Match', '"not-the-current-one"').expect(200);
    expect(stale.body.data.object).toBe('customiser_pricing');
  });

  it('refuses a write whose If-Match names an ETag the resource no longer has: 412 precondition_failed with current_etag, and nothing changes', async () => {
    const before = await read(customiserPath());
    await service.http.patch(customiserPath()).set(auth()).send({ name: `Moved on ${randomUUID()}` }).expect(200);
    const moved = await read(customiserPath());
    const refused = await service.http.patch(customiserPath()).set(auth()).set('If-Match', before.etag).send({ name: 'Lost update' });
    expectProblem(refused, 412, 'precondition_failed');
    expect(refused.body.current_etag).toBe(moved.etag);
    expect((await read(customiserPath())).data.name).toBe(moved.data.name);
    const action = await service.http.post(`${customiserPath()}/deactivate`).set(auth()).set('If-Match', before.etag);
    expectProblem(action, 412, 'precondition_failed');
    expect((await read(customiserPath())).data.active).toBe(moved.data.active);
  });

  it('changes the resource when If-Match names its current ETag, or is * for a resource that exists; an unknown resource is still 404', async () => {
    const { etag } = await read(customiserPath());
    const renamed = await service.http.patch(customiserPath()).set(auth()).set('If-Match', `"stale", ${etag}`).send({ name: `Guarded ${randomUUID()}` }).expect(200);
    await service.http.patch(customiserPath()).set(auth()).set('If-Match', '*').send({ name: `Starred ${randomUUID()}` }).expect(200);
    expectProblem(await service.http.patch(customiserPath()).set(auth()).set('If-Match', `W/${renamed.headers.etag}`).send({ name: 'Weak' }), 412, 'precondition_failed');
    expectProblem(await service.http.patch('/api/v3/customisers/999999999').set(auth()).set('If-Match', '*').send({ name: 'Nobody' }), 404, 'resource_not_found');
  });

  it('guards a webhook subscription’s rotate-secret and DELETE by the subscription’s ETag', async () => {
    const created = await service.http.post('/api/v3/webhook-subscriptions').set(auth()).set('Idempotency-Key', randomUUID()).send({ url: 'http://127.0.0.1:9/hooks/etags', topics: ['order:created'] }).expect(201);
    const path = `/api/v3/webhook-subscriptions/${created.body.data.id}`;
    const { etag } = await read(path);
    expect(created.headers.etag).toBe(etag);
    await service.http.patch(path).set(auth()).send({ topics: ['order:created', 'product:created'] }).expect(200);
    expectProblem(await service.http.post(`${path}/rotate-secret`).set(auth()).set('Idempotency-Key', randomUUID()).set('If-Match', etag), 412, 'precondition_failed');
    expectProblem(await service.http.delete(path).set(auth()).set('Idempotency-Key', randomUUID()).set('If-Match', etag), 412, 'precondition_failed');
    const current = await read(path);
    await service.http.delete(path).set(auth()).set('Idempotency-Key', randomUUID()).set('If-Match', current.etag).expect(200);
    expectProblem(await service.http.get(path).set(auth()), 404, 'resource_not_found');
  });

  it('answers an idempotent replay as the first request was answered, whatever If-Match says now', async () => {
    const { etag } = await read(customiserPath());
    const key = randomUUID();
    const body = { name: `Once ${randomUUID()}` };
    const first = await service.http.patch(customiserPath()).set(auth()).set('Idempotency-Key', key).set('If-Match', etag).send(body).expect(200);
    await service.http.patch(customiserPath()).set(auth()).send({ name: `Since ${randomUUID()}` }).expect(200);
    const replay = await service.http.patch(customiserPath()).set(auth()).set('Idempotency-Key', key).set('If-Match', etag).send(body).expect(200);
    expect(replay.headers['idempotency-replay']).toBe('true');
    expect(replay.body.data).toEqual(first.body.data);
    expect(replay.headers.etag).toBe(first.headers.etag);
  });

  it('loses no change when two read-change-write loops on one pricing document both send If-Match: one is refused, reads again and succeeds', async () => {
    const refusals: number[] = [0, 0];
    /** Renames one price list: the whole `price_lists` array goes back, as a merge patch replaces arrays. */
    const rename = async (writer: number, name: string, first: { etag: string; data: Json }) => {
      for (let current = first; ; current = await read(pricingPath())) {
        const lists = current.data.price_lists.map((list: Json, index: number) => (index === writer ? { ...list, name } : list));
        const answer = await service.http.patch(pricingPath()).set(auth()).set('If-Match', current.etag).send({ price_lists: lists });
        if (answer.status === 200) return;
        expectProblem(answer, 412, 'precondition_failed');
        refusals[writer]! += 1;
      }
    };
    // Both read the same document before either writes: without If-Match the second write would drop the first's change.
    const [a, b] = await Promise.all([read(pricingPath()), read(pricingPath())]);
    expect(a!.etag).toBe(b!.etag);
    await Promise.all([rename(0, 'Written by A', a!), rename(1, 'Written by B', b!)]);
    expect((await read(pricingPath())).data.price_lists.slice(0, 2).map((list: Json) => list.name)).toEqual(['Written by A', 'Written by B']);
    expect(refusals[0]! + refusals[1]!).toBe(1);
  });
});
