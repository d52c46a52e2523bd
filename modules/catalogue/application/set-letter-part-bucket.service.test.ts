import { aCatalogue, OTHER_STORE, STORE } from '../test-support/a-catalogue';
import { SetLetterPartBucketService } from './set-letter-part-bucket.service';

async function setUp() {
  const catalogue = aCatalogue();
  const service = new SetLetterPartBucketService(catalogue.customisers, catalogue.rows, catalogue.selections);
  const customiser = await catalogue.aCustomiser();
  const letterType = await catalogue.aLetterType(customiser, { letterParts: ['tube'] });
  await catalogue.aSelection(letterType, 'tube');
  const red = await catalogue.aRow(customiser, 'colours', { name: 'Red' });
  const blue = await catalogue.aRow(customiser, 'colours', { name: 'Blue' });
  const fill = (bucket: { colourIds: number[]; shared?: boolean; translations?: Record<string, unknown> }, part = 'tube') =>
    catalogue.as(STORE, () => service.set(customiser.id, letterType.id, part, bucket));
  const stored = () => catalogue.selections.find(STORE, customiser.id, letterType.id, 'tube');
  return { catalogue, service, customiser, letterType, red, blue, fill, stored };
}

describe('filling a letter part’s colour bucket', () => {
  it('fills the bucket with colours of the customiser, marking it shared and translated as asked', async () => {
    const { red, blue, fill, stored } = await setUp();
    await fill({ colourIds: [red.id, blue.id], shared: true, translations: { de: { name: 'Röhre' } } });
    expect(await stored()).toMatchObject({ colourIds: [red.id, blue.id], shared: true, translations: { de: { name: 'Röhre' } } });
  });

  it('replaces the bucket whole: unshared and untranslated unless said again', async () => {
    const { red, blue, fill, stored } = await setUp();
    await fill({ colourIds: [red.id], shared: true, translations: { de: {} } });
    await fill({ colourIds: [blue.id] });
    expect(await stored()).toMatchObject({ colourIds: [blue.id], shared: false, translations: {} });
  });

  it('accepts a colour named twice as one colour of the customiser', async () => {
    const { red, fill, stored } = await setUp();
    await fill({ colourIds: [red.id, red.id] });
    expect((await stored())!.colourIds).toEqual([red.id, red.id]);
  });

  it('refuses a colour that is not a colour of this customiser and leaves the bucket as it was', async () => {
    const { catalogue, customiser, red, fill, stored } = await setUp();
    const other = await catalogue.aCustomiser({ name: 'Other' });
    const theirs = await catalogue.aRow(other, 'colours', { name: 'Theirs' });
    const label = await catalogue.aRow(customiser, 'labels', { name: 'Not a colour' });
    for (const stranger of [theirs.id, label.id, 4242]) {
      await expect(fill({ colourIds: [red.id, stranger] })).rejects.toMatchObject({ status: 422, code: 'validation_failed', errors: [{ pointer: '/colour_ids', code: 'invalid' }] });
    }
    expect((await stored())!.colourIds).toEqual([]);
  });

  it('answers 404 for a part without a selection, and for a customiser of another store', async () => {
    const { catalogue, service, customiser, letterType, red, fill } = await setUp();
    await expect(fill({ colourIds: [red.id] }, 'halo')).rejects.toMatchObject({ status: 404, code: 'resource_not_found' });
    await expect(catalogue.as(OTHER_STORE, () => service.set(customiser.id, letterType.id, 'tube', { colourIds: [] }))).rejects.toMatchObject({ status: 404 });
  });
});
