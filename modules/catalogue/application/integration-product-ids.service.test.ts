import { aCatalogue, OTHER_STORE, STORE } from '../test-support/a-catalogue';
import { aNewProduct } from '../test-support/a-product';
import { IntegrationProductIdsService } from './integration-product-ids.service';

async function setUp() {
  const catalogue = aCatalogue();
  const service = new IntegrationProductIdsService(catalogue.products);
  const designed = await catalogue.products.create(aNewProduct(STORE, 3, { source: 'design', storeProductId: null, integrationId: 31 }), {});
  const synchronised = await catalogue.products.create(aNewProduct(STORE, 3, { storeProductId: 'shop-1', integrationId: null }), {});
  return { catalogue, service, designed, synchronised };
}

describe('the integration’s own ids of products', () => {
  it('names the integration a product belongs to, and nothing for a product of another store', async () => {
    const { service, designed, synchronised } = await setUp();
    await expect(service.integrationOf(STORE, designed.id)).resolves.toBe(31);
    await expect(service.integrationOf(STORE, synchronised.id)).resolves.toBeNull();
    await expect(service.integrationOf(OTHER_STORE, designed.id)).resolves.toBeUndefined();
  });

  it('records the id the integration answered, by which orders may then name the product', async () => {
    const { catalogue, service, designed } = await setUp();
    await expect(service.record(STORE, designed.id, 'shop-2')).resolves.toBe('recorded');
    expect(await catalogue.products.findByStoreProductId(STORE, 'shop-2')).toMatchObject({ id: designed.id });
  });

  it('records the same answer twice as one', async () => {
    const { service, designed } = await setUp();
    await service.record(STORE, designed.id, 'shop-2');
    await expect(service.record(STORE, designed.id, 'shop-2')).resolves.toBe('recorded');
  });

  it('refuses an id another product of the store holds, and keeps the product as it was', async () => {
    const { catalogue, service, designed } = await setUp();
    await expect(service.record(STORE, designed.id, 'shop-1')).resolves.toBe('taken');
    expect(await catalogue.products.find(STORE, designed.id)).toEqual(designed);
  });

  it('answers no_product for a product of another store', async () => {
    const { catalogue, service, designed } = await setUp();
    await expect(service.record(OTHER_STORE, designed.id, 'shop-9')).resolves.toBe('no_product');
    expect(await catalogue.products.find(STORE, designed.id)).toEqual(designed);
  });
});
