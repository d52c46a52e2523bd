import { DEFAULT_SETTINGS } from '../../domain/customiser-settings';
import { aCatalogue, OTHER_STORE, STORE } from '../../test-support/a-catalogue';
import { UpdateCustomiserSettingsService } from './update-customiser-settings.service';

const FILE_FIELD = { field_id: 'a0c5a3e2-5d0e-4a53-9a5c-6f0f3c1e2b01', name: 'Artwork', input_type: 'file' };
const TEXT_FIELD = { field_id: 'a0c5a3e2-5d0e-4a53-9a5c-6f0f3c1e2b02', name: 'Message', input_type: 'text' };

async function setUp() {
  const catalogue = aCatalogue();
  const service = new UpdateCustomiserSettingsService(catalogue.customisers, catalogue.settings, catalogue.checks, catalogue.effects);
  const customiser = await catalogue.aCustomiser();
  const other = await catalogue.aCustomiser({ name: 'Other' });
  const update = (patch: Record<string, unknown>) => catalogue.as(STORE, () => service.update(customiser.id, patch));
  return { catalogue, service, customiser, other, update };
}

describe('updating a customiser’s settings', () => {
  it('merge-patches the settings: named members change, the rest stay, null clears', async () => {
    const { catalogue, customiser, update } = await setUp();
    await update({ border_margin_cm: 2, style_words_by_font_only: true });
    const saved = await update({ border_margin_cm: null, cut_as_one_piece: true });
    expect(saved).toEqual({ ...DEFAULT_SETTINGS, border_margin_cm: null, style_words_by_font_only: true, cut_as_one_piece: true });
    expect(await catalogue.settings.get(customiser.id)).toEqual(saved);
  });

  it('checks the patch and the merged document, and saves nothing when either is refused', async () => {
    const { catalogue, customiser, update } = await setUp();
    await expect(update({ border_margin_cm: -1 })).rejects.toMatchObject({ status: 422, code: 'validation_failed', errors: [{ pointer: '/border_margin_cm' }] });
    await expect(update({ cut_as_one_piece: null })).rejects.toMatchObject({ status: 422, code: 'validation_failed', errors: [{ pointer: '/cut_as_one_piece' }] });
    await expect(update({ colour_theme: 'dark' })).rejects.toMatchObject({ status: 422, code: 'unknown_field' });
    expect(await catalogue.settings.get(customiser.id)).toEqual(DEFAULT_SETTINGS);
    expect(catalogue.writes()).toEqual([]);
  });

  it('leaves the flags that follow the selection mode to it', async () => {
    const { catalogue, customiser, update } = await setUp();
    await expect(update({ multiple_fonts: true })).rejects.toMatchObject({ status: 422, errors: [{ pointer: '/multiple_fonts', code: 'prohibited' }] });
    expect(await catalogue.settings.get(customiser.id)).toMatchObject({ multiple_fonts: false });
  });

  it('records the write and has the storefront configuration rebuilt after commit', async () => {
    const { catalogue, customiser, update } = await setUp();
    await update({ cut_as_one_piece: true });
    expect(catalogue.writes()).toEqual([{ customiser_id: customiser.id, subject: 'settings', subject_id: customiser.id, action: 'updated' }]);
    expect(await catalogue.cache.generation(customiser.id)).toBe(1);
  });

  it('accepts a fallback form of this customiser that keeps a file field', async () => {
    const { catalogue, customiser, update } = await setUp();
    const form = await catalogue.aRow(customiser, 'forms', { name: 'Send us your logo', form_type: 'custom_design', fields: [TEXT_FIELD, FILE_FIELD] });
    await expect(update({ ai_designer_fallback_form_id: form.id })).resolves.toMatchObject({ ai_designer_fallback_form_id: form.id });
  });

  it('refuses a fallback form that is not a form of this customiser', async () => {
    const { catalogue, customiser, other, update } = await setUp();
    const othersForm = await catalogue.aRow(other, 'forms', { name: 'Theirs', fields: [FILE_FIELD] });
    const notAForm = await catalogue.aRow(customiser, 'labels', { name: 'Label' });
    for (const id of [othersForm.id, notAForm.id]) {
      await expect(update({ ai_designer_fallback_form_id: id })).rejects.toMatchObject({
        status: 422, code: 'validation_failed', errors: [{ pointer: '/ai_designer_fallback_form_id', code: 'invalid', detail: `No form ${id} in this customiser.` }],
      });
    }
    expect(await catalogue.settings.get(customiser.id)).toMatchObject({ ai_designer_fallback_form_id: null });
  });

  it('refuses a fallback form without a file field', async () => {
    const { catalogue, customiser, update } = await setUp();
    const form = await catalogue.aRow(customiser, 'forms', { name: 'Call me', fields: [TEXT_FIELD] });
    await expect(update({ ai_designer_fallback_form_id: form.id })).rejects.toMatchObject({ status: 422, code: 'fallback_form_requires_file_field' });
  });

  it('accepts an icon length pricing of this customiser and refuses one of another', async () => {
    const { catalogue, customiser, other, update } = await setUp();
    const own = await catalogue.aRow(customiser, 'length-pricings', { name: 'Icons per cm' });
    const theirs = await catalogue.aRow(other, 'length-pricings', { name: 'Theirs' });
    await expect(update({ icon_length_pricing_id: own.id })).resolves.toMatchObject({ icon_length_pricing_id: own.id });
    await expect(update({ icon_length_pricing_id: theirs.id })).rejects.toMatchObject({
      status: 422, code: 'validation_failed', errors: [{ pointer: '/icon_length_pricing_id', code: 'invalid' }],
    });
    expect(await catalogue.settings.get(customiser.id)).toMatchObject({ icon_length_pricing_id: own.id });
  });

  it('reads the customiser and the settings once and finds the fallback form and icon length pricing in one query', async () => {
    const { catalogue, customiser, update } = await setUp();
    const form = await catalogue.aRow(customiser, 'forms', { name: 'Logo', fields: [FILE_FIELD] });
    const pricing = await catalogue.aRow(customiser, 'length-pricings', { name: 'Icons' });
    const reads = { customisers: jest.spyOn(catalogue.customisers, 'find'), settings: jest.spyOn(catalogue.settings, 'get'), rows: jest.spyOn(catalogue.rows, 'findAmong') };
    await update({ ai_designer_fallback_form_id: form.id, icon_length_pricing_id: pricing.id });
    expect([reads.customisers, reads.settings, reads.rows].map((spy) => spy.mock.calls.length)).toEqual([1, 1, 1]);
  });

  it('checks the fallback form and the icon length pricing together, naming every one that is wrong', async () => {
    const { catalogue, other, update } = await setUp();
    const theirForm = await catalogue.aRow(other, 'forms', { name: 'Theirs', fields: [FILE_FIELD] });
    const theirPricing = await catalogue.aRow(other, 'length-pricings', { name: 'Theirs' });
    await expect(update({ ai_designer_fallback_form_id: theirForm.id, icon_length_pricing_id: theirPricing.id })).rejects.toMatchObject({
      errors: [{ pointer: '/ai_designer_fallback_form_id' }, { pointer: '/icon_length_pricing_id' }],
    });
  });

  it('answers 404 for the settings of another store’s customiser', async () => {
    const { catalogue, service, customiser } = await setUp();
    await expect(catalogue.as(OTHER_STORE, () => service.update(customiser.id, { border_margin_cm: 1 }))).rejects.toMatchObject({ status: 404, code: 'resource_not_found' });
    expect(await catalogue.settings.get(customiser.id)).toMatchObject({ border_margin_cm: null });
  });
});
