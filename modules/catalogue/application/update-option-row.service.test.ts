import { Problems } from '../../../shared-kernel/problems/problems';
import { aCatalogue, OTHER_STORE, STORE } from '../test-support/a-catalogue';
import type { FamilySegment } from '../domain/option-families';
import { UpdateOptionRowService, type FullDocumentValidation } from './update-option-row.service';

const FILE_FIELD = { field_id: 'a0c5a3e2-5d0e-4a53-9a5c-6f0f3c1e2b01', name: 'Artwork', input_type: 'file' };
const TEXT_FIELD = { field_id: 'a0c5a3e2-5d0e-4a53-9a5c-6f0f3c1e2b02', name: 'Message', input_type: 'text' };
const SHAPE = { has_custom_shape: true, status: 'measured', failure_reason: null, measured_at: '2026-05-01T00:00:00.000Z' };

/** What the HTTP adapter's full-document validation hands back for a valid document: the document itself. */
const asValidated: FullDocumentValidation = (merged) => merged as Record<string, unknown>;

async function setUp() {
  const catalogue = aCatalogue();
  const service = new UpdateOptionRowService(catalogue.customisers, catalogue.rows, catalogue.rules, catalogue.effects);
  const customiser = await catalogue.aCustomiser();
  const update = (family: FamilySegment, rowId: number, patch: Record<string, unknown>, validate = asValidated) =>
    catalogue.as(STORE, () => service.update(family, customiser.id, rowId, patch, validate));
  return { catalogue, service, customiser, update };
}

describe('updating an option row', () => {
  it('merge-patches the writable attributes: named members change, objects merge, arrays replace, null clears', async () => {
    const { catalogue, customiser, update } = await setUp();
    const colour = await catalogue.aRow(customiser, 'colours', { name: 'Red', hex: '#f00', price: { amount: 100, per: 'letter' }, tags: ['warm', 'bright'], note: 'x' });
    const saved = await update('colours', colour.id, { price: { amount: 150 }, tags: ['hot'], note: null });
    expect(saved.attributes).toEqual({ name: 'Red', hex: '#f00', price: { amount: 150, per: 'letter' }, tags: ['hot'], note: null });
    expect(await catalogue.rows.find({ storeId: STORE, customiserId: customiser.id, family: 'colours' }, colour.id)).toEqual(saved);
    expect(catalogue.writes()).toEqual([{ customiser_id: customiser.id, subject: 'colours', subject_id: colour.id, action: 'updated' }]);
  });

  it('validates the writable attributes only, and keeps the service-set ones as they are', async () => {
    const { catalogue, customiser, update } = await setUp();
    const fontFile = { has_font_file: true, family_name: 'Neon Script', ttf_url: 'https://files.example/neon.ttf' };
    const font = await catalogue.aRow(customiser, 'fonts', { name: 'Neon', font_file: fontFile });
    const seen: unknown[] = [];
    const saved = await update('fonts', font.id, { name: 'Neon 2' }, (merged) => {
      seen.push(merged);
      return merged as Record<string, unknown>;
    });
    expect(seen).toEqual([{ name: 'Neon 2' }]);
    expect(saved.attributes).toEqual({ name: 'Neon 2', font_file: fontFile });
  });

  it('writes nothing and records nothing for a patch that changes nothing', async () => {
    const { catalogue, customiser, update } = await setUp();
    const colour = await catalogue.aRow(customiser, 'colours', { name: 'Red', hex: '#f00' });
    await expect(update('colours', colour.id, {})).resolves.toEqual(colour);
    await expect(update('colours', colour.id, { hex: '#f00' })).resolves.toEqual(colour);
    expect(catalogue.writes()).toEqual([]);
    expect(await catalogue.cache.generation(customiser.id)).toBe(0);
  });

  it('writes nothing when the validation refuses the merged document', async () => {
    const { catalogue, customiser, update } = await setUp();
    const colour = await catalogue.aRow(customiser, 'colours', { name: 'Red' });
    const refuse: FullDocumentValidation = () => {
      throw Problems.validationFailed([{ pointer: '/name', code: 'required', detail: 'Required.' }]);
    };
    await expect(update('colours', colour.id, { name: null }, refuse)).rejects.toMatchObject({ status: 422, code: 'validation_failed' });
    expect(await catalogue.rows.find({ storeId: STORE, customiserId: customiser.id, family: 'colours' }, colour.id)).toEqual(colour);
  });

  it('answers 404 naming the family for a row of another family, customiser or store', async () => {
    const { catalogue, service, customiser, update } = await setUp();
    const other = await catalogue.aCustomiser({ name: 'Other' });
    const theirs = await catalogue.aRow(other, 'colours', { name: 'Theirs' });
    const label = await catalogue.aRow(customiser, 'labels', { name: 'Label' });
    for (const id of [theirs.id, label.id]) {
      await expect(update('colours', id, { name: 'Mine' })).rejects.toMatchObject({ status: 404, code: 'resource_not_found', detail: 'No colour with that id exists in this store.' });
    }
    await expect(catalogue.as(OTHER_STORE, () => service.update('labels', customiser.id, label.id, { name: 'x' }, asValidated))).rejects.toMatchObject({ status: 404 });
  });

  it('refuses a reference the patch points at a row that is not of this customiser', async () => {
    const { catalogue, customiser, update } = await setUp();
    const font = await catalogue.aRow(customiser, 'fonts', { name: 'Script' });
    const preset = await catalogue.aRow(customiser, 'presets', { name: 'P', font_id: font.id });
    await expect(update('presets', preset.id, { font_id: font.id + 1000 })).rejects.toMatchObject({ status: 422, errors: [{ pointer: '/font_id', code: 'invalid' }] });
  });

  describe('of a form', () => {
    it('clears the suppression of receivers it drops, keeps that of receivers it keeps, and resumes its emails', async () => {
      const { catalogue, customiser, update } = await setUp();
      const form = await catalogue.aRow(customiser, 'forms', {
        name: 'Quote', form_type: 'quote', fields: [], recipient_emails: ['a@signs.example', 'b@signs.example'],
        emails_enabled: false, suppressed_emails: ['a@signs.example', 'b@signs.example'],
      });
      const saved = await update('forms', form.id, { recipient_emails: ['B@signs.example', 'c@signs.example'] });
      expect(saved.attributes).toMatchObject({ recipient_emails: ['B@signs.example', 'c@signs.example'], suppressed_emails: ['b@signs.example'], emails_enabled: true });
    });

    it('keeps a file field on the AI sign designer fallback form, and lets other forms drop theirs', async () => {
      const { catalogue, customiser, update } = await setUp();
      const fallback = await catalogue.aRow(customiser, 'forms', { name: 'Fallback', form_type: 'custom_design', fields: [FILE_FIELD] });
      const plain = await catalogue.aRow(customiser, 'forms', { name: 'Plain', form_type: 'quote', fields: [FILE_FIELD] });
      await catalogue.settings.save(STORE, customiser.id, { ...(await catalogue.settings.get(customiser.id)), ai_designer_fallback_form_id: fallback.id });
      await expect(update('forms', fallback.id, { fields: [TEXT_FIELD] })).rejects.toMatchObject({ status: 422, code: 'fallback_form_requires_file_field' });
      await expect(update('forms', plain.id, { fields: [TEXT_FIELD] })).resolves.toMatchObject({ attributes: { fields: [TEXT_FIELD] } });
    });

    it('refuses to write a stored form of a type the API does not publish, and to move a form to one', async () => {
      const { catalogue, customiser, update } = await setUp();
      const legacy = await catalogue.aRow(customiser, 'forms', { name: 'Newsletter', form_type: 'newsletter', fields: [] });
      const quote = await catalogue.aRow(customiser, 'forms', { name: 'Quote', form_type: 'quote', fields: [] });
      await expect(update('forms', legacy.id, { name: 'Renamed' })).rejects.toMatchObject({ status: 422, code: 'form_type_not_supported' });
      await expect(update('forms', quote.id, { form_type: 'newsletter' })).rejects.toMatchObject({ status: 422, code: 'form_type_not_supported' });
    });
  });

  describe('of a backboard', () => {
    it('lets a backboard keep its own name, and refuses the name of another', async () => {
      const { catalogue, customiser, update } = await setUp();
      const clear = await catalogue.aRow(customiser, 'backboards', { name: 'Clear', backboard_type: 'rectangle' });
      const black = await catalogue.aRow(customiser, 'backboards', { name: 'Black', backboard_type: 'rectangle' });
      await expect(update('backboards', clear.id, { name: 'CLEAR', price: 10 })).resolves.toMatchObject({ attributes: { name: 'CLEAR' } });
      await expect(update('backboards', black.id, { name: 'clear ' })).rejects.toMatchObject({ status: 422, errors: [{ pointer: '/name', code: 'taken' }] });
    });

    it('becomes a custom shape once it carries a shape, unless the customiser has a border margin', async () => {
      const { catalogue, customiser, update } = await setUp();
      const bare = await catalogue.aRow(customiser, 'backboards', { name: 'Bare', backboard_type: 'rectangle', geometry: { has_custom_shape: false } });
      const shaped = await catalogue.aRow(customiser, 'backboards', { name: 'Shaped', backboard_type: 'rectangle', geometry: SHAPE });
      await expect(update('backboards', bare.id, { backboard_type: 'cutout' })).rejects.toMatchObject({ errors: [{ pointer: '/backboard_type', code: 'shape_required' }] });
      await catalogue.settings.save(STORE, customiser.id, { ...(await catalogue.settings.get(customiser.id)), border_margin_cm: 1 });
      await expect(update('backboards', shaped.id, { backboard_type: 'custom_shape' })).rejects.toMatchObject({ errors: [{ pointer: '/backboard_type', code: 'border_margin_configured' }] });
      await expect(update('backboards', shaped.id, { backboard_type: 'cutout' })).resolves.toMatchObject({ attributes: { backboard_type: 'cutout', geometry: SHAPE } });
    });
  });
});
