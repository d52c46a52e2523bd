import { aCatalogue, OTHER_STORE, STORE } from '../test-support/a-catalogue';
import { OptionRows } from './option-rows';

describe('reading option rows', () => {
  async function setUp() {
    const catalogue = aCatalogue();
    const customiser = await catalogue.aCustomiser();
    const other = await catalogue.aCustomiser({ name: 'Other' });
    return { catalogue, customiser, other, rows: new OptionRows(catalogue.customisers, catalogue.rows) };
  }

  it('reads a row of the customiser’s family', async () => {
    const { catalogue, customiser, rows } = await setUp();
    const size = await catalogue.aRow(customiser, 'sizes', { name: 'Small' });
    await expect(catalogue.as(STORE, () => rows.get('sizes', customiser.id, size.id))).resolves.toEqual(size);
  });

  it('answers 404 naming the family for a row of another family, customiser or store', async () => {
    const { catalogue, customiser, other, rows } = await setUp();
    const size = await catalogue.aRow(customiser, 'sizes', { name: 'Small' });
    await expect(catalogue.as(STORE, () => rows.get('legacy-sizes', customiser.id, size.id))).rejects.toMatchObject({
      status: 404, code: 'resource_not_found', detail: 'No legacy fixed-height size with that id exists in this store.',
    });
    await expect(catalogue.as(STORE, () => rows.get('sizes', other.id, size.id))).rejects.toMatchObject({ status: 404 });
    await expect(catalogue.as(OTHER_STORE, () => rows.get('sizes', customiser.id, size.id))).rejects.toMatchObject({ status: 404 });
  });
});
