import { aPricing, aSimpleLetterDocument, aSize, OTHER_STORE, STORE } from '../../test-support/a-pricing';
import { runPricingRoute } from '../../test-support/run-pricing-route';
import GetCustomiserPricing from './get-customiser-pricing.use-case';

describe('reading a customiser’s pricing (GET /api/v3/customisers/{customiser_id}/pricing)', () => {
  it('is declared as a read of pricing:read, also offered as the connector’s get_pricing', () => {
    const [route] = new GetCustomiserPricing(aPricing().pricing).routes();
    expect(route).toMatchObject({
      operationId: 'getCustomiserPricing', method: 'get', path: '/api/v3/customisers/{customiser_id}/pricing', scopes: ['pricing:read'], idempotency: 'none',
      problems: ['resource_not_found', 'legacy_pricing_model', 'unknown_parameter'], tool: { name: 'get_pricing' },
    });
  });

  it('answers the document as GET shows it, its descriptors first', async () => {
    const { catalogue, replacement, pricing, as } = aPricing();
    const customiser = catalogue.addCustomiser(STORE, 'simple_letter');
    const small = catalogue.addSize(customiser.id, aSize({ name: 'Small' }));
    await as(STORE, () => replacement.replace(customiser.id, aSimpleLetterDocument([small])));
    const [route] = new GetCustomiserPricing(pricing).routes();
    const { status, data } = await runPricingRoute(route!, STORE, customiser.id);
    expect(status).toBe(200);
    expect(Object.keys(data).slice(0, 5)).toEqual(['object', 'customiser_id', 'pricing_model', 'pricing_model_display_name', 'currency']);
    expect(data).toMatchObject({ object: 'customiser_pricing', customiser_id: customiser.id, currency: 'EUR', sizes: [{ size_id: small.size_id, name: 'Small' }] });
  });

  it('answers 404 for another store’s customiser', async () => {
    const { catalogue, pricing } = aPricing();
    const customiser = catalogue.addCustomiser(STORE, 'simple_letter');
    const [route] = new GetCustomiserPricing(pricing).routes();
    await expect(runPricingRoute(route!, OTHER_STORE, customiser.id)).rejects.toMatchObject({ status: 404, code: 'resource_not_found' });
  });
});
