import type { OperationResult } from '../../../../infra/operations/operation';
import { actingForStore } from '../../../../shared-kernel/request-context';
import { aDesign } from '../../test-support/a-storefront-snapshot';
import { inMemoryStorefront } from '../../test-support/in-memory-storefront';
import PriceStorefrontDesign from './price-storefront-design.use-case';

function setUp() {
  const context = inMemoryStorefront();
  const [route] = new PriceStorefrontDesign(context.pricer).routes();
  const price = (body: unknown): Promise<OperationResult> =>
    actingForStore(5, () => route!.handler({ params: { customiser_id: 3 }, query: {}, body, url: new URL('http://service.test'), headers: {} } as never));
  return { ...context, route: route!, price };
}

describe('pricing a design (POST /storefront/v1/customisers/{customiser_id}/price)', () => {
  it('is declared as a shopper’s request that stores nothing, so takes no key and spends no budget', () => {
    const { route } = setUp();
    expect(route).toMatchObject({
      operationId: 'priceStorefrontDesign', method: 'post', auth: 'storefront_key', scopes: [], idempotency: 'none',
      problems: ['resource_not_found', 'legacy_pricing_model', 'store_currency_unavailable', 'validation_failed', 'unknown_field'],
    });
    expect(route.budget).toBeUndefined();
  });

  it('answers the price with its lines, the total their sum', async () => {
    const result = await setUp().price(aDesign({ lines: ['Open'] }));
    expect(result).toMatchObject({ kind: 'resource', status: 200, data: { object: 'design_price', customiser_id: 3, currency: 'EUR', total: 2000 + 4 * 450 } });
  });
});
