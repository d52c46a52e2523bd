import { OptionRowDocument } from './option-row-document';

const FILE_FIELD = { field_id: 'a0c5a3e2-5d0e-4a53-9a5c-6f0f3c1e2b01', name: 'Artwork', input_type: 'file' };
const TEXT_FIELD = { field_id: 'a0c5a3e2-5d0e-4a53-9a5c-6f0f3c1e2b02', name: 'Message', input_type: 'text' };
const NO_SETTINGS = { settings: { border_margin_cm: null, ai_designer_fallback_form_id: null } };

const problemOf = (work: () => unknown) => {
  try {
    work();
    return undefined;
  } catch (error) {
    return error as { code: string; errors?: { pointer: string; code: string }[] };
  }
};

describe('an option row document', () => {
  describe('created from a body', () => {
    it('fills in the family defaults and starts the service-set attributes at their initial values', () => {
      const font = OptionRowDocument.create('fonts', { name: 'Neon Script' });
      expect(font.attributes).toMatchObject({ name: 'Neon Script', uses_default_line_height: true, font_tier_id: null, font_file: { has_font_file: false } });
    });

    it('refuses unknown fields, missing required fields and values of the wrong shape, pointing at each', () => {
      expect(problemOf(() => OptionRowDocument.create('colours', { name: 'Red', hex: '#f00' }))).toMatchObject({ code: 'unknown_field' });
      expect(problemOf(() => OptionRowDocument.create('colours', {}))).toMatchObject({ code: 'validation_failed', errors: [{ pointer: '/name', code: 'required' }] });
      expect(problemOf(() => OptionRowDocument.create('colours', { name: 'Red', hexcode: 'red' }))).toMatchObject({ errors: [{ pointer: '/hexcode' }] });
    });

    it('gives form fields UUIDs and refuses a form type the API does not publish', () => {
      const form = OptionRowDocument.create('forms', { name: 'Quote', fields: [{ name: 'Email', input_type: 'email' }] });
      expect((form.attributes.fields as { field_id: string }[])[0]!.field_id).toMatch(/^[0-9a-f-]{36}$/);
      expect(problemOf(() => OptionRowDocument.create('forms', { name: 'Old', form_type: 'newsletter' }))).toMatchObject({ code: 'form_type_not_supported' });
    });

    it('names every id it references in another family, each at its pointer', () => {
      const preset = OptionRowDocument.create('presets', { name: 'P', font_id: 3, colour_id: 5 });
      expect(preset.references()).toEqual([
        { family: 'fonts', id: 3, pointer: '/font_id' },
        { family: 'colours', id: 5, pointer: '/colour_id' },
      ]);
      expect(OptionRowDocument.create('extras', { name: 'Dimmer', colour_ids: [7, 8] }).references()).toEqual([
        { family: 'colours', id: 7, pointer: '/colour_ids/0' },
        { family: 'colours', id: 8, pointer: '/colour_ids/1' },
      ]);
    });
  });

  describe('patched', () => {
    const stored = (family: Parameters<typeof OptionRowDocument.create>[0], body: Record<string, unknown>) =>
      OptionRowDocument.stored(family, OptionRowDocument.create(family, body).attributes);

    it('merges objects, replaces arrays, clears with null, and checks the result as a create body', () => {
      const pricing = stored('length-pricings', { name: 'Tube', rows: [{ price_per_cm: 1 }, { price_per_cm: 2 }] });
      const patched = pricing.applyPatch({ shipping: { volumetric_divisor: 4000 }, rows: [{ price_per_cm: 3 }] });
      expect(patched.attributes).toMatchObject({
        shipping: { calculation: 'physical', volumetric_divisor: 4000, add_weight_to_product: false },
        rows: [{ length_limit_cm: null, price_per_cm: 3, base_price: 0 }],
      });
      expect(problemOf(() => pricing.applyPatch({ name: null }))).toMatchObject({ code: 'validation_failed', errors: [{ pointer: '/name' }] });
      expect(problemOf(() => pricing.applyPatch({ rows: [{ price_per_cm: -1 }] }))).toMatchObject({ errors: [{ pointer: '/rows/0/price_per_cm' }] });
    });

    it('keeps the service-set attributes, which a patch cannot reach', () => {
      const font = OptionRowDocument.stored('fonts', { ...OptionRowDocument.create('fonts', { name: 'Neon' }).attributes, font_file: { has_font_file: true, family_name: 'N', ttf_url: 'https://f.example/n.ttf' } });
      expect(font.applyPatch({ name: 'Neon 2' }).attributes).toMatchObject({ name: 'Neon 2', font_file: { has_font_file: true } });
      expect(problemOf(() => font.applyPatch({ font_file: null }))).toMatchObject({ code: 'unknown_field' });
    });

    it('knows when it changes nothing', () => {
      const colour = stored('colours', { name: 'Red', hexcode: '#ff0000' });
      expect(colour.applyPatch({}).changesNothing()).toBe(true);
      expect(colour.applyPatch({ hexcode: '#ff0000' }).changesNothing()).toBe(true);
      expect(colour.applyPatch({ hexcode: '#00ff00' }).changesNothing()).toBe(false);
    });

    it('follows a form’s new receivers: suppression of those dropped is cleared and its emails resume', () => {
      const form = OptionRowDocument.stored('forms', {
        ...OptionRowDocument.create('forms', { name: 'Quote', recipient_emails: ['a@signs.example', 'b@signs.example'] }).attributes,
        emails_enabled: false,
        suppressed_emails: ['a@signs.example', 'b@signs.example'],
      });
      expect(form.applyPatch({ recipient_emails: ['b@signs.example'] }).attributes).toMatchObject({ suppressed_emails: ['b@signs.example'], emails_enabled: true });
      expect(form.applyPatch({ name: 'Renamed' }).attributes).toMatchObject({ suppressed_emails: ['a@signs.example', 'b@signs.example'], emails_enabled: false });
    });

    it('asks for a backboard name check only when the name really changes', () => {
      const backboard = stored('backboards', { name: 'Clear' });
      expect(backboard.applyPatch({ name: ' CLEAR ' }).uniqueName()).toBeUndefined();
      expect(backboard.applyPatch({ name: 'Black' }).uniqueName()).toBe('black');
      expect(OptionRowDocument.create('backboards', { name: 'Black ' }).uniqueName()).toBe('black');
      expect(stored('colours', { name: 'Red' }).applyPatch({ name: 'Blue' }).uniqueName()).toBeUndefined();
    });
  });

  describe('checked against the customiser’s settings', () => {
    it('keeps a file field on the AI sign designer fallback form only', () => {
      const form = OptionRowDocument.stored('forms', OptionRowDocument.create('forms', { name: 'Fallback', fields: [FILE_FIELD] }).attributes).applyPatch({ fields: [TEXT_FIELD] });
      const fallbackIs = (id: number | null) => ({ settings: { border_margin_cm: null, ai_designer_fallback_form_id: id } });
      expect(problemOf(() => form.assertAllowed(fallbackIs(9), 9))).toMatchObject({ code: 'fallback_form_requires_file_field' });
      expect(problemOf(() => form.assertAllowed(fallbackIs(9), 10))).toBeUndefined();
    });

    it('lets a backboard take a shaped type only with a shape, and custom_shape not with a border margin', () => {
      expect(problemOf(() => OptionRowDocument.create('backboards', { name: 'Cut', backboard_type: 'cutout' }).assertAllowed(NO_SETTINGS))).toMatchObject({
        errors: [{ pointer: '/backboard_type', code: 'shape_required' }],
      });
      const shaped = OptionRowDocument.stored('backboards', {
        ...OptionRowDocument.create('backboards', { name: 'Shaped' }).attributes,
        geometry: { has_custom_shape: true, status: 'measured', failure_reason: null, measured_at: null },
      });
      const margin = { settings: { border_margin_cm: 2, ai_designer_fallback_form_id: null } };
      expect(problemOf(() => shaped.applyPatch({ backboard_type: 'custom_shape' }).assertAllowed(margin))).toMatchObject({ errors: [{ code: 'border_margin_configured' }] });
      expect(problemOf(() => shaped.applyPatch({ backboard_type: 'cutout' }).assertAllowed(margin))).toBeUndefined();
    });

    it('is asked only of the families whose rules read the settings', () => {
      expect(['forms', 'backboards', 'colours', 'sizes'].filter((family) => OptionRowDocument.needsContext(family as 'forms'))).toEqual(['forms', 'backboards']);
    });
  });
});
