import { aCatalogue, OTHER_STORE, STORE } from '../test-support/a-catalogue';
import { ListAllOptionRowsService } from './list-all-option-rows.service';

describe('listing a family’s rows whole (for pricing)', () => {
  async function setUp() {
    const catalogue = aCatalogue();
    const customiser = await catalogue.aCustomiser();
    const other = await catalogue.aCustomiser({ name: 'Other' });
    return { catalogue, customiser, other, all: new ListAllOptionRowsService(catalogue.customisers, catalogue.rows) };
  }

  it('lists every row of one family of a customiser in id order, and nothing of others', async () => {
    const { catalogue, customiser, other, all } = await setUp();
    const small = await catalogue.aRow(customiser, 'sizes', { name: 'Small' });
    await catalogue.aRow(other, 'sizes', { name: 'Theirs' });
    await catalogue.aRow(customiser, 'fonts', { name: 'Script' });
    const large = await catalogue.aRow(customiser, 'sizes', { name: 'Large' });
    await expect(catalogue.as(STORE, () => all.listAll('sizes', customiser.id))).resolves.toEqual([small, large]);
    await expect(catalogue.as(OTHER_STORE, () => all.listAll('sizes', customiser.id))).rejects.toMatchObject({ status: 404, code: 'resource_not_found' });
  });
});
