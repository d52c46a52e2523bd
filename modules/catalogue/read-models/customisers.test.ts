import { aCatalogue, OTHER_STORE, STORE } from '../test-support/a-catalogue';
import { Customisers } from './customisers';

describe('reading a customiser', () => {
  async function setUp() {
    const catalogue = aCatalogue();
    return { catalogue, customiser: await catalogue.aCustomiser(), customisers: new Customisers(catalogue.customisers) };
  }

  it('reads a customiser of the acting store', async () => {
    const { catalogue, customiser, customisers } = await setUp();
    await expect(catalogue.as(STORE, () => customisers.get(customiser.id))).resolves.toEqual(customiser);
  });

  it('answers 404 for a customiser of another store', async () => {
    const { catalogue, customiser, customisers } = await setUp();
    await expect(catalogue.as(OTHER_STORE, () => customisers.get(customiser.id))).rejects.toMatchObject({ status: 404, code: 'resource_not_found' });
  });

  it('reads a customiser of a store named by its id, whichever store acts, and no other store’s', async () => {
    const { catalogue, customiser, customisers } = await setUp();
    await expect(catalogue.as(OTHER_STORE, () => customisers.ofStore(STORE, customiser.id))).resolves.toEqual(customiser);
    await expect(catalogue.as(STORE, () => customisers.ofStore(OTHER_STORE, customiser.id))).resolves.toBeUndefined();
  });
});
