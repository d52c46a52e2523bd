import { aPricing, aSimpleLetterDocument, aSize, OTHER_STORE, STORE } from '../../test-support/a-pricing';
import { runPricingOperation } from '../../test-support/run-pricing-route';
import ListCustomiserPricingVersions from './list-customiser-pricing-versions.use-case';

describe('listing a pricing document’s versions (GET /api/v3/customisers/{customiser_id}/pricing/versions)', () => {
  it('is declared as a read of pricing:read, offered as no connector tool', () => {
    const [route] = new ListCustomiserPricingVersions(aPricing().history).routes();
    expect(route).toMatchObject({
      operationId: 'listCustomiserPricingVersions', method: 'get', path: '/api/v3/customisers/{customiser_id}/pricing/versions', scopes: ['pricing:read'], idempotency: 'none',
      problems: ['resource_not_found', 'legacy_pricing_model', 'unknown_parameter', 'invalid_parameter', 'invalid_cursor'],
    });
    expect(route!.tool).toBeUndefined();
  });

  it('lists the versions newest first, a page at a time, each saying what wrote it and who', async () => {
    const { catalogue, replacement, history, as } = aPricing();
    const customiser = catalogue.addCustomiser(STORE, 'simple_letter');
    const small = catalogue.addSize(customiser.id, aSize({ name: 'Small' }));
    for (const price of [1000, 2000]) await as(STORE, () => replacement.replace(customiser.id, aSimpleLetterDocument([small], { sheet_pricing: { rows: [{ width_limit_cm: 10, height_limit_cm: 10, base_price: price, price_per_sq_cm: 0 }] } })));
    const [route] = new ListCustomiserPricingVersions(history).routes();
    const first = await runPricingOperation(route!, STORE, customiser.id, undefined, { query: { limit: 2 } });
    expect(first).toMatchObject({ kind: 'collection', items: [{ object: 'customiser_pricing_version', customiser_id: customiser.id, version: 3, operation: 'replace', restored_from: null, actor: { type: 'system' } }, { version: 2 }], nextCursor: expect.any(String) });
    const rest = await runPricingOperation(route!, STORE, customiser.id, undefined, { query: { limit: 2, cursor: (first as { nextCursor: string }).nextCursor } });
    expect(rest).toMatchObject({ kind: 'collection', items: [{ version: 1, operation: 'initial' }], nextCursor: null });
  });

  it('makes the document of a customiser nobody has priced yet, with its version 1, as reading its pricing would', async () => {
    const { catalogue, history, documents } = aPricing();
    const customiser = catalogue.addCustomiser(STORE, 'frame_fit');
    const [route] = new ListCustomiserPricingVersions(history).routes();
    expect(await runPricingOperation(route!, STORE, customiser.id, undefined, { query: { limit: 20 } })).toMatchObject({ items: [{ version: 1, operation: 'initial' }], nextCursor: null });
    expect(await documents.find(customiser.id)).toBeDefined();
  });

  it('answers 404 for another store’s customiser and legacy_pricing_model for the retired model', async () => {
    const { catalogue, history, as, pricing } = aPricing();
    const customiser = catalogue.addCustomiser(STORE, 'frame_fit');
    await as(STORE, () => pricing.get(customiser.id));
    const legacy = catalogue.addCustomiser(STORE, 'legacy_fixed_height');
    const [route] = new ListCustomiserPricingVersions(history).routes();
    await expect(runPricingOperation(route!, OTHER_STORE, customiser.id, undefined, { query: { limit: 20 } })).rejects.toMatchObject({ status: 404, code: 'resource_not_found' });
    await expect(runPricingOperation(route!, STORE, legacy.id, undefined, { query: { limit: 20 } })).rejects.toMatchObject({ status: 422, code: 'legacy_pricing_model' });
  });
});
