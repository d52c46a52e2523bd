import { CursorCodec } from '../../../shared-kernel/http/pagination';
import { aCatalogue, OTHER_STORE, STORE } from '../test-support/a-catalogue';
import { aNewProduct } from '../test-support/a-product';
import { Products } from './products';

async function setUp() {
  const catalogue = aCatalogue();
  const products = new Products(catalogue.products, new CursorCodec('unit-test-cursor-secret'));
  const first = await catalogue.products.create(aNewProduct(STORE, 3, { storeProductId: 'a', title: 'First' }), {});
  const theirs = await catalogue.products.create(aNewProduct(OTHER_STORE, 4, { storeProductId: 'a', title: 'Theirs' }), {});
  const second = await catalogue.products.create(aNewProduct(STORE, 3, { storeProductId: null, source: 'design', title: 'Second' }), {});
  return { catalogue, products, first, second, theirs };
}

describe('reading the store’s products', () => {
  it('lists the store’s products oldest first, in pages linked by a cursor', async () => {
    const { catalogue, products, first, second } = await setUp();
    const page1 = await catalogue.as(STORE, () => products.list({ limit: 1 }));
    const page2 = await catalogue.as(STORE, () => products.list({ limit: 1, cursor: page1.nextCursor! }));
    expect([...page1.items, ...page2.items]).toEqual([first, second]);
    expect(page2.nextCursor).toBeNull();
    await expect(catalogue.as(OTHER_STORE, () => products.list({ limit: 1, cursor: page1.nextCursor! }))).rejects.toMatchObject({ code: 'invalid_cursor' });
  });

  it('reads a product of the store, and answers 404 for one of another store', async () => {
    const { catalogue, products, first, theirs } = await setUp();
    await expect(catalogue.as(STORE, () => products.get(first.id))).resolves.toEqual(first);
    await expect(catalogue.as(STORE, () => products.get(theirs.id))).rejects.toMatchObject({ status: 404, code: 'resource_not_found', detail: 'No product with that id exists in this store.' });
  });

  it('resolves an order line’s product by id first, else by the integration’s own id, within the store', async () => {
    const { catalogue, products, first, second } = await setUp();
    await expect(catalogue.as(STORE, () => products.resolve({ productId: second.id, externalId: 'a' }))).resolves.toEqual(second);
    await expect(catalogue.as(STORE, () => products.resolve({ externalId: 'a' }))).resolves.toEqual(first);
    await expect(catalogue.as(STORE, () => products.resolve({ externalId: 'unknown' }))).resolves.toBeUndefined();
    await expect(catalogue.as(STORE, () => products.resolve({}))).resolves.toBeUndefined();
  });

  it('counts the products of one source a store created in a window, its end excluded', async () => {
    const catalogue = aCatalogue({ clock: { now: () => new Date('2026-05-10T00:00:00Z') } });
    const products = new Products(catalogue.products, new CursorCodec('unit-test-cursor-secret'));
    await catalogue.products.create(aNewProduct(STORE, 3, { storeProductId: null, source: 'design' }), {});
    await catalogue.products.create(aNewProduct(STORE, 3, { storeProductId: null, source: 'design' }), {});
    await catalogue.products.create(aNewProduct(STORE, 3, { storeProductId: 'x', source: 'synchronised' }), {});
    await catalogue.products.create(aNewProduct(OTHER_STORE, 4, { storeProductId: null, source: 'design' }), {});
    const may = [new Date('2026-05-01T00:00:00Z'), new Date('2026-06-01T00:00:00Z')] as const;
    await expect(products.countCreated(STORE, 'design', ...may)).resolves.toBe(2);
    await expect(products.countCreated(STORE, 'synchronised', ...may)).resolves.toBe(1);
    await expect(products.countCreated(STORE, 'design', new Date('2026-04-01T00:00:00Z'), new Date('2026-05-10T00:00:00Z'))).resolves.toBe(0);
  });
});
