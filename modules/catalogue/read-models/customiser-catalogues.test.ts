import { aCatalogue, OTHER_STORE, STORE } from '../test-support/a-catalogue';
import { CustomiserCatalogues } from './customiser-catalogues';

async function setUp() {
  const catalogue = aCatalogue();
  const catalogues = new CustomiserCatalogues(catalogue.customisers, catalogue.settings, catalogue.rows, catalogue.selections);
  const customiser = await catalogue.aCustomiser();
  return { catalogue, catalogues, customiser };
}

describe('reading a customiser’s whole catalogue', () => {
  it('reads the customiser, its settings, every row of every family and the selections of every letter type', async () => {
    const { catalogue, catalogues, customiser } = await setUp();
    await catalogue.settings.save(STORE, customiser.id, { ...(await catalogue.settings.get(customiser.id)), border_margin_cm: 2 });
    const red = await catalogue.aRow(customiser, 'colours', { name: 'Red' });
    const neon = await catalogue.aLetterType(customiser, { letterParts: ['tube'] });
    const lightbox = await catalogue.aLetterType(customiser, { category: 'lightbox_rectangle', letterParts: ['face'] });
    const tube = await catalogue.aSelection(neon, 'tube', { colourIds: [red.id] });
    const face = await catalogue.aSelection(lightbox, 'face');
    await catalogue.aRow(await catalogue.aCustomiser({ name: 'Other' }), 'colours', { name: 'Theirs' });
    const read = await catalogue.as(STORE, () => catalogues.read(customiser.id));
    expect(read).toEqual({
      customiser,
      settings: expect.objectContaining({ border_margin_cm: 2 }),
      rows: [red, neon, lightbox],
      letterPartSelections: [tube, face],
    });
  });

  it('answers 404 for a customiser of another store, as for an unknown one', async () => {
    const { catalogue, catalogues, customiser } = await setUp();
    await expect(catalogue.as(OTHER_STORE, () => catalogues.read(customiser.id))).rejects.toMatchObject({ status: 404, code: 'resource_not_found' });
  });

  it('names the customiser a row of a family belongs to, within the acting store only', async () => {
    const { catalogue, catalogues, customiser } = await setUp();
    const form = await catalogue.aRow(customiser, 'forms', { name: 'Quote' });
    await expect(catalogue.as(STORE, () => catalogues.customiserOf('forms', form.id))).resolves.toBe(customiser.id);
    await expect(catalogue.as(STORE, () => catalogues.customiserOf('labels', form.id))).resolves.toBeUndefined();
    await expect(catalogue.as(OTHER_STORE, () => catalogues.customiserOf('forms', form.id))).resolves.toBeUndefined();
  });
});
