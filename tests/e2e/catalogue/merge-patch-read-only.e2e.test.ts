import { FAMILY_SEGMENTS, OPTION_FAMILIES } from '../../../modules/catalogue';
import { startTestService, type TestService } from '../../support/test-service';
import { expectProblem } from '../../support/problem-assertions';
import { aStore, type BuiltStore } from '../../support/builders';

interface PublishedOperation {
  requestBody?: { content?: Record<string, unknown> };
}

/**
 * Every merge patch the Store API publishes (found in its OpenAPI document by its media type, so a new
 * one is covered without being listed here) refuses the read-only `livemode`, even sent unchanged, as it
 * refuses every other read-only property.
 */
describe('merge patches refuse read-only properties, livemode included', () => {
  let service: TestService;
  let store: BuiltStore;
  let subscriptionId: number;
  let mergePatches: string[];
  const all = () => ({ Authorization: `Bearer ${store.keys.all!}` });

  beforeAll(async () => {
    service = await startTestService();
    store = await aStore(service, { customisers: 1 });
    const subscription = await service.http
      .post('/api/v3/webhook-subscriptions')
      .set(all())
      .set('Idempotency-Key', 'merge-patch-read-only')
      .send({ url: 'https://127.0.0.1:9/hooks', topics: ['order:created'] })
      .expect(201);
    subscriptionId = subscription.body.data.id;
    const document = (await service.http.get('/help/openapi.json').expect(200)).body as { paths: Record<string, Record<string, PublishedOperation>> };
    mergePatches = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => operation.requestBody?.content?.['application/merge-patch+json'] !== undefined)
        .map(([method]) => `${method} ${path}`),
    );
  });
  afterAll(() => service.close());

  /** The path of an operation with each parameter naming a resource of the store's first (simple-letter) customiser. */
  function filled(path: string): string {
    const customiser = store.customisers[0]!;
    const letterType = customiser.letter_types.find((type) => type.parts_with_selection.length > 0)!;
    const rowIds = Object.fromEntries(
      FAMILY_SEGMENTS.map((segment) => [`${OPTION_FAMILIES[segment].object}_id`, customiser.options.referenced[segment] ?? (customiser.options[segment] as number[])[0]]),
    );
    const values: Record<string, unknown> = {
      ...rowIds,
      customiser_id: customiser.id,
      letter_type_id: letterType.id,
      letter_part: letterType.parts_with_selection[0],
      subscription_id: subscriptionId,
    };
    return path.replace(/\{(\w+)\}/g, (_whole, name: string) => {
      if (values[name] === undefined) throw new Error(`No value for {${name}} of ${path}: teach this test the new merge patch's parameter.`);
      return String(values[name]);
    });
  }

  it('finds the merge patches of customisers, settings, every option family, letter parts, pricing and webhook subscriptions', () => {
    expect(mergePatches).toEqual(
      expect.arrayContaining([
        'patch /api/v3/customisers/{customiser_id}',
        'patch /api/v3/customisers/{customiser_id}/settings',
        'patch /api/v3/customisers/{customiser_id}/colours/{colour_id}',
        'patch /api/v3/customisers/{customiser_id}/letter-types/{letter_type_id}/letter-parts/{letter_part}',
        'patch /api/v3/customisers/{customiser_id}/pricing',
        'patch /api/v3/webhook-subscriptions/{subscription_id}',
      ]),
    );
    expect(mergePatches.length).toBe(FAMILY_SEGMENTS.length + 5);
  });

  it('answers 422 prohibited at /livemode to every merge patch that sends livemode, even unchanged, and changes nothing', async () => {
    const refusals: Record<string, unknown> = {};
    for (const operation of mergePatches) {
      const path = filled(operation.split(' ')[1]!);
      const before = (await service.http.get(path).set(all()).expect(200)).body.data;
      const problem = expectProblem(await service.http.patch(path).set(all()).send({ livemode: true }), 422, 'validation_failed');
      refusals[operation] = problem.errors;
      expect((await service.http.get(path).set(all()).expect(200)).body.data).toEqual(before);
    }
    expect(Object.values(refusals)).toEqual(mergePatches.map(() => [expect.objectContaining({ pointer: '/livemode', code: 'prohibited' })]));
  });

  it('still takes livemode sent back unchanged in a full replacement (PUT …/pricing), and refuses another value there', async () => {
    const path = `/api/v3/customisers/${store.customisers[0]!.id}/pricing`;
    const read = (await service.http.get(path).set(all()).expect(200)).body.data;
    const replaced = await service.http.put(path).set(all()).send(read).expect(200);
    expect(replaced.body.data).toEqual({ ...read });
    const changed = expectProblem(await service.http.put(path).set(all()).send({ ...read, livemode: false }), 422, 'validation_failed');
    expect(changed.errors).toEqual([expect.objectContaining({ pointer: '/livemode', code: 'prohibited' })]);
  });
});
