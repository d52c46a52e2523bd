import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { actingForStore } from '../../../shared-kernel/request-context';
import { ReplacePricingService } from '../../../modules/pricing/application/replace-pricing.service';
import type { BuiltStore } from '../../support/builders';
import { aStore } from '../../support/builders';
import { connectAssistant, toolAnswer } from '../../support/connector-client';
import { startListeningService, type ListeningService } from '../../support/listening-service';
import { operatorOf } from '../../support/operator';
import { expectProblem } from '../../support/problem-assertions';
import { startTestService, type TestService } from '../../support/test-service';

type Document = Record<string, unknown> & { sizes: { size_id: number; name: string }[]; price_lists: { price_list_id: number; name: string; rows: unknown[] }[] };

interface Version {
  object: string;
  customiser_id: number;
  version: number;
  operation: string;
  restored_from: number | null;
  actor: { type: string; id: string | null; name: string | null };
  request_id: string | null;
  livemode: boolean;
  created_at: string;
  document?: Document;
}

/** GET's answer without what the pipeline adds to every resource: what a version keeps. */
const asKept = ({ livemode: _livemode, ...document }: Record<string, unknown>) => document;

/** What a client of pricing versions does with them, over HTTP, for one service. */
function pricingVersionsOf(service: () => TestService) {
  const path = (customiserId: number) => `/api/v3/customisers/${customiserId}/pricing`;
  const auth = (key: string) => ({ Authorization: `Bearer ${key}` });
  return {
    path,
    get: async (key: string, customiserId: number): Promise<Document> => (await service().http.get(path(customiserId)).set(auth(key)).expect(200)).body.data,
    patch: (key: string, customiserId: number, body: unknown) => service().http.patch(path(customiserId)).set(auth(key)).set('Content-Type', 'application/json').send(JSON.stringify(body)),
    put: (key: string, customiserId: number, body: unknown) => service().http.put(path(customiserId)).set(auth(key)).send(body as object),
    list: async (key: string, customiserId: number, query = ''): Promise<Version[]> => (await service().http.get(`${path(customiserId)}/versions${query}`).set(auth(key)).expect(200)).body.data,
    listing: (key: string, customiserId: number, query = '') => service().http.get(`${path(customiserId)}/versions${query}`).set(auth(key)),
    read: (key: string, customiserId: number, version: number | string) => service().http.get(`${path(customiserId)}/versions/${version}`).set(auth(key)),
    restore: (key: string, customiserId: number, version: number, idempotencyKey: string | null = randomUUID()) => {
      const request = service().http.post(`${path(customiserId)}/versions/${version}/restore`).set(auth(key));
      return idempotencyKey === null ? request : request.set('Idempotency-Key', idempotencyKey);
    },
  };
}

/**
 * CONTRACT section 8, pricing versions: every successful pricing write, whoever presents it, records the
 * document as it left it; versions are listed, read and restored per customiser and per mode.
 */
describe('pricing versions', () => {
  let listening: ListeningService;
  let store: BuiltStore;
  const service = () => listening.service;
  const api = pricingVersionsOf(service);
  const all = () => store.keys.all!;
  const byModel = (model: string) => store.customisers.find((customiser) => customiser.pricing_model === model)!;
  const newest = async (customiserId: number, key = all()) => (await api.list(key, customiserId, '?limit=1'))[0]!;

  beforeAll(async () => {
    // A person (for the assistant's consent), a customiser of every model and one of the retired model.
    listening = await startListeningService({ stores: [{ owner: true, customisers: 4 }], env: { OPTION_WRITE_BUDGET_PER_MINUTE: '10000' } });
    store = listening.stores[0]!;
  });
  afterAll(() => listening.close());

  describe('what records a version', () => {
    it('makes version 1 the document as first made, by the service, for a customiser created through the API', async () => {
      const created = await service().http.post('/api/v3/customisers').set({ Authorization: `Bearer ${all()}` }).set('Idempotency-Key', randomUUID())
        .send({ name: 'Versioned', pricing_model: 'frame_fit', sign_category: 'lightbox', product_family: 'lightbox', selection_mode: 'single_style' }).expect(201);
      const id = created.body.data.id as number;
      const versions = await api.list(all(), id);
      expect(versions).toEqual([
        { object: 'customiser_pricing_version', customiser_id: id, version: 1, operation: 'initial', restored_from: null, actor: { type: 'system', id: null, name: null }, request_id: expect.any(String), livemode: true, created_at: expect.any(String) },
      ]);
      const one = (await api.read(all(), id, 1).expect(200)).body.data as Version;
      expect(one.document).toEqual(asKept(await api.get(all(), id)));
      expect(await api.list(all(), id)).toHaveLength(1);
    });

    it('records a PATCH as patch and a PUT as replace, with the key and the request, each keeping the document its answer showed', async () => {
      const id = byModel('advanced_letter').id;
      const current = await api.get(all(), id);
      const patched = await api.patch(all(), id, { price_lists: [{ ...current.price_lists[0], name: 'Patched list' }, ...current.price_lists.slice(1)] }).expect(200);
      const afterPatch = await newest(id);
      expect(afterPatch).toMatchObject({ operation: 'patch', restored_from: null, actor: { type: 'api_key', id: expect.any(String), name: 'all scopes' }, request_id: patched.headers['x-request-id'] });
      expect((await api.read(all(), id, afterPatch.version).expect(200)).body.data.document).toEqual(asKept(patched.body.data));

      const replaced = await api.put(all(), id, { ...asKept(patched.body.data), price_lists: [{ ...current.price_lists[0], name: 'Replaced list' }, ...current.price_lists.slice(1)] }).expect(200);
      const afterPut = await newest(id);
      expect(afterPut).toMatchObject({ version: afterPatch.version + 1, operation: 'replace', request_id: replaced.headers['x-request-id'] });
      expect((await api.read(all(), id, afterPut.version).expect(200)).body.data.document).toEqual(asKept(replaced.body.data));
    });

    it('records nothing for a patch that changes nothing, nor for a write refused', async () => {
      const id = byModel('frame_fit').id;
      const before = await api.list(all(), id);
      await api.patch(all(), id, {}).expect(200);
      expectProblem(await api.patch(all(), id, { sheet_pricing: { rows: [] } }), 422, 'validation_failed');
      expect(await api.list(all(), id)).toEqual(before);
    });

    it('records the previous generation’s PUT as legacy_replace, with its legacy key', async () => {
      const id = byModel('simple_letter').id;
      const legacy = { Authorization: `Bearer ${store.keys.legacy!}` };
      const document = (await service().http.get(`/api/v2/customisers/${id}/pricing`).set(legacy).expect(200)).body;
      const answered = await service().http.put(`/api/v2/customisers/${id}/pricing`).set(legacy).send({ ...document, sizes: document.sizes.map((size: { name: string }, index: number) => (index === 0 ? { ...size, name: 'Renamed in v2' } : size)) }).expect(200);
      expect(await newest(id)).toMatchObject({ operation: 'legacy_replace', actor: { type: 'api_key', name: 'legacy' }, request_id: answered.headers['x-request-id'] });
      // A legacy wildcard key reaching v3's own PUT writes as v3 does.
      await api.put(store.keys.legacy!, id, asKept(await api.get(all(), id))).expect(200);
      expect((await newest(id)).operation).toBe('replace');
    });

    it('records an assistant’s patch_pricing as connector, with its connection, through the real MCP client', async () => {
      const id = byModel('frame_fit').id;
      const { client } = await connectAssistant(listening.origin, store.people[0]!, 'pricing:read pricing:write');
      try {
        const current = toolAnswer(await client.callTool({ name: 'get_pricing', arguments: { customiser_id: id } }));
        const list = current.price_lists[0];
        const answer = await client.callTool({ name: 'patch_pricing', arguments: { customiser_id: id, patch: { price_lists: [{ ...list, name: 'Written by an assistant' }] }, idempotency_key: randomUUID() } });
        expect(answer.isError).not.toBe(true);
      } finally {
        await client.close();
      }
      const version = await newest(id);
      expect(version).toMatchObject({ operation: 'connector', restored_from: null, actor: { type: 'connector', id: expect.any(String) } });
      expect(version.document).toBeUndefined();
      expect((await api.read(all(), id, version.version).expect(200)).body.data.document.price_lists[0].name).toBe('Written by an assistant');
    });

    it('numbers writes made at once in the order they took the document, without gaps, the newest being the document as it stands', async () => {
      const id = byModel('advanced_letter').id;
      const current = await api.get(all(), id);
      const before = (await newest(id)).version;
      const names = ['One', 'Two', 'Three', 'Four', 'Five'].map((name) => `At once ${name}`);
      const answers = await Promise.all(names.map((name) => api.patch(all(), id, { price_lists: [{ ...current.price_lists[0], name }, ...current.price_lists.slice(1)] })));
      expect(answers.map((answer) => answer.status)).toEqual(names.map(() => 200));
      const recorded = (await api.list(all(), id, '?limit=5')).reverse();
      expect(recorded.map((version) => version.version)).toEqual([1, 2, 3, 4, 5].map((offset) => before + offset));
      const kept = await Promise.all(recorded.map(async (version) => (await api.read(all(), id, version.version).expect(200)).body.data.document as Document));
      expect(kept.map((document) => document.price_lists[0]!.name).sort()).toEqual([...names].sort());
      // Each version is what its own request answered, and the newest is what GET reads now.
      for (const [index, version] of recorded.entries()) {
        expect(asKept(answers.find((answer) => answer.headers['x-request-id'] === version.request_id)!.body.data)).toEqual(kept[index]);
      }
      expect(asKept(await api.get(all(), id))).toEqual(kept.at(-1));
    });

    it('makes a customiser’s version 1 once, however many first reads come at once', async () => {
      const created = await service().http.post('/api/v3/customisers').set({ Authorization: `Bearer ${all()}` }).set('Idempotency-Key', randomUUID())
        .send({ name: 'Read at once', pricing_model: 'frame_fit', sign_category: 'lightbox', product_family: 'lightbox', selection_mode: 'single_style' }).expect(201);
      const id = created.body.data.id as number;
      const reads = await Promise.all([api.listing(all(), id), api.listing(all(), id), service().http.get(api.path(id)).set({ Authorization: `Bearer ${all()}` }), api.read(all(), id, 1)]);
      expect(reads.map((read) => read.status)).toEqual([200, 200, 200, 200]);
      expect((await api.list(all(), id)).map((version) => [version.version, version.operation])).toEqual([[1, 'initial']]);
    });

    it('leaves no version of a write that rolls back, nor any change to the document', async () => {
      const id = byModel('frame_fit').id;
      const before = { versions: await api.list(all(), id), document: await api.get(all(), id) };
      const replacement = service().container.get(ReplacePricingService);
      const failing = actingForStore(store.id, () =>
        service().runtime.database.run(async () => {
          await replacement.replace(id, { ...asKept(before.document), price_lists: [{ ...before.document.price_lists[0]!, name: 'Never committed' }] });
          throw new Error('the transaction fails after the write');
        }),
      );
      await expect(failing).rejects.toThrow('the transaction fails after the write');
      expect(await api.list(all(), id)).toEqual(before.versions);
      expect(await api.get(all(), id)).toEqual(before.document);
    });
  });

  describe('reading', () => {
    it('lists newest first a page at a time, each version numbered from 1 without gaps', async () => {
      const id = byModel('advanced_letter').id;
      const every = await api.list(all(), id, '?limit=100');
      expect(every.map((version) => version.version)).toEqual(Array.from({ length: every.length }, (_, index) => every.length - index));
      const first = (await api.listing(all(), id, '?limit=2').expect(200)).body;
      expect(first.data.map((version: Version) => version.version)).toEqual(every.slice(0, 2).map((version) => version.version));
      const second = (await api.listing(all(), id, `?limit=2&cursor=${encodeURIComponent(first.pagination.next_cursor)}`).expect(200)).body;
      expect(second.data.map((version: Version) => version.version)).toEqual(every.slice(2, 4).map((version) => version.version));
      expectProblem(await api.listing(all(), id, '?cursor=forged'), 422, 'invalid_cursor');
      expectProblem(await api.listing(all(), byModel('frame_fit').id, `?cursor=${encodeURIComponent(first.pagination.next_cursor)}`), 422, 'invalid_cursor');
      expectProblem(await api.listing(all(), id, '?limit=0'), 422, 'invalid_parameter');
    });

    it('answers 404 for an unknown customiser or version and another store’s customiser, 422 for the retired model', async () => {
      const id = byModel('frame_fit').id;
      expectProblem(await api.listing(all(), 999_999), 404, 'resource_not_found');
      expectProblem(await api.read(all(), 999_999, 1), 404, 'resource_not_found');
      expectProblem(await api.read(all(), id, 999_999), 404, 'resource_not_found');
      expectProblem(await api.read(all(), id, 'first'), 404, 'resource_not_found');
      expectProblem(await api.restore(all(), id, 999_999), 404, 'resource_not_found');
      const other = await aStore(service());
      expectProblem(await api.listing(other.keys.all!, id), 404, 'resource_not_found');
      expectProblem(await api.read(other.keys.all!, id, 1), 404, 'resource_not_found');
      expectProblem(await api.restore(other.keys.all!, id, 1), 404, 'resource_not_found');
      expectProblem(await api.listing(all(), byModel('legacy_fixed_height').id), 422, 'legacy_pricing_model');
    });

    it('reads with pricing:read and restores with pricing:write only', async () => {
      const id = byModel('frame_fit').id;
      await api.listing(store.keys['pricing:read']!, id).expect(200);
      await api.read(store.keys['pricing:read']!, id, 1).expect(200);
      expectProblem(await api.listing(store.keys['pricing:write']!, id), 403, 'insufficient_scope');
      expectProblem(await api.restore(store.keys['pricing:read']!, id, 1), 403, 'insufficient_scope');
    });
  });

  describe('restore', () => {
    it.each(['simple_letter', 'advanced_letter', 'frame_fit'])('brings back a %s version as PUT of its document would, and records a restore naming it', async (model) => {
      const id = byModel(model).id;
      const wanted = await newest(id);
      const kept = (await api.read(all(), id, wanted.version).expect(200)).body.data.document as Document;
      const current = await api.get(all(), id);
      await api.patch(all(), id, { price_lists: current.price_lists.map((list) => ({ ...list, name: `${list.name} (changed)` })) }).expect(200);

      const restored = await api.restore(all(), id, wanted.version).expect(200);
      expect(asKept(restored.body.data)).toEqual(kept);
      expect(await api.get(all(), id)).toEqual(restored.body.data);
      // What PUT of that document answers, exactly.
      const put = await api.put(all(), id, kept).expect(200);
      expect(put.body.data).toEqual(restored.body.data);
      const [afterPut, afterRestore] = await api.list(all(), id, '?limit=2');
      expect(afterRestore).toMatchObject({ version: wanted.version + 2, operation: 'restore', restored_from: wanted.version, actor: { type: 'api_key', name: 'all scopes' }, request_id: restored.headers['x-request-id'] });
      expect(afterPut).toMatchObject({ version: wanted.version + 3, operation: 'replace' });
    });

    it('is guarded by the pricing document’s ETag: a stale If-Match is 412 and restores nothing, the current one restores', async () => {
      const id = byModel('frame_fit').id;
      const read = await service().http.get(api.path(id)).set({ Authorization: `Bearer ${all()}` }).expect(200);
      const versionTag = (await api.read(all(), id, 1).expect(200)).headers.etag!;
      const before = await api.list(all(), id);
      const stale = await api.restore(all(), id, 1).set('If-Match', versionTag);
      expect(expectProblem(stale, 412, 'precondition_failed').current_etag).toBe(read.headers.etag);
      expect(await api.list(all(), id)).toEqual(before);
      const restored = await api.restore(all(), id, 1).set('If-Match', read.headers.etag!).expect(200);
      expect(restored.headers.etag).toBe((await service().http.get(api.path(id)).set({ Authorization: `Bearer ${all()}` }).expect(200)).headers.etag);
    });

    it('requires an Idempotency-Key, and answers a repeat as it answered the first, recording nothing more', async () => {
      const id = byModel('frame_fit').id;
      expectProblem(await api.restore(all(), id, 1, null), 400, 'missing_idempotency_key');
      const key = randomUUID();
      const first = await api.restore(all(), id, 1, key).expect(200);
      const versions = await api.list(all(), id);
      const again = await api.restore(all(), id, 1, key).expect(200);
      expect(again.body.data).toEqual(first.body.data);
      expect(await api.list(all(), id)).toEqual(versions);
    });

    it('refuses with 409 a version dropping a size a font now references, and with 422 one naming a size that no longer exists, changing nothing and recording nothing', async () => {
      const customiser = byModel('simple_letter');
      const id = customiser.id;
      const unchanged = async () => ({ versions: await api.list(all(), id), document: await api.get(all(), id) });
      const current = await api.get(all(), id);
      const withoutSpare = (await newest(id)).version;
      const withSpare = (await api.patch(all(), id, { sizes: [...current.sizes, { name: 'Spare' }] }).expect(200)).body.data as Document;
      const spareVersion = (await newest(id)).version;
      const spareAt = withSpare.sizes.findIndex((size) => size.name === 'Spare');
      const font = `/api/v3/customisers/${id}/fonts/${customiser.options.unreferenced.fonts!}`;
      const setMinimumSize = (sizeId: number | null) => service().http.patch(font).set({ Authorization: `Bearer ${all()}` }).send({ minimum_size_id: sizeId }).expect(200);

      await setMinimumSize(withSpare.sizes[spareAt]!.size_id);
      let before = await unchanged();
      const inUse = expectProblem(await api.restore(all(), id, withoutSpare), 409, 'resource_in_use');
      expect(inUse.errors).toEqual([expect.objectContaining({ pointer: '/sizes', code: 'resource_in_use' })]);
      expect(inUse.referenced_by).toEqual([expect.objectContaining({ type: 'font', id: customiser.options.unreferenced.fonts })]);
      expect(await unchanged()).toEqual(before);

      // The font lets the size go, and a write drops it: the version naming it names a size that is gone.
      await setMinimumSize(null);
      await api.patch(all(), id, { sizes: current.sizes }).expect(200);
      before = await unchanged();
      const gone = expectProblem(await api.restore(all(), id, spareVersion), 422, 'validation_failed');
      expect(gone.errors).toEqual([expect.objectContaining({ pointer: `/sizes/${spareAt}/size_id`, code: 'invalid' })]);
      expect(await unchanged()).toEqual(before);
    });
  });

  describe('test mode', () => {
    const test = () => store.keys.test!;
    const testCustomiser = async () => {
      const listed = (await service().http.get('/api/v3/customisers?limit=100').set({ Authorization: `Bearer ${test()}` }).expect(200)).body.data as { id: number; pricing_model: string }[];
      return listed.find((customiser) => customiser.pricing_model === 'frame_fit')!.id;
    };

    it('gives the test store’s copies their own version 1, shows a test key only test versions, and a sandbox reset drops them', async () => {
      const id = await testCustomiser();
      expect(await api.list(test(), id)).toEqual([expect.objectContaining({ version: 1, operation: 'initial', livemode: false, actor: { type: 'system', id: null, name: null } })]);
      expect((await api.read(test(), id, 1).expect(200)).body.data.document).toEqual(asKept(await api.get(test(), id)));
      const current = await api.get(test(), id);
      await api.patch(test(), id, { price_lists: [{ ...current.price_lists[0], name: 'Test only' }] }).expect(200);
      expect((await api.list(test(), id)).map((version) => [version.version, version.operation, version.livemode])).toEqual([[2, 'patch', false], [1, 'initial', false]]);
      // Neither mode sees the other's customiser, nor its versions.
      expectProblem(await api.listing(all(), id), 404, 'resource_not_found');
      expectProblem(await api.read(test(), byModel('frame_fit').id, 1), 404, 'resource_not_found');
      expect((await api.list(all(), byModel('frame_fit').id)).every((version) => version.livemode)).toBe(true);
      const liveVersions = await api.list(all(), byModel('frame_fit').id, '?limit=100');

      await operatorOf(service(), store.id).resource('resetSandbox', { params: { store_id: store.id } });
      const copied = await testCustomiser();
      expect(await api.list(test(), copied)).toEqual([expect.objectContaining({ version: 1, operation: 'initial', livemode: false })]);
      const { rows } = await sql<{ count: number }>`select count(*)::int as count from pricing.pricing_versions where customiser_id = ${id}`.execute(service().runtime.database.root);
      expect(rows[0]!.count).toBe(0);
      expect(await api.list(all(), byModel('frame_fit').id, '?limit=100')).toEqual(liveVersions);
    });
  });
});

describe('pricing versions on the embedded default', () => {
  let service: TestService;
  let store: BuiltStore;
  const api = pricingVersionsOf(() => service);

  beforeAll(async () => {
    service = await startTestService({ mode: 'embedded' });
    store = await aStore(service, { customisers: [{ pricingModel: 'frame_fit' }] });
  });
  afterAll(() => service.close());

  it('records, lists, reads and restores versions, and keeps the test store’s apart', async () => {
    const id = store.customisers[0]!.id;
    const key = store.keys.all!;
    const current = await api.get(key, id);
    await api.patch(key, id, { price_lists: [{ ...current.price_lists[0], name: 'Embedded change' }] }).expect(200);
    const versions = await api.list(key, id);
    expect(versions.map((version) => version.operation)).toEqual(['patch', 'replace', 'initial']);
    const restored = await api.restore(key, id, versions[1]!.version).expect(200);
    expect(asKept(restored.body.data)).toEqual((await api.read(key, id, versions[1]!.version).expect(200)).body.data.document);
    expect(await api.list(key, id, '?limit=1')).toEqual([expect.objectContaining({ version: versions[0]!.version + 1, operation: 'restore', restored_from: versions[1]!.version })]);
    const testIds = (await service.http.get('/api/v3/customisers').set({ Authorization: `Bearer ${store.keys.test!}` }).expect(200)).body.data.map((customiser: { id: number }) => customiser.id);
    expect(await api.list(store.keys.test!, testIds[0])).toEqual([expect.objectContaining({ version: 1, operation: 'initial', livemode: false })]);
  });
});
