import { aCatalogue, OTHER_STORE, STORE } from '../../test-support/a-catalogue';
import { defaultConfiguration } from '../../domain/letter-parts';
import { DeleteOptionRowService } from './delete-option-row.service';
import { ReferenceCheck } from '../../application/reference-check';

async function setUp() {
  const catalogue = aCatalogue();
  const service = new DeleteOptionRowService(catalogue.customisers, catalogue.rows, catalogue.references, catalogue.effects);
  const customiser = await catalogue.aCustomiser();
  const colours = { storeId: STORE, customiserId: customiser.id, family: 'colours' as const };
  return { catalogue, service, customiser, colours };
}

describe('deleting an option row', () => {
  it('removes an unreferenced row for good, hands it back for the receipt, and records the write', async () => {
    const { catalogue, service, customiser, colours } = await setUp();
    const red = await catalogue.aRow(customiser, 'colours', { name: 'Red' });
    await expect(catalogue.as(STORE, () => service.delete('colours', customiser.id, red.id))).resolves.toEqual(red);
    expect(await catalogue.rows.find(colours, red.id)).toBeUndefined();
    expect(catalogue.writes()).toEqual([{ customiser_id: customiser.id, subject: 'colours', subject_id: red.id, action: 'deleted' }]);
    expect(await catalogue.cache.generation(customiser.id)).toBe(1);
  });

  it('refuses while option rows reference it, naming every one of them, and keeps it', async () => {
    const { catalogue, service, customiser, colours } = await setUp();
    const red = await catalogue.aRow(customiser, 'colours', { name: 'Red' });
    const preset = await catalogue.aRow(customiser, 'presets', { name: 'Red neon', colour_id: red.id });
    const extra = await catalogue.aRow(customiser, 'extras', { name: 'Remote', colour_ids: [7, red.id] });
    const jacket = await catalogue.aRow(customiser, 'jackets', { excluded_colour_ids: [red.id] });
    await expect(catalogue.as(STORE, () => service.delete('colours', customiser.id, red.id))).rejects.toMatchObject({
      status: 409,
      code: 'resource_in_use',
      members: {
        referenced_by_count: 3,
        referenced_by: expect.arrayContaining([
          { type: 'preset', id: preset.id, name: 'Red neon' },
          { type: 'extra', id: extra.id, name: 'Remote' },
          { type: 'jacket', id: jacket.id, name: null },
        ]),
      },
    });
    expect(await catalogue.rows.find(colours, red.id)).toEqual(red);
    expect(catalogue.writes()).toEqual([]);
  });

  it('refuses while another context’s finder names the row (pricing rows pricing a size), naming them, and keeps it', async () => {
    const catalogue = aCatalogue();
    const pricingRows = { context: 'pricing', find: async () => [{ type: 'base_pricing_row', id: 3, name: 'base pricing' }, { type: 'price_list_row', id: 501, name: 'Standard letters' }] };
    const service = new DeleteOptionRowService(catalogue.customisers, catalogue.rows, new ReferenceCheck([pricingRows]), catalogue.effects);
    const customiser = await catalogue.aCustomiser();
    const size = await catalogue.aRow(customiser, 'sizes', { name: 'Huge' });
    await expect(catalogue.as(STORE, () => service.delete('sizes', customiser.id, size.id))).rejects.toMatchObject({
      status: 409,
      code: 'resource_in_use',
      members: { referenced_by_count: 2, referenced_by: [{ type: 'base_pricing_row', id: 3, name: 'base pricing' }, { type: 'price_list_row', id: 501, name: 'Standard letters' }] },
    });
    expect(await catalogue.rows.find({ storeId: STORE, customiserId: customiser.id, family: 'sizes' }, size.id)).toEqual(size);
    expect(catalogue.writes()).toEqual([]);
  });

  it('refuses to delete a colour a letter part’s bucket holds', async () => {
    const { catalogue, service, customiser } = await setUp();
    const red = await catalogue.aRow(customiser, 'colours', { name: 'Red' });
    const letterType = await catalogue.aLetterType(customiser, { letterParts: ['tube'] });
    await catalogue.aSelection(letterType, 'tube', { colourIds: [red.id] });
    await expect(catalogue.as(STORE, () => service.delete('colours', customiser.id, red.id))).rejects.toMatchObject({
      status: 409, members: { referenced_by: [{ type: 'letter_part_colour_selection', id: letterType.id, name: 'tube', letter_type_id: letterType.id, letter_part: 'tube' }] },
    });
  });

  it('refuses to delete a letter type while its parts hold selections', async () => {
    const { catalogue, service, customiser } = await setUp();
    const letterType = await catalogue.aLetterType(customiser, { category: 'lightbox_rectangle', letterParts: ['face', 'border'] });
    await catalogue.aSelection(letterType, 'face', { configuration: { ...defaultConfiguration('lightbox_rectangle', 'face'), name: 'Front' } });
    await catalogue.aSelection(letterType, 'border');
    await expect(catalogue.as(STORE, () => service.delete('letter-types', customiser.id, letterType.id))).rejects.toMatchObject({
      status: 409,
      members: {
        referenced_by_count: 2,
        referenced_by: expect.arrayContaining([
          { type: 'letter_part_colour_selection', id: letterType.id, name: 'Front', letter_type_id: letterType.id, letter_part: 'face' },
          { type: 'letter_part_colour_selection', id: letterType.id, name: 'border', letter_type_id: letterType.id, letter_part: 'border' },
        ]),
      },
    });
  });

  it('refuses to delete the form and the length pricing the settings name', async () => {
    const { catalogue, service, customiser } = await setUp();
    const form = await catalogue.aRow(customiser, 'forms', { name: 'Fallback' });
    const pricing = await catalogue.aRow(customiser, 'length-pricings', { name: 'Icons' });
    await catalogue.settings.save(STORE, customiser.id, { ...(await catalogue.settings.get(customiser.id)), ai_designer_fallback_form_id: form.id, icon_length_pricing_id: pricing.id });
    await expect(catalogue.as(STORE, () => service.delete('forms', customiser.id, form.id))).rejects.toMatchObject({
      status: 409, members: { referenced_by: [{ type: 'customiser_settings', id: customiser.id, name: 'AI sign designer fallback form' }] },
    });
    await expect(catalogue.as(STORE, () => service.delete('length-pricings', customiser.id, pricing.id))).rejects.toMatchObject({
      status: 409, members: { referenced_by: [{ type: 'customiser_settings', id: customiser.id, name: 'icon pricing' }] },
    });
  });

  it('does not count references held by another customiser', async () => {
    const { catalogue, service, customiser } = await setUp();
    const other = await catalogue.aCustomiser({ name: 'Other' });
    const red = await catalogue.aRow(customiser, 'colours', { name: 'Red' });
    await catalogue.aRow(other, 'presets', { name: 'Theirs', colour_id: red.id });
    await expect(catalogue.as(STORE, () => service.delete('colours', customiser.id, red.id))).resolves.toEqual(red);
  });

  it('answers 404 for a row of another family or store, and deletes nothing', async () => {
    const { catalogue, service, customiser, colours } = await setUp();
    const red = await catalogue.aRow(customiser, 'colours', { name: 'Red' });
    await expect(catalogue.as(STORE, () => service.delete('labels', customiser.id, red.id))).rejects.toMatchObject({ status: 404, detail: 'No label with that id exists in this store.' });
    await expect(catalogue.as(OTHER_STORE, () => service.delete('colours', customiser.id, red.id))).rejects.toMatchObject({ status: 404, code: 'resource_not_found' });
    expect(await catalogue.rows.find(colours, red.id)).toEqual(red);
  });
});
