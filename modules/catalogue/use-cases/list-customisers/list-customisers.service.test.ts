import { CursorCodec } from '../../../../shared-kernel/http/pagination';
import { aCatalogue, OTHER_STORE, STORE } from '../../test-support/a-catalogue';
import { ListCustomisersService } from './list-customisers.service';

async function setUp() {
  const catalogue = aCatalogue();
  const service = new ListCustomisersService(catalogue.customisers, new CursorCodec('unit-test-cursor-secret'));
  const first = await catalogue.aCustomiser({ name: 'First' });
  await catalogue.aCustomiser({ storeId: OTHER_STORE, name: 'Elsewhere' });
  const second = await catalogue.aCustomiser({ name: 'Second', active: false, pricingModel: 'frame_fit' });
  const third = await catalogue.aCustomiser({ name: 'Third', pricingModel: 'frame_fit' });
  return { catalogue, service, first, second, third };
}

describe('listing customisers', () => {
  it('lists the store’s customisers oldest first, in pages linked by a cursor', async () => {
    const { catalogue, service } = await setUp();
    const page1 = await catalogue.as(STORE, () => service.list({}, { limit: 2 }));
    expect(page1.items.map((c) => c.name)).toEqual(['First', 'Second']);
    const page2 = await catalogue.as(STORE, () => service.list({}, { limit: 2, cursor: page1.nextCursor! }));
    expect(page2).toMatchObject({ items: [{ name: 'Third' }], nextCursor: null });
  });

  it('filters by activity and pricing model together', async () => {
    const { catalogue, service } = await setUp();
    const listed = await catalogue.as(STORE, () => service.list({ active: true, pricingModel: 'frame_fit' }, { limit: 10 }));
    expect(listed.items.map((c) => c.name)).toEqual(['Third']);
  });

  it('refuses a cursor issued for another filter set or another store', async () => {
    const { catalogue, service } = await setUp();
    const { nextCursor } = await catalogue.as(STORE, () => service.list({}, { limit: 1 }));
    await expect(catalogue.as(STORE, () => service.list({ active: true }, { limit: 1, cursor: nextCursor! }))).rejects.toMatchObject({ status: 422, code: 'invalid_cursor' });
    await expect(catalogue.as(OTHER_STORE, () => service.list({}, { limit: 1, cursor: nextCursor! }))).rejects.toMatchObject({ status: 422, code: 'invalid_cursor' });
  });
});
