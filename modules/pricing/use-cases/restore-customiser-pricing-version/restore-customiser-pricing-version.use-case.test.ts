import { aPricing, aSimpleLetterDocument, aSize, STORE } from '../../test-support/a-pricing';
import { OPTION_WRITES, runPricingRoute } from '../../test-support/run-pricing-route';
import RestoreCustomiserPricingVersion from './restore-customiser-pricing-version.use-case';

describe('restoring a version of a pricing document (POST …/pricing/versions/{version}/restore)', () => {
  async function setUp() {
    const context = aPricing();
    const customiser = context.catalogue.addCustomiser(STORE, 'simple_letter');
    const small = context.catalogue.addSize(customiser.id, aSize({ name: 'Small' }));
    const spare = context.catalogue.addSize(customiser.id, aSize({ name: 'Spare', sort_order: 1 }));
    // Version 2 prices both sizes; version 3 drops the spare size.
    await context.as(STORE, () => context.replacement.replace(customiser.id, aSimpleLetterDocument([small, spare])));
    await context.as(STORE, () => context.replacement.replace(customiser.id, aSimpleLetterDocument([small])));
    const [route] = new RestoreCustomiserPricingVersion(context.history, context.replacement, OPTION_WRITES).routes();
    const restore = (version: number) => runPricingRoute(route!, STORE, customiser.id, undefined, { params: { version } });
    const read = () => context.as(STORE, () => context.pricing.get(customiser.id));
    return { ...context, customiser, small, spare, route: route!, restore, read };
  }

  it('is declared as a write of pricing:write that requires an idempotency key and spends the option-write budget, as PUT does', async () => {
    const { route } = await setUp();
    expect(route).toMatchObject({
      operationId: 'restoreCustomiserPricingVersion', method: 'post', path: '/api/v3/customisers/{customiser_id}/pricing/versions/{version}/restore',
      scopes: ['pricing:write'], idempotency: 'required', budget: { name: 'option-write', points: 30 },
      problems: ['resource_not_found', 'legacy_pricing_model', 'validation_failed', 'unknown_field', 'resource_in_use', 'missing_idempotency_key', 'idempotency_key_conflict', 'idempotency_key_in_flight'],
    });
    expect(route.tool).toBeUndefined();
  });

  it('writes the version’s document back through the replacement, answers it as PUT does, and records a restore naming the version', async () => {
    const { restore, versions, customiser, small, catalogue } = await setUp();
    catalogue.writes.length = 0;
    const version2 = versions.versions.find((kept) => kept.version === 2)!.document;
    const { status, data } = await restore(3);
    expect(status).toBe(200);
    expect(data).toMatchObject({ object: 'customiser_pricing', customiser_id: customiser.id, sizes: [{ size_id: small.size_id }] });
    // Restoring the current version is a write like any PUT of the same document.
    expect(versions.summaries(customiser.id).at(-1)).toMatchObject({ version: 4, operation: 'restore', restoredFrom: 3 });
    expect(catalogue.writes).toHaveLength(1);
    expect((version2.sizes as unknown[]).length).toBe(2);
  });

  it('refuses as PUT refuses a version naming a size that no longer exists, changing nothing and recording nothing', async () => {
    const { restore, read, versions, customiser, catalogue } = await setUp();
    const before = await read();
    catalogue.writes.length = 0;
    await expect(restore(2)).rejects.toMatchObject({ status: 422, code: 'validation_failed', errors: [expect.objectContaining({ pointer: '/sizes/1/size_id', code: 'invalid' })] });
    await expect(read()).resolves.toEqual(before);
    expect(catalogue.writes).toEqual([]);
    expect(versions.summaries(customiser.id).map((version) => version.version)).toEqual([1, 2, 3]);
  });

  it('refuses with 409 a version that drops a size another record now references, changing nothing and recording nothing', async () => {
    const { restore, read, update, as, versions, customiser, small, catalogue } = await setUp();
    const added = await as(STORE, () => update.update(customiser.id, { sizes: [small, aSize({ name: 'Added', sort_order: 2 })] }));
    const addedId = added.view().document.sizes.find((size) => size.name === 'Added')!.size_id!;
    catalogue.reference(addedId, { type: 'font', id: 8, name: 'Script' });
    const before = await read();
    await expect(restore(3)).rejects.toMatchObject({ status: 409, code: 'resource_in_use', errors: [{ pointer: '/sizes', code: 'resource_in_use' }] });
    await expect(read()).resolves.toEqual(before);
    expect(versions.summaries(customiser.id).map((version) => version.operation)).toEqual(['initial', 'replace', 'replace', 'patch']);
  });

  it('answers 404 for a version the customiser does not have', async () => {
    const { restore } = await setUp();
    await expect(restore(9)).rejects.toMatchObject({ status: 404, code: 'resource_not_found' });
  });
});
