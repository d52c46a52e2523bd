import { aCatalogue, OTHER_STORE, STORE } from '../../test-support/a-catalogue';
import { defaultConfiguration } from '../../domain/letter-parts';
import { DeleteLetterPartSelectionService } from '../delete-letter-part-colour-selection/delete-letter-part-selection.service';
import { UpdateLetterPartSelectionService } from './update-letter-part-selection.service';

/** A neon letter type no longer declaring `halo`, whose halo selection is configured and holds red and blue. */
async function setUp() {
  const catalogue = aCatalogue();
  const service = new UpdateLetterPartSelectionService(catalogue.customisers, catalogue.rows, catalogue.selections, catalogue.effects);
  const customiser = await catalogue.aCustomiser();
  const letterType = await catalogue.aLetterType(customiser, { category: 'neon', letterParts: ['tube'] });
  const red = await catalogue.aRow(customiser, 'colours', { name: 'Red' });
  const blue = await catalogue.aRow(customiser, 'colours', { name: 'Blue' });
  const configuration = { ...defaultConfiguration('neon', 'halo'), name: 'Glow', lightsource: false, optional: true };
  await catalogue.aSelection(letterType, 'halo', { configuration, colourIds: [red.id, blue.id] });
  const patch = (body: Record<string, unknown>, part = 'halo') => catalogue.as(STORE, () => service.update(customiser.id, letterType.id, part, body));
  const stored = () => catalogue.selections.find(STORE, customiser.id, letterType.id, 'halo');
  return { catalogue, service, customiser, letterType, red, blue, patch, stored };
}

describe('reconfiguring a letter part’s selection (merge patch)', () => {
  it('changes the fields sent, leaves the others, replaces the bucket whole, and records one write', async () => {
    const { catalogue, customiser, letterType, blue, patch } = await setUp();
    const saved = await patch({ name: 'Soft glow', description: 'Around the letters', colour_ids: [blue.id] });
    expect(saved.configuration).toMatchObject({ name: 'Soft glow', description: 'Around the letters', lightsource: false, optional: true });
    expect(saved.colourIds).toEqual([blue.id]);
    expect(catalogue.writes()).toEqual([{ customiser_id: customiser.id, subject: 'letter-parts', subject_id: `${letterType.id}:halo`, action: 'updated' }]);
  });

  it('lets a client reset the configuration to its defaults and empty the bucket, after which the delete succeeds', async () => {
    const { catalogue, customiser, letterType, patch, stored } = await setUp();
    const remove = new DeleteLetterPartSelectionService(catalogue.customisers, catalogue.rows, catalogue.selections, catalogue.effects);
    const deleting = () => catalogue.as(STORE, () => remove.delete(customiser.id, letterType.id, 'halo'));
    await expect(deleting()).rejects.toMatchObject({ code: 'letter_part_not_deletable', members: { reason: 'configured_letter_part' } });
    await patch({ name: null, lightsource: true, optional: false });
    await expect(deleting()).rejects.toMatchObject({ code: 'resource_in_use', members: { reason: 'selection_not_empty' } });
    await patch({ colour_ids: [] });
    expect(await stored()).toMatchObject({ configuration: defaultConfiguration('neon', 'halo'), colourIds: [] });
    await expect(deleting()).resolves.toMatchObject({ letterPart: 'halo' });
  });

  it('writes nothing for a patch that changes nothing', async () => {
    const { catalogue, red, blue, patch } = await setUp();
    await patch({});
    await patch({ name: 'Glow', colour_ids: [red.id, blue.id] });
    expect(catalogue.writes()).toEqual([]);
  });

  it('holds the patch to the create’s rules: customer text, a lightbox border’s optionality, nulls and strict fields', async () => {
    const { catalogue, customiser, patch, stored } = await setUp();
    await expect(patch({ text_enabled: true })).rejects.toMatchObject({ status: 422, code: 'customer_text_not_supported' });
    await expect(patch({ lightsource: null })).rejects.toMatchObject({ status: 422, code: 'validation_failed', errors: [expect.objectContaining({ pointer: '/lightsource' })] });
    await expect(patch({ default_upload_image_url: 'https://files.example/x.png' })).rejects.toMatchObject({ errors: [expect.objectContaining({ pointer: '/default_upload_image_url', code: 'prohibited' })] });
    await expect(patch({ favourite: true })).rejects.toMatchObject({ status: 422 });
    const box = await catalogue.aLetterType(customiser, { category: 'lightbox_rectangle', letterParts: ['face'] });
    await catalogue.aSelection(box, 'border');
    const border = (body: Record<string, unknown>) => catalogue.as(STORE, () => new UpdateLetterPartSelectionService(catalogue.customisers, catalogue.rows, catalogue.selections, catalogue.effects).update(customiser.id, box.id, 'border', body));
    await expect(border({ optional: true })).rejects.toMatchObject({ code: 'field_not_used_by_letter_part' });
    await expect(border({ optional: null })).resolves.toMatchObject({ letterPart: 'border' });
    expect((await stored())!.configuration.name).toBe('Glow');
  });

  it('refuses colours that are not the customiser’s, and repeats, pointing into colour_ids', async () => {
    const { catalogue, customiser, red, patch } = await setUp();
    const other = await catalogue.aCustomiser({ name: 'Other' });
    const foreign = await catalogue.aRow(other, 'colours', { name: 'Elsewhere' });
    const extra = await catalogue.aRow(customiser, 'extras', { name: 'Not a colour' });
    await expect(patch({ colour_ids: [red.id, foreign.id, extra.id] })).rejects.toMatchObject({
      status: 422, code: 'validation_failed', errors: [expect.objectContaining({ pointer: '/colour_ids/1' }), expect.objectContaining({ pointer: '/colour_ids/2' })],
    });
    await expect(patch({ colour_ids: [red.id, red.id] })).rejects.toMatchObject({ errors: [expect.objectContaining({ pointer: '/colour_ids/1', code: 'invalid' })] });
  });

  it('keeps a colour that saved presets of the letter type use in the bucket: the 409 the colour-delete check gives', async () => {
    const { catalogue, customiser, letterType, red, blue, patch, stored } = await setUp();
    const preset = await catalogue.aRow(customiser, 'presets', { name: 'Red halo', colour_id: red.id, letter_type_id: letterType.id });
    await expect(patch({ colour_ids: [blue.id] })).rejects.toMatchObject({
      status: 409, code: 'resource_in_use', members: { reason: 'colour_used_by_presets', referenced_by: [{ type: 'preset', id: preset.id, name: 'Red halo' }] },
    });
    expect((await stored())!.colourIds).toEqual([red.id, blue.id]);
  });

  it('answers 404 for a part without a selection, and for a letter type of another store', async () => {
    const { catalogue, service, customiser, letterType, patch } = await setUp();
    await expect(patch({ name: 'X' }, 'outline')).rejects.toMatchObject({ status: 404 });
    await expect(catalogue.as(OTHER_STORE, () => service.update(customiser.id, letterType.id, 'halo', { name: 'X' }))).rejects.toMatchObject({ status: 404, code: 'resource_not_found' });
  });
});
