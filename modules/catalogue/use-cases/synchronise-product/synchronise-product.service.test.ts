import { aCatalogue, OTHER_STORE, STORE } from '../../test-support/a-catalogue';
import { aProductSynchronisation, WRITABLE_INTEGRATION } from '../../test-support/a-product';
import { SynchroniseProductService } from './synchronise-product.service';

async function setUp() {
  const catalogue = aCatalogue();
  catalogue.stores.add(STORE, { currency: 'EUR', writableIntegrationIds: [WRITABLE_INTEGRATION] }).add(OTHER_STORE, { writableIntegrationIds: [WRITABLE_INTEGRATION] });
  const service = new SynchroniseProductService(catalogue.customisers, catalogue.products, catalogue.stores, catalogue.stores);
  const customiser = await catalogue.aCustomiser();
  const otherCustomiser = await catalogue.aCustomiser({ storeId: OTHER_STORE });
  return { catalogue, service, customiser, otherCustomiser };
}

describe('synchronising a product from a custom integration', () => {
  it('records the product of the customiser as synchronised, with its flat projection beside it, and emits nothing', async () => {
    const { catalogue, service, customiser } = await setUp();
    const product = await catalogue.as(STORE, () => service.synchronise(customiser.id, aProductSynchronisation()));
    expect(product).toMatchObject({ storeId: STORE, customiserId: customiser.id, source: 'synchronised', storeProductId: 'shop-1001', integrationId: WRITABLE_INTEGRATION, priceAmount: 24900 });
    expect(await catalogue.products.find(STORE, product.id)).toEqual(product);
    expect(catalogue.products.projectionOf(product.id)).toEqual({
      product_id: product.id, name: 'Open sign', price: 24900, currency: 'EUR', dimensions: '60 x 25 x - cm', options: 'Text: Open\nColour: Red',
      files: ['https://cdn.shop.example/open.png'],
    });
    expect(catalogue.outbox.events).toEqual([]);
  });

  it('takes the store’s synchronisation lock, so synchronisations of one store run one at a time', async () => {
    const { catalogue, service, customiser } = await setUp();
    await catalogue.as(STORE, () => service.synchronise(customiser.id, aProductSynchronisation()));
    expect(catalogue.products.locks).toEqual([STORE]);
  });

  it('refuses a second product with the same store product id in the store, and not in another store', async () => {
    const { catalogue, service, customiser, otherCustomiser } = await setUp();
    await catalogue.as(STORE, () => service.synchronise(customiser.id, aProductSynchronisation()));
    await expect(catalogue.as(STORE, () => service.synchronise(customiser.id, aProductSynchronisation({ title: 'Again' })))).rejects.toMatchObject({
      status: 409, code: 'store_product_id_conflict', errors: [{ pointer: '/store_product_id', code: 'conflict' }],
    });
    await expect(catalogue.as(OTHER_STORE, () => service.synchronise(otherCustomiser.id, aProductSynchronisation()))).resolves.toMatchObject({ storeId: OTHER_STORE });
  });

  it('refuses a store without a currency with 409', async () => {
    const { catalogue, service, customiser } = await setUp();
    catalogue.stores.add(STORE, { currency: null, writableIntegrationIds: [WRITABLE_INTEGRATION] });
    await expect(catalogue.as(STORE, () => service.synchronise(customiser.id, aProductSynchronisation()))).rejects.toMatchObject({ status: 409, code: 'store_currency_unavailable' });
  });

  it('names every invalid field at once: an integration that does not accept writes, a foreign currency, each bad artwork URL', async () => {
    const { catalogue, service, customiser } = await setUp();
    const input = aProductSynchronisation({
      integrationId: 99, currency: 'USD',
      artwork: { preview_image_url: 'http://cdn.shop.example/open.png', svg_url: 'https://user:secret@cdn.shop.example/open.svg', dxf_url: 'https://cdn.shop.example/open.dxf' },
    });
    await expect(catalogue.as(STORE, () => service.synchronise(customiser.id, input))).rejects.toMatchObject({
      status: 422,
      code: 'validation_failed',
      errors: [
        { pointer: '/artwork/preview_image_url', code: 'invalid', detail: 'Must be an https URL.' },
        { pointer: '/artwork/svg_url', code: 'invalid', detail: 'Must not carry credentials.' },
        { pointer: '/currency', code: 'invalid', detail: 'Must equal the store currency EUR.' },
        { pointer: '/integration_id', code: 'integration_does_not_accept_writes' },
      ],
    });
    expect((await catalogue.products.list(STORE, { limit: 10, after: undefined })).items).toEqual([]);
  });

  it('refuses an integration of another store', async () => {
    const { catalogue, service, customiser } = await setUp();
    catalogue.stores.add(OTHER_STORE, { writableIntegrationIds: [77] });
    await expect(catalogue.as(STORE, () => service.synchronise(customiser.id, aProductSynchronisation({ integrationId: 77 })))).rejects.toMatchObject({
      errors: [{ pointer: '/integration_id', code: 'integration_does_not_accept_writes' }],
    });
  });

  it('answers 404 for a customiser of another store', async () => {
    const { catalogue, service, otherCustomiser } = await setUp();
    await expect(catalogue.as(STORE, () => service.synchronise(otherCustomiser.id, aProductSynchronisation()))).rejects.toMatchObject({ status: 404, code: 'resource_not_found' });
  });
});
