import type { OperationResult } from '../../../../infra/operations/operation';
import { actingForStore } from '../../../../shared-kernel/request-context';
import { buildSnapshot } from '../../domain/storefront-snapshot';
import { aCustomiserCatalogue, aSimpleLetterPricing } from '../../test-support/a-customiser-catalogue';
import { inMemoryStorefront } from '../../test-support/in-memory-storefront';
import GetStorefrontConfiguration from './get-storefront-configuration.use-case';

function setUp() {
  const context = inMemoryStorefront();
  const [route] = new GetStorefrontConfiguration(context.storefront).routes();
  const read = (customiserId: number, storeId = 5): Promise<OperationResult> =>
    actingForStore(storeId, () => route!.handler({ params: { customiser_id: customiserId }, query: {}, body: undefined, url: new URL('http://service.test'), headers: {} } as never));
  return { ...context, route: route!, read };
}

describe('a customiser’s storefront configuration (GET /storefront/v1/customisers/{customiser_id})', () => {
  it('is declared as a shopper’s read, by the storefront key, with no scope', () => {
    expect(setUp().route).toMatchObject({
      operationId: 'getStorefrontConfiguration', method: 'get', auth: 'storefront_key', scopes: [], idempotency: 'none',
      problems: ['resource_not_found', 'legacy_pricing_model', 'store_currency_unavailable'],
    });
  });

  it('answers the public configuration of the snapshot, never the snapshot’s price lists', async () => {
    const { read } = setUp();
    expect(await read(3)).toEqual({ kind: 'resource', status: 200, data: buildSnapshot(aCustomiserCatalogue(), aSimpleLetterPricing()).configuration });
  });

  it('answers 404 for another store’s customiser', async () => {
    await expect(setUp().read(3, 6)).rejects.toMatchObject({ status: 404, code: 'resource_not_found' });
  });
});
