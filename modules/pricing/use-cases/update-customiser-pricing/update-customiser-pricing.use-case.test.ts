import { aPricing, aSimpleLetterDocument, aSize, STORE } from '../../test-support/a-pricing';
import { OPTION_WRITES, runPricingRoute } from '../../test-support/run-pricing-route';
import UpdateCustomiserPricing from './update-customiser-pricing.use-case';

describe('merge-patching a customiser’s pricing (PATCH /api/v3/customisers/{customiser_id}/pricing)', () => {
  it('is declared as a merge patch of pricing:write spending the option-write budget, also offered as the connector’s patch_pricing', () => {
    const [route] = new UpdateCustomiserPricing(aPricing().update, OPTION_WRITES).routes();
    expect(route).toMatchObject({
      operationId: 'updateCustomiserPricing', method: 'patch', scopes: ['pricing:write'], idempotency: 'optional', bodyIsMergePatch: true,
      budget: { name: 'option-write', points: 30 }, tool: { name: 'patch_pricing' },
      problems: ['resource_not_found', 'legacy_pricing_model', 'validation_failed', 'unknown_field', 'resource_in_use', 'invalid_document', 'idempotency_key_conflict', 'idempotency_key_in_flight'],
    });
  });

  it('answers the patched document, as GET will show it', async () => {
    const { catalogue, replacement, update, pricing, as } = aPricing();
    const customiser = catalogue.addCustomiser(STORE, 'simple_letter');
    const small = catalogue.addSize(customiser.id, aSize({ name: 'Small' }));
    await as(STORE, () => replacement.replace(customiser.id, aSimpleLetterDocument([small])));
    const sheet = { rows: [{ width_limit_cm: 100, height_limit_cm: 50, base_price: 2000, price_per_sq_cm: 0.4 }] };
    const [route] = new UpdateCustomiserPricing(update, OPTION_WRITES).routes();
    const { status, data } = await runPricingRoute(route!, STORE, customiser.id, { sheet_pricing: sheet });
    expect(status).toBe(200);
    expect(data).toMatchObject({ object: 'customiser_pricing', customiser_id: customiser.id, sheet_pricing: sheet });
    expect((await as(STORE, () => pricing.get(customiser.id))).document.sheet_pricing).toEqual(sheet);
  });
});
