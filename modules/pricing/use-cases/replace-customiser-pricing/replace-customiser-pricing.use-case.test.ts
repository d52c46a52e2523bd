import { aPricing, aSimpleLetterDocument, aSize, STORE } from '../../test-support/a-pricing';
import { OPTION_WRITES, runPricingRoute } from '../../test-support/run-pricing-route';
import ReplaceCustomiserPricing from './replace-customiser-pricing.use-case';

describe('replacing a customiser’s pricing (PUT /api/v3/customisers/{customiser_id}/pricing)', () => {
  it('is declared as a replacement of pricing:write spending the option-write budget, offered as no connector tool', () => {
    const [route] = new ReplaceCustomiserPricing(aPricing().replacement, OPTION_WRITES).routes();
    expect(route).toMatchObject({
      operationId: 'replaceCustomiserPricing', method: 'put', scopes: ['pricing:write'], idempotency: 'optional', budget: { name: 'option-write', points: 30 },
      problems: ['resource_not_found', 'legacy_pricing_model', 'validation_failed', 'unknown_field', 'resource_in_use', 'idempotency_key_conflict', 'idempotency_key_in_flight'],
    });
    expect(route!.tool).toBeUndefined();
  });

  it('answers the document it saved', async () => {
    const { catalogue, replacement, documents, as } = aPricing();
    const customiser = catalogue.addCustomiser(STORE, 'simple_letter');
    const small = catalogue.addSize(customiser.id, aSize({ name: 'Small' }));
    const [route] = new ReplaceCustomiserPricing(replacement, OPTION_WRITES).routes();
    const { status, data } = await runPricingRoute(route!, STORE, customiser.id, aSimpleLetterDocument([small]));
    expect(status).toBe(200);
    expect(data).toMatchObject({ object: 'customiser_pricing', customiser_id: customiser.id, base_pricing: { rows: [{ size_id: small.size_id, base_price: { line_1: 1000 } }] } });
    expect(await as(STORE, () => documents.find(customiser.id))).toBeDefined();
  });
});
