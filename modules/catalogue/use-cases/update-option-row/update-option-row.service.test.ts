import { aCatalogue, OTHER_STORE, STORE } from '../../test-support/a-catalogue';
import type { FamilySegment } from '../../domain/option-families';
import { UpdateOptionRowService } from './update-option-row.service';

const FILE_FIELD = { field_id: 'a0c5a3e2-5d0e-4a53-9a5c-6f0f3c1e2b01', name: 'Artwork', input_type: 'file' };
const TEXT_FIELD = { field_id: 'a0c5a3e2-5d0e-4a53-9a5c-6f0f3c1e2b02', name: 'Message', input_type: 'text' };
const SHAPE = { has_custom_shape: true, status: 'measured', failure_reason: null, measured_at: '2026-05-01T00:00:00.000Z' };

async function setUp() {
  const catalogue = aCatalogue();
  const service = new UpdateOptionRowService(catalogue.customisers, catalogue.rows, catalogue.checks, catalogue.effects);
  const customiser = await catalogue.aCustomiser();
  const update = (family: FamilySegment, rowId: number, patch: Record<string, unknown>) => catalogue.as(STORE, () => service.update(family, customiser.id, rowId, patch));
  return { catalogue, service, customiser, update };
}

describe('updating an option row', () => {
  it('merge-patches the writable attributes: named members change, objects merge, arrays replace, null clears', async () => {
    const { catalogue, customiser, update } = await setUp();
    const pricing = await catalogue.aCompleteRow(customiser, 'length-pricings', { name: 'Tube', rows: [{ price_per_cm: 1 }, { price_per_cm: 2 }] });
    const saved = await update('length-pricings', pricing.id, { shipping: { volumetric_divisor: 5000 }, rows: [{ price_per_cm: 3 }], name: 'Tube 2' });
    expect(saved.attributes).toMatchObject({
      name: 'Tube 2',
      shipping: { calculation: 'physical', volumetric_divisor: 5000, add_weight_to_product: false },
      rows: [{ length_limit_cm: null, price_per_cm: 3, base_price: 0 }],
    });
    const colour = await catalogue.aCompleteRow(customiser, 'colours', { name: 'Red', hexcode: '#ff0000' });
    await expect(update('colours', colour.id, { hexcode: null })).resolves.toMatchObject({ attributes: { hexcode: null } });
    expect(await catalogue.rows.find({ storeId: STORE, customiserId: customiser.id, family: 'length-pricings' }, pricing.id)).toEqual(saved);
    expect(catalogue.writes()).toEqual([
      { customiser_id: customiser.id, subject: 'length-pricings', subject_id: pricing.id, action: 'updated' },
      { customiser_id: customiser.id, subject: 'colours', subject_id: colour.id, action: 'updated' },
    ]);
  });

  it('checks the merged document as a create body is checked, and keeps the service-set attributes as they are', async () => {
    const { catalogue, customiser, update } = await setUp();
    const font = await catalogue.aCompleteRow(customiser, 'fonts', { name: 'Neon' });
    const fontFile = { has_font_file: true, family_name: 'Neon Script', ttf_url: 'https://files.example/neon.ttf' };
    await catalogue.rows.save({ ...font, attributes: { ...font.attributes, font_file: fontFile } });
    const saved = await update('fonts', font.id, { name: 'Neon 2' });
    expect(saved.attributes).toMatchObject({ name: 'Neon 2', font_file: fontFile });
    await expect(update('fonts', font.id, { name: null })).rejects.toMatchObject({ status: 422, code: 'validation_failed', errors: [{ pointer: '/name' }] });
    await expect(update('fonts', font.id, { kerning: 2 })).rejects.toMatchObject({ status: 422, code: 'unknown_field' });
    expect(await catalogue.rows.find({ storeId: STORE, customiserId: customiser.id, family: 'fonts' }, font.id)).toEqual(saved);
  });

  it('writes nothing and records nothing for a patch that changes nothing', async () => {
    const { catalogue, customiser, update } = await setUp();
    const colour = await catalogue.aCompleteRow(customiser, 'colours', { name: 'Red', hexcode: '#ff0000' });
    await expect(update('colours', colour.id, {})).resolves.toEqual(colour);
    await expect(update('colours', colour.id, { hexcode: '#ff0000' })).resolves.toEqual(colour);
    expect(catalogue.writes()).toEqual([]);
    expect(await catalogue.cache.generation(customiser.id)).toBe(0);
  });

  it('answers 404 naming the family for a row of another family, customiser or store', async () => {
    const { catalogue, service, customiser, update } = await setUp();
    const other = await catalogue.aCustomiser({ name: 'Other' });
    const theirs = await catalogue.aCompleteRow(other, 'colours', { name: 'Theirs' });
    const label = await catalogue.aCompleteRow(customiser, 'labels', { name: 'Label', text: 'Hello' });
    for (const id of [theirs.id, label.id]) {
      await expect(update('colours', id, { name: 'Mine' })).rejects.toMatchObject({ status: 404, code: 'resource_not_found', detail: 'No colour with that id exists in this store.' });
    }
    await expect(catalogue.as(OTHER_STORE, () => service.update('labels', customiser.id, label.id, { name: 'x' }))).rejects.toMatchObject({ status: 404 });
  });

  it('refuses references that name no row of this customiser, all of them at once, pointing at each', async () => {
    const { catalogue, customiser, update } = await setUp();
    const font = await catalogue.aCompleteRow(customiser, 'fonts', { name: 'Script' });
    const size = await catalogue.aCompleteRow(customiser, 'sizes', { name: 'Small' });
    const preset = await catalogue.aCompleteRow(customiser, 'presets', { name: 'P', font_id: font.id });
    await expect(update('presets', preset.id, { font_id: font.id + 1000, size_id: size.id, colour_id: size.id })).rejects.toMatchObject({
      status: 422,
      errors: [
        { pointer: '/colour_id', code: 'invalid', detail: `No colour ${size.id} in this customiser.` },
        { pointer: '/font_id', code: 'invalid', detail: `No font ${font.id + 1000} in this customiser.` },
      ],
    });
    await expect(update('presets', preset.id, { size_id: size.id })).resolves.toMatchObject({ attributes: { font_id: font.id, size_id: size.id } });
  });

  it('reads the customiser and the row once, checks every reference in one query, and saves once', async () => {
    const { catalogue, customiser, update } = await setUp();
    const font = await catalogue.aCompleteRow(customiser, 'fonts', { name: 'Script' });
    const colour = await catalogue.aCompleteRow(customiser, 'colours', { name: 'Red' });
    const size = await catalogue.aCompleteRow(customiser, 'sizes', { name: 'Small' });
    const preset = await catalogue.aCompleteRow(customiser, 'presets', { name: 'P' });
    const reads = { customisers: jest.spyOn(catalogue.customisers, 'find'), rows: jest.spyOn(catalogue.rows, 'find'), references: jest.spyOn(catalogue.rows, 'findAmong'), saves: jest.spyOn(catalogue.rows, 'save') };
    await update('presets', preset.id, { font_id: font.id, colour_id: colour.id, size_id: size.id });
    expect(reads.customisers).toHaveBeenCalledTimes(1);
    expect(reads.rows).toHaveBeenCalledTimes(1);
    expect(reads.references).toHaveBeenCalledTimes(1);
    expect(reads.references.mock.calls[0]![1]).toEqual(expect.arrayContaining([
      expect.objectContaining({ family: 'fonts', id: font.id }), expect.objectContaining({ family: 'sizes', id: size.id }), expect.objectContaining({ family: 'colours', id: colour.id }),
    ]));
    expect(reads.saves).toHaveBeenCalledTimes(1);
    expect(catalogue.writes()).toHaveLength(1);
  });

  describe('of a form', () => {
    it('clears the suppression of receivers it drops, keeps that of receivers it keeps, and resumes its emails', async () => {
      const { catalogue, customiser, update } = await setUp();
      const form = await catalogue.aCompleteRow(customiser, 'forms', { name: 'Quote', form_type: 'quote', recipient_emails: ['a@signs.example', 'b@signs.example'] });
      await catalogue.rows.save({ ...form, attributes: { ...form.attributes, emails_enabled: false, suppressed_emails: ['a@signs.example', 'b@signs.example'] } });
      const saved = await update('forms', form.id, { recipient_emails: ['B@signs.example', 'c@signs.example'] });
      expect(saved.attributes).toMatchObject({ recipient_emails: ['B@signs.example', 'c@signs.example'], suppressed_emails: ['b@signs.example'], emails_enabled: true });
    });

    it('keeps a file field on the AI sign designer fallback form, and lets other forms drop theirs', async () => {
      const { catalogue, customiser, update } = await setUp();
      const fallback = await catalogue.aCompleteRow(customiser, 'forms', { name: 'Fallback', form_type: 'custom_design', fields: [FILE_FIELD] });
      const plain = await catalogue.aCompleteRow(customiser, 'forms', { name: 'Plain', form_type: 'quote', fields: [FILE_FIELD] });
      await catalogue.settings.save(STORE, customiser.id, { ...(await catalogue.settings.get(customiser.id)), ai_designer_fallback_form_id: fallback.id });
      await expect(update('forms', fallback.id, { fields: [TEXT_FIELD] })).rejects.toMatchObject({ status: 422, code: 'fallback_form_requires_file_field' });
      await expect(update('forms', plain.id, { fields: [TEXT_FIELD] })).resolves.toMatchObject({ attributes: { fields: [TEXT_FIELD] } });
    });

    it('refuses to write a stored form of a type the API does not publish, and to move a form to one', async () => {
      const { catalogue, customiser, update } = await setUp();
      const quote = await catalogue.aCompleteRow(customiser, 'forms', { name: 'Quote', form_type: 'quote' });
      const legacy = await catalogue.aRow(customiser, 'forms', { ...quote.attributes, name: 'Newsletter', form_type: 'newsletter' });
      await expect(update('forms', legacy.id, { name: 'Renamed' })).rejects.toMatchObject({ status: 422, code: 'form_type_not_supported' });
      await expect(update('forms', quote.id, { form_type: 'newsletter' })).rejects.toMatchObject({ status: 422, code: 'form_type_not_supported' });
    });
  });

  describe('of a backboard', () => {
    it('lets a backboard keep its own name, and refuses the name of another', async () => {
      const { catalogue, customiser, update } = await setUp();
      const clear = await catalogue.aCompleteRow(customiser, 'backboards', { name: 'Clear' });
      const black = await catalogue.aCompleteRow(customiser, 'backboards', { name: 'Black' });
      await expect(update('backboards', clear.id, { name: 'CLEAR', base_price: 10 })).resolves.toMatchObject({ attributes: { name: 'CLEAR' } });
      await expect(update('backboards', black.id, { name: 'clear ' })).rejects.toMatchObject({ status: 422, errors: [{ pointer: '/name', code: 'taken' }] });
    });

    it('becomes a custom shape once it carries a shape, unless the customiser has a border margin', async () => {
      const { catalogue, customiser, update } = await setUp();
      const bare = await catalogue.aCompleteRow(customiser, 'backboards', { name: 'Bare' });
      const shapedRow = await catalogue.aCompleteRow(customiser, 'backboards', { name: 'Shaped' });
      const shaped = await catalogue.rows.save({ ...shapedRow, attributes: { ...shapedRow.attributes, geometry: SHAPE } });
      await expect(update('backboards', bare.id, { backboard_type: 'cutout' })).rejects.toMatchObject({ errors: [{ pointer: '/backboard_type', code: 'shape_required' }] });
      await catalogue.settings.save(STORE, customiser.id, { ...(await catalogue.settings.get(customiser.id)), border_margin_cm: 1 });
      await expect(update('backboards', shaped.id, { backboard_type: 'custom_shape' })).rejects.toMatchObject({ errors: [{ pointer: '/backboard_type', code: 'border_margin_configured' }] });
      await expect(update('backboards', shaped.id, { backboard_type: 'cutout' })).resolves.toMatchObject({ attributes: { backboard_type: 'cutout', geometry: SHAPE } });
    });
  });
});
