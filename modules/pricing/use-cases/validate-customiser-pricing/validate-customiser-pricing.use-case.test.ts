import { aPricing, aSimpleLetterDocument, aSize, STORE } from '../../test-support/a-pricing';
import { runPricingRoute } from '../../test-support/run-pricing-route';
import ValidateCustomiserPricing from './validate-customiser-pricing.use-case';

describe('validating a pricing document (POST /api/v3/customisers/{customiser_id}/pricing/validate)', () => {
  it('is declared as a check of pricing:write that takes no key and spends no budget, also offered as the connector’s validate_pricing', () => {
    const [route] = new ValidateCustomiserPricing(aPricing().validation).routes();
    expect(route).toMatchObject({
      operationId: 'validateCustomiserPricing', method: 'post', path: '/api/v3/customisers/{customiser_id}/pricing/validate', scopes: ['pricing:write'], idempotency: 'none',
      problems: ['resource_not_found', 'legacy_pricing_model', 'validation_failed', 'unknown_field', 'resource_in_use'], tool: { name: 'validate_pricing' },
    });
    expect(route!.budget).toBeUndefined();
  });

  it('answers the verdict of a document a replacement would take, saving nothing', async () => {
    const { catalogue, validation, documents, as } = aPricing();
    const customiser = catalogue.addCustomiser(STORE, 'simple_letter');
    const small = catalogue.addSize(customiser.id, aSize({ name: 'Small' }));
    const [route] = new ValidateCustomiserPricing(validation).routes();
    expect(await runPricingRoute(route!, STORE, customiser.id, aSimpleLetterDocument([small]))).toEqual({
      status: 200, data: { object: 'pricing_validation', customiser_id: customiser.id, valid: true },
    });
    // The document stays the empty one its first read made: the checked rows were not written.
    expect(await as(STORE, () => documents.find(customiser.id))).toMatchObject({ base_pricing: { rows: [] } });
  });
});
