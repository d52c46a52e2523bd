import { aCatalogue, OTHER_STORE, STORE } from '../test-support/a-catalogue';
import { CreateOptionRowService } from './create-option-row.service';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

async function setUp() {
  const catalogue = aCatalogue();
  const service = new CreateOptionRowService(catalogue.customisers, catalogue.rows, catalogue.checks, catalogue.effects);
  const customiser = await catalogue.aCustomiser();
  const other = await catalogue.aCustomiser({ name: 'Other' });
  return { catalogue, service, customiser, other };
}

describe('creating an option row', () => {
  it('creates the row in the customiser’s family and records the write for the storefront and the language sync', async () => {
    const { catalogue, service, customiser } = await setUp();
    const row = await catalogue.as(STORE, () => service.create('colours', customiser.id, { name: 'Warm white', hexcode: '#fff4e0' }));
    expect(row).toMatchObject({ storeId: STORE, customiserId: customiser.id, family: 'colours', attributes: { name: 'Warm white', hexcode: '#fff4e0', colour_type: 'single', base_price: 0 } });
    expect(await catalogue.rows.listAll({ storeId: STORE, customiserId: customiser.id, family: 'colours' })).toEqual([row]);
    expect(catalogue.writes()).toEqual([{ customiser_id: customiser.id, subject: 'colours', subject_id: row!.id, action: 'created' }]);
    expect(await catalogue.cache.generation(customiser.id)).toBe(1);
  });

  it('checks the body strictly, refusing what the family does not have, and writes nothing then', async () => {
    const { catalogue, service, customiser } = await setUp();
    await expect(catalogue.as(STORE, () => service.create('colours', customiser.id, { name: 'Red', hex: '#ff0000' }))).rejects.toMatchObject({ status: 422, code: 'unknown_field' });
    await expect(catalogue.as(STORE, () => service.create('colours', customiser.id, { hexcode: '#ff0000' }))).rejects.toMatchObject({ status: 422, errors: [{ pointer: '/name', code: 'required' }] });
    expect(await catalogue.rows.listByCustomiser(STORE, customiser.id)).toEqual([]);
  });

  it('starts the service-set attributes of a family at their initial values', async () => {
    const { catalogue, service, customiser } = await setUp();
    const font = await catalogue.as(STORE, () => service.create('fonts', customiser.id, { name: 'Neon Script' }));
    expect(font!.attributes).toMatchObject({ name: 'Neon Script', stencil_safe: false, font_file: { has_font_file: false, family_name: null, ttf_url: null } });
    const language = await catalogue.as(STORE, () => service.create('languages', customiser.id, { name: 'Deutsch', code: 'de' }));
    expect(language!.attributes).toMatchObject({ missing_translations: 0, synced_at: null });
  });

  it('applies every rule on a dry run and writes nothing', async () => {
    const { catalogue, service, customiser } = await setUp();
    await expect(catalogue.as(STORE, () => service.create('colours', customiser.id, { name: 'Red' }, { dryRun: true }))).resolves.toBeUndefined();
    await expect(catalogue.as(STORE, () => service.create('presets', customiser.id, { name: 'P', font_id: 999 }, { dryRun: true }))).rejects.toMatchObject({
      status: 422, code: 'validation_failed',
    });
    expect(await catalogue.rows.listByCustomiser(STORE, customiser.id)).toEqual([]);
    expect(catalogue.writes()).toEqual([]);
  });

  it('refuses references to rows that are not of this customiser, pointing at each one', async () => {
    const { catalogue, service, customiser, other } = await setUp();
    const red = await catalogue.aRow(customiser, 'colours', { name: 'Red' });
    const theirs = await catalogue.aRow(other, 'colours', { name: 'Their blue' });
    const label = await catalogue.aRow(customiser, 'labels', { name: 'Not a colour' });
    await expect(catalogue.as(STORE, () => service.create('extras', customiser.id, { name: 'Remote', colour_ids: [red.id, theirs.id, label.id] }))).rejects.toMatchObject({
      status: 422,
      code: 'validation_failed',
      errors: [
        { pointer: '/colour_ids/1', code: 'invalid', detail: `No colour ${theirs.id} in this customiser.` },
        { pointer: '/colour_ids/2', code: 'invalid', detail: `No colour ${label.id} in this customiser.` },
      ],
    });
    await expect(catalogue.as(STORE, () => service.create('presets', customiser.id, { name: 'P', font_id: 4242 }))).rejects.toMatchObject({
      errors: [{ pointer: '/font_id', code: 'invalid' }],
    });
    expect(await catalogue.rows.listAll({ storeId: STORE, customiserId: customiser.id, family: 'extras' })).toEqual([]);
  });

  it('accepts references to rows of this customiser', async () => {
    const { catalogue, service, customiser } = await setUp();
    const font = await catalogue.aRow(customiser, 'fonts', { name: 'Script' });
    const size = await catalogue.aRow(customiser, 'sizes', { name: 'Small' });
    const preset = await catalogue.as(STORE, () => service.create('presets', customiser.id, { name: 'P', font_id: font.id, size_id: size.id, colour_id: null }));
    expect(preset!.attributes).toMatchObject({ font_id: font.id, size_id: size.id, colour_id: null });
  });

  it('gives every form field without an id a UUID, and keeps the ids given', async () => {
    const { catalogue, service, customiser } = await setUp();
    const given = '7E1C4C56-8C0B-4D3B-9E52-3C8F1D2A6B10';
    const form = await catalogue.as(STORE, () =>
      service.create('forms', customiser.id, { name: 'Quote', form_type: 'quote', fields: [{ name: 'Email', input_type: 'email' }, { field_id: given, name: 'Logo', input_type: 'file' }] }),
    );
    const fields = form!.attributes.fields as { field_id: string }[];
    expect(fields[0]!.field_id).toMatch(UUID);
    expect(fields[1]!.field_id).toBe(given.toLowerCase());
    expect(form!.attributes).toMatchObject({ emails_enabled: true, suppressed_emails: [] });
  });

  it('refuses a form of a type the API does not publish', async () => {
    const { catalogue, service, customiser } = await setUp();
    await expect(catalogue.as(STORE, () => service.create('forms', customiser.id, { name: 'Old', form_type: 'newsletter', fields: [] }))).rejects.toMatchObject({
      status: 422, code: 'form_type_not_supported', errors: [{ pointer: '/form_type' }],
    });
  });

  it('refuses a backboard named like another of the customiser, whatever the case and spacing', async () => {
    const { catalogue, service, customiser, other } = await setUp();
    const existing = await catalogue.aCompleteRow(customiser, 'backboards', { name: 'Clear acrylic' });
    await catalogue.aCompleteRow(other, 'backboards', { name: 'Black acrylic' });
    await expect(catalogue.as(STORE, () => service.create('backboards', customiser.id, { name: '  CLEAR Acrylic ' }))).rejects.toMatchObject({
      status: 422, code: 'validation_failed', errors: [{ pointer: '/name', code: 'taken', detail: `Backboard ${existing.id} already has this name.` }],
    });
    await expect(catalogue.as(STORE, () => service.create('backboards', customiser.id, { name: 'Black acrylic' }))).resolves.toBeDefined();
  });

  it('refuses a new backboard shaped to a custom shape, since it carries no shape yet', async () => {
    const { catalogue, service, customiser } = await setUp();
    await expect(catalogue.as(STORE, () => service.create('backboards', customiser.id, { name: 'Contour', backboard_type: 'custom_shape' }))).rejects.toMatchObject({
      status: 422, code: 'validation_failed', errors: [{ pointer: '/backboard_type', code: 'shape_required' }],
    });
  });

  it('answers 404 for a customiser of another store', async () => {
    const { catalogue, service, customiser } = await setUp();
    await expect(catalogue.as(OTHER_STORE, () => service.create('colours', customiser.id, { name: 'Red' }))).rejects.toMatchObject({ status: 404, code: 'resource_not_found' });
    expect(await catalogue.rows.listByCustomiser(STORE, customiser.id)).toEqual([]);
  });
});
