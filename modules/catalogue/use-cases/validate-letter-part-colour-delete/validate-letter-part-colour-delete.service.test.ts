import { aCatalogue, OTHER_STORE, STORE } from '../../test-support/a-catalogue';
import { ValidateLetterPartColourDeleteService } from './validate-letter-part-colour-delete.service';

async function setUp() {
  const catalogue = aCatalogue();
  const service = new ValidateLetterPartColourDeleteService(catalogue.customisers, catalogue.rows, catalogue.selections);
  const customiser = await catalogue.aCustomiser();
  const letterType = await catalogue.aLetterType(customiser, { letterParts: ['tube'] });
  const red = await catalogue.aRow(customiser, 'colours', { name: 'Red' });
  const blue = await catalogue.aRow(customiser, 'colours', { name: 'Blue' });
  await catalogue.aSelection(letterType, 'tube', { colourIds: [red.id, blue.id] });
  const validate = (colourId: number, part = 'tube') => catalogue.as(STORE, () => service.validate(customiser.id, letterType.id, part, colourId));
  return { catalogue, service, customiser, letterType, red, blue, validate };
}

describe('checking whether a colour may leave a letter part’s bucket', () => {
  it('allows a colour no saved preset uses with this letter type, and writes nothing', async () => {
    const { catalogue, customiser, letterType, red, blue, validate } = await setUp();
    const otherType = await catalogue.aLetterType(customiser, { letterParts: ['tube'] });
    await catalogue.aRow(customiser, 'presets', { name: 'Other letters', colour_id: red.id, letter_type_id: otherType.id });
    await expect(validate(red.id)).resolves.toBeUndefined();
    expect(await catalogue.selections.find(STORE, customiser.id, letterType.id, 'tube')).toMatchObject({ colourIds: [red.id, blue.id] });
    expect(catalogue.writes()).toEqual([]);
  });

  it('refuses with the 409 a removal would give, naming the presets that use the colour with this letter type', async () => {
    const { catalogue, customiser, letterType, red, validate } = await setUp();
    const preset = await catalogue.aRow(customiser, 'presets', { name: 'Red tube', colour_id: red.id, letter_type_id: letterType.id });
    await expect(validate(red.id)).rejects.toMatchObject({
      status: 409, code: 'resource_in_use', members: { reason: 'colour_used_by_presets', referenced_by: [{ type: 'preset', id: preset.id, name: 'Red tube' }], referenced_by_count: 1 },
    });
  });

  it('answers 404 for a colour the bucket does not hold, or a part without a selection', async () => {
    const { catalogue, customiser, red, validate } = await setUp();
    const green = await catalogue.aRow(customiser, 'colours', { name: 'Green' });
    await expect(validate(green.id)).rejects.toMatchObject({ status: 404, detail: 'No colour in this letter part with that id exists in this store.' });
    await expect(validate(red.id, 'halo')).rejects.toMatchObject({ status: 404 });
  });

  it('answers 404 for a letter type of another store', async () => {
    const { catalogue, service, customiser, letterType, red } = await setUp();
    await expect(catalogue.as(OTHER_STORE, () => service.validate(customiser.id, letterType.id, 'tube', red.id))).rejects.toMatchObject({ status: 404, code: 'resource_not_found' });
  });
});
