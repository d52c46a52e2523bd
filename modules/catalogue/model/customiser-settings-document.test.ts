import { DEFAULT_SETTINGS } from '../domain/customiser-settings';
import type { OptionRow } from '../domain/option-row';
import { CustomiserSettingsDocument } from './customiser-settings-document';

const problemOf = (work: () => unknown) => {
  try {
    work();
    return undefined;
  } catch (error) {
    return error as { code: string; errors?: { pointer: string; code: string }[] };
  }
};

const aForm = (id: number, inputTypes: string[]) =>
  ({ id, family: 'forms', attributes: { fields: inputTypes.map((input_type, index) => ({ field_id: `f${index}`, input_type })) } }) as unknown as OptionRow;

describe('customiser settings as a document', () => {
  const settings = CustomiserSettingsDocument.stored(DEFAULT_SETTINGS);

  it('merge-patches: named members change, the rest stay, null clears a nullable setting', () => {
    const patched = settings.applyPatch({ border_margin_cm: 2, cut_as_one_piece: true });
    expect(patched.settings).toEqual({ ...DEFAULT_SETTINGS, border_margin_cm: 2, cut_as_one_piece: true });
    expect(patched.applyPatch({ border_margin_cm: null }).settings).toEqual({ ...DEFAULT_SETTINGS, cut_as_one_piece: true });
  });

  it('refuses what is not a setting, what follows the selection mode, and values out of range', () => {
    expect(problemOf(() => settings.applyPatch({ theme: 'dark' }))).toMatchObject({ code: 'unknown_field' });
    expect(problemOf(() => settings.applyPatch({ multiple_fonts: true }))).toMatchObject({ errors: [{ pointer: '/multiple_fonts', code: 'prohibited' }] });
    expect(problemOf(() => settings.applyPatch({ border_margin_cm: 101 }))).toMatchObject({ errors: [{ pointer: '/border_margin_cm' }] });
    expect(problemOf(() => settings.applyPatch({ cut_as_one_piece: null }))).toMatchObject({ errors: [{ pointer: '/cut_as_one_piece' }] });
  });

  it('names the form and the length pricing it references, for one check', () => {
    expect(settings.references()).toEqual([]);
    expect(settings.applyPatch({ ai_designer_fallback_form_id: 4, icon_length_pricing_id: 6 }).references()).toEqual([
      { family: 'forms', id: 4, pointer: '/ai_designer_fallback_form_id' },
      { family: 'length-pricings', id: 6, pointer: '/icon_length_pricing_id' },
    ]);
  });

  it('takes as fallback only a form that keeps a file field', () => {
    const patched = settings.applyPatch({ ai_designer_fallback_form_id: 4 });
    expect(problemOf(() => patched.assertReferencedRows([aForm(4, ['email', 'file'])]))).toBeUndefined();
    expect(problemOf(() => patched.assertReferencedRows([aForm(4, ['email'])]))).toMatchObject({ code: 'fallback_form_requires_file_field' });
  });
});
