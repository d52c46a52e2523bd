import { assertCreatable, assertDeletable, assertFieldRules, defaultConfiguration } from './letter-parts';

const codeOf = (work: () => void) => {
  try {
    work();
    return undefined;
  } catch (error) {
    return (error as { code: string; members: { reason?: string } }).code + ((error as { members: { reason?: string } }).members.reason ? `:${(error as { members: { reason?: string } }).members.reason}` : '');
  }
};

describe('letter-part colour selections', () => {
  const neon = { category: 'neon', declaredParts: ['face', 'halo', 'tube'], takenParts: ['face'] };

  it('defaults by category: a neon tube is a light source, a lightbox face takes a custom image', () => {
    expect(defaultConfiguration('neon', 'tube')).toMatchObject({ lightsource: true, custom_image: false });
    expect(defaultConfiguration('lightbox_rectangle', 'face')).toMatchObject({ lightsource: true, custom_image: true, show_in_text_editor: true });
    expect(defaultConfiguration('lightbox_rectangle', 'border')).toMatchObject({ optional: null });
  });

  it('refuses a taken part, an undeclared part, text off a lightbox front face and optionality on a lightbox border', () => {
    expect(codeOf(() => assertCreatable({ ...neon, part: 'face', given: {} }))).toBe('letter_part_taken');
    expect(codeOf(() => assertCreatable({ ...neon, part: 'border', given: {} }))).toBe('letter_part_not_declared');
    expect(codeOf(() => assertCreatable({ ...neon, part: 'halo', given: { text_enabled: true } }))).toBe('customer_text_not_supported');
    const lightbox = { category: 'lightbox_cylinder', declaredParts: ['face', 'border'], takenParts: [] };
    expect(codeOf(() => assertCreatable({ ...lightbox, part: 'face', given: { text_enabled: true } }))).toBeUndefined();
    expect(codeOf(() => assertCreatable({ ...lightbox, part: 'border', given: { optional: true } }))).toBe('field_not_used_by_letter_part:lightbox_border_has_no_optionality');
  });

  it('deletes only an undeclared, default, empty, unshared, untranslated selection', () => {
    const state = { configuration: defaultConfiguration('neon', 'halo'), uploadedImage: false, colours: [], shared: false, translated: false };
    const base = { category: 'neon', declaredParts: ['face'], part: 'halo' };
    expect(codeOf(() => assertDeletable({ ...base, state }))).toBeUndefined();
    expect(codeOf(() => assertDeletable({ ...base, declaredParts: ['halo'], state }))).toBe('letter_part_not_deletable:letter_part_declared');
    expect(codeOf(() => assertDeletable({ ...base, state: { ...state, configuration: { ...state.configuration, name: 'Glow' } } }))).toBe('letter_part_not_deletable:configured_letter_part');
    expect(codeOf(() => assertDeletable({ ...base, state: { ...state, uploadedImage: true } }))).toBe('letter_part_not_deletable:configured_letter_part');
    expect(codeOf(() => assertDeletable({ ...base, state: { ...state, colours: [{ id: 4, name: 'Red' }] } }))).toBe('resource_in_use:selection_not_empty');
    expect(codeOf(() => assertDeletable({ ...base, state: { ...state, shared: true } }))).toBe('resource_in_use:selection_shared');
    expect(codeOf(() => assertDeletable({ ...base, state: { ...state, translated: true } }))).toBe('resource_in_use:selection_translated');
  });

  it('names each colour of a bucket that is not empty by its own name in referenced_by', () => {
    const state = { configuration: defaultConfiguration('neon', 'halo'), uploadedImage: false, colours: [{ id: 4, name: 'Red' }, { id: 9, name: 'Ice blue' }], shared: false, translated: false };
    const refusal = (() => {
      try {
        assertDeletable({ category: 'neon', declaredParts: ['face'], part: 'halo', state });
      } catch (error) {
        return error as { members: Record<string, unknown>; detail: string };
      }
      return undefined;
    })();
    expect(refusal?.members).toEqual({ referenced_by: [{ type: 'colour', id: 4, name: 'Red' }, { type: 'colour', id: 9, name: 'Ice blue' }], referenced_by_count: 2, reason: 'selection_not_empty' });
    expect(refusal?.detail).toContain('colour_ids: []');
  });

  it('says which configured fields to reset, and to what, when a configured part is refused', () => {
    const configuration = { ...defaultConfiguration('neon', 'halo'), name: 'Glow', lightsource: false };
    let detail = '';
    try {
      assertDeletable({ category: 'neon', declaredParts: ['face'], part: 'halo', state: { configuration, uploadedImage: false, colours: [], shared: false, translated: false } });
    } catch (error) {
      detail = (error as { detail: string }).detail;
    }
    expect(detail).toContain('name: null, lightsource: true');
  });

  it('holds a reconfiguration to the create’s field rules', () => {
    expect(codeOf(() => assertFieldRules({ category: 'neon', part: 'halo', given: { text_enabled: true } }))).toBe('customer_text_not_supported');
    expect(codeOf(() => assertFieldRules({ category: 'lightbox_shaped', part: 'border', given: { optional_label: 'None' } }))).toBe('field_not_used_by_letter_part:lightbox_border_has_no_optionality');
  });
});
