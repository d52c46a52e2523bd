import { aCatalogue, OTHER_STORE, STORE } from '../../test-support/a-catalogue';
import type { LetterPartSelection } from '../../domain/letter-part-selection';
import { defaultConfiguration } from '../../domain/letter-parts';
import { DeleteLetterPartSelectionService } from './delete-letter-part-selection.service';

/** A letter type whose `halo` part holds a selection but is no longer declared: the only part that may go. */
async function setUp(selection: Partial<LetterPartSelection> = {}) {
  const catalogue = aCatalogue();
  const service = new DeleteLetterPartSelectionService(catalogue.customisers, catalogue.rows, catalogue.selections, catalogue.effects);
  const customiser = await catalogue.aCustomiser();
  const letterType = await catalogue.aLetterType(customiser, { category: 'neon', letterParts: ['tube', 'halo'] });
  await catalogue.aSelection(letterType, 'tube');
  const halo = await catalogue.aSelection(letterType, 'halo', selection);
  await catalogue.rows.save({ ...letterType, attributes: { ...letterType.attributes, letter_parts: ['tube'] } });
  const remove = (part: string) => catalogue.as(STORE, () => service.delete(customiser.id, letterType.id, part));
  const stored = (part: string) => catalogue.selections.find(STORE, customiser.id, letterType.id, part);
  return { catalogue, service, customiser, letterType, halo, remove, stored };
}

describe('deleting a letter part’s selection', () => {
  it('deletes an undeclared part’s selection left at its defaults, hands it back, and records the write', async () => {
    const { catalogue, customiser, letterType, halo, remove, stored } = await setUp();
    await expect(remove('halo')).resolves.toEqual(halo);
    expect(await stored('halo')).toBeUndefined();
    expect(catalogue.writes()).toEqual([{ customiser_id: customiser.id, subject: 'letter-parts', subject_id: `${letterType.id}:halo`, action: 'deleted' }]);
  });

  it('refuses while the letter type still declares the part', async () => {
    const { remove, stored } = await setUp();
    await expect(remove('tube')).rejects.toMatchObject({ status: 422, code: 'letter_part_not_deletable', members: { reason: 'letter_part_declared' } });
    expect(await stored('tube')).toBeDefined();
  });

  it.each([
    ['configured away from its defaults', { configuration: { ...defaultConfiguration('neon', 'halo'), name: 'Glow' } }],
    ['carrying an uploaded image', { defaultUploadImageUrl: 'https://files.signwright.example/halo.png' }],
  ])('refuses while the part is %s', async (_case, selection) => {
    const { remove, stored } = await setUp(selection);
    await expect(remove('halo')).rejects.toMatchObject({ status: 422, code: 'letter_part_not_deletable', members: { reason: 'configured_letter_part' } });
    expect(await stored('halo')).toBeDefined();
  });

  it.each([
    ['holds colours', { colourIds: [11, 12] }, 'selection_not_empty', [{ type: 'colour', id: 11, name: null }, { type: 'colour', id: 12, name: null }]],
    ['is shared', { shared: true }, 'selection_shared', []],
    ['has translated copy', { translations: { de: { name: 'Leuchten' } } }, 'selection_translated', []],
  ])('refuses with 409 while the selection %s', async (_case, selection, reason, referencedBy) => {
    const { catalogue, remove, stored } = await setUp(selection);
    await expect(remove('halo')).rejects.toMatchObject({ status: 409, code: 'resource_in_use', members: { reason, referenced_by: referencedBy } });
    expect(await stored('halo')).toBeDefined();
    expect(catalogue.writes()).toEqual([]);
  });

  it('names each colour still in the bucket by its real name in the 409', async () => {
    const { catalogue, customiser, letterType, remove } = await setUp();
    const red = await catalogue.aRow(customiser, 'colours', { name: 'Red' });
    const ice = await catalogue.aRow(customiser, 'colours', { name: 'Ice blue' });
    await catalogue.selections.setBucket(STORE, letterType.id, 'halo', { colourIds: [ice.id, red.id] });
    await expect(remove('halo')).rejects.toMatchObject({
      status: 409,
      members: { reason: 'selection_not_empty', referenced_by: [{ type: 'colour', id: ice.id, name: 'Ice blue' }, { type: 'colour', id: red.id, name: 'Red' }], referenced_by_count: 2 },
    });
  });

  it('answers 404 for a part without a selection, and for a letter type of another store', async () => {
    const { catalogue, service, customiser, letterType, remove } = await setUp();
    await expect(remove('outline')).rejects.toMatchObject({ status: 404, detail: 'No letter-part colour selection with that id exists in this store.' });
    await expect(catalogue.as(OTHER_STORE, () => service.delete(customiser.id, letterType.id, 'halo'))).rejects.toMatchObject({ status: 404, code: 'resource_not_found' });
  });
});
