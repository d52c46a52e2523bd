import { aPricing, aSimpleLetterDocument, aSize, OTHER_STORE, STORE } from '../../test-support/a-pricing';
import { runPricingRoute } from '../../test-support/run-pricing-route';
import GetCustomiserPricingVersion from './get-customiser-pricing-version.use-case';

describe('reading one version of a pricing document (GET …/pricing/versions/{version})', () => {
  async function setUp() {
    const context = aPricing();
    const customiser = context.catalogue.addCustomiser(STORE, 'simple_letter');
    const small = context.catalogue.addSize(customiser.id, aSize({ name: 'Small' }));
    const written = await context.as(STORE, () => context.replacement.replace(customiser.id, aSimpleLetterDocument([small])));
    const [route] = new GetCustomiserPricingVersion(context.history).routes();
    const read = (version: number, storeId = STORE) => runPricingRoute(route!, storeId, customiser.id, undefined, { params: { version } });
    return { ...context, customiser, written, route: route!, read };
  }

  it('is declared as a read of pricing:read', async () => {
    const { route } = await setUp();
    expect(route).toMatchObject({ operationId: 'getCustomiserPricingVersion', method: 'get', path: '/api/v3/customisers/{customiser_id}/pricing/versions/{version}', scopes: ['pricing:read'], idempotency: 'none' });
  });

  it('answers the version with the document its write left, as GET answered it then', async () => {
    const { read, written, customiser } = await setUp();
    const { status, data } = await read(2);
    expect(status).toBe(200);
    const { customiser: owner, currency, document } = written.view();
    expect(data).toEqual({
      object: 'customiser_pricing_version', customiser_id: customiser.id, version: 2, operation: 'replace', restored_from: null,
      actor: { type: 'system', id: null, name: null }, request_id: `system_${STORE}`, created_at: expect.any(String),
      document: JSON.parse(JSON.stringify({ object: 'customiser_pricing', customiser_id: owner.id, pricing_model: 'simple_letter', pricing_model_display_name: 'Simple letter', currency, ...document })),
    });
    expect(Object.keys(data.document as object).slice(0, 5)).toEqual(['object', 'customiser_id', 'pricing_model', 'pricing_model_display_name', 'currency']);
  });

  it('answers 404 for a version the customiser does not have, and for another store’s customiser', async () => {
    const { read } = await setUp();
    await expect(read(3)).rejects.toMatchObject({ status: 404, code: 'resource_not_found', detail: expect.stringContaining('pricing version') });
    await expect(read(1, OTHER_STORE)).rejects.toMatchObject({ status: 404, code: 'resource_not_found', detail: expect.stringContaining('customiser') });
  });
});
