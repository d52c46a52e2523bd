import { OTHER_STORE, STORE } from '../test-support/a-catalogue';
import { aLetterTypeWithSelections as setUp } from '../test-support/letter-part-selections';

describe('creating a letter part’s selection', () => {
  it('creates the selection with the category’s defaults, an empty bucket, and records the write', async () => {
    const { catalogue, customiser, letterType, create } = await setUp();
    const selection = await create('face');
    expect(selection).toMatchObject({
      storeId: STORE, customiserId: customiser.id, letterTypeId: letterType.id, letterPart: 'face', colourIds: [], shared: false, translations: {}, defaultUploadImageUrl: null,
      configuration: { optional: false, lightsource: true, custom_image: true, show_in_text_editor: true, text_enabled: false, name: null },
    });
    expect(await catalogue.selections.find(STORE, customiser.id, letterType.id, 'face')).toEqual(selection);
    expect(catalogue.writes()).toEqual([{ customiser_id: customiser.id, subject: 'letter-parts', subject_id: `${letterType.id}:face`, action: 'created' }]);
  });

  it('takes the fields given over the defaults, and the defaults for fields given as undefined', async () => {
    const { create } = await setUp();
    const selection = await create('face', { name: 'Front', text_enabled: true, lightsource: undefined });
    expect(selection!.configuration).toMatchObject({ name: 'Front', text_enabled: true, lightsource: true });
  });

  it('refuses a part the letter type does not declare, listing those it does', async () => {
    const { create } = await setUp();
    await expect(create('halo')).rejects.toMatchObject({
      status: 422, code: 'letter_part_not_declared', members: { declared_letter_parts: ['face', 'border', 'sides'] }, errors: [{ pointer: '/letter_part' }],
    });
  });

  it('refuses a second selection of the same part', async () => {
    const { create } = await setUp();
    await create('face');
    await expect(create('face')).rejects.toMatchObject({ status: 422, code: 'letter_part_taken' });
  });

  it('refuses customer text anywhere but a rectangle or cylinder lightbox’s face', async () => {
    const { create } = await setUp();
    await expect(create('sides', { text_enabled: true })).rejects.toMatchObject({ status: 422, code: 'customer_text_not_supported', errors: [{ pointer: '/text_enabled' }] });
    const neon = await setUp({ category: 'neon', letterParts: ['face'] });
    await expect(neon.create('face', { text_enabled: true })).rejects.toMatchObject({ status: 422, code: 'customer_text_not_supported' });
  });

  it('refuses optionality on a lightbox border', async () => {
    const { create } = await setUp();
    await expect(create('border', { optional: true, optional_label: 'No border' })).rejects.toMatchObject({
      status: 422, code: 'field_not_used_by_letter_part', members: { reason: 'lightbox_border_has_no_optionality' },
      errors: [{ pointer: '/optional' }, { pointer: '/optional_label' }],
    });
  });

  it('applies every rule on a dry run and writes nothing', async () => {
    const { catalogue, customiser, letterType, create } = await setUp();
    await expect(create('face', {}, { dryRun: true })).resolves.toBeUndefined();
    await expect(create('halo', {}, { dryRun: true })).rejects.toMatchObject({ code: 'letter_part_not_declared' });
    expect(await catalogue.selections.listByLetterType(STORE, customiser.id, letterType.id)).toEqual([]);
    expect(catalogue.writes()).toEqual([]);
  });

  it('answers 404 for a letter type of another customiser, a row of another family, or another store', async () => {
    const { catalogue, service, customiser, letterType } = await setUp();
    const other = await catalogue.aCustomiser({ name: 'Other' });
    const colour = await catalogue.aRow(customiser, 'colours', { name: 'Red' });
    await expect(catalogue.as(STORE, () => service.create(other.id, letterType.id, 'face', {}))).rejects.toMatchObject({ status: 404, detail: 'No letter type with that id exists in this store.' });
    await expect(catalogue.as(STORE, () => service.create(customiser.id, colour.id, 'face', {}))).rejects.toMatchObject({ status: 404, detail: 'No letter type with that id exists in this store.' });
    await expect(catalogue.as(OTHER_STORE, () => service.create(customiser.id, letterType.id, 'face', {}))).rejects.toMatchObject({ status: 404, code: 'resource_not_found' });
  });
});
