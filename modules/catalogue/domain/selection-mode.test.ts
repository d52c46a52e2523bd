import { DEFAULT_SETTINGS } from './customiser-settings';
import { perWordRefusal, settingsFollowingMode } from './selection-mode';

describe('selection mode', () => {
  const plan = { perWordStyling: true };

  it.each(['lightbox', 'metal_cut_out', 'stencil'])('refuses per-word styling for a %s sign: it is styled as one piece', (signCategory) => {
    expect(perWordRefusal({ signCategory }, DEFAULT_SETTINGS, plan)).toBe('sign_category_styles_one_piece');
  });

  it('refuses per-word styling for a sign cut as one piece, whatever its category', () => {
    expect(perWordRefusal({ signCategory: 'metal_channel_letter' }, { cut_as_one_piece: true }, plan)).toBe('sign_category_styles_one_piece');
  });

  it('refuses per-word styling when the plan lacks it, and allows it otherwise', () => {
    expect(perWordRefusal({ signCategory: 'neon' }, DEFAULT_SETTINGS, { perWordStyling: false })).toBe('plan_excludes_per_word_styling');
    expect(perWordRefusal({ signCategory: 'neon' }, DEFAULT_SETTINGS, plan)).toBeUndefined();
  });

  it('turns multiple fonts and colours on for per-word and off for single style', () => {
    expect(settingsFollowingMode(DEFAULT_SETTINGS, 'per_word')).toMatchObject({ multiple_fonts: true, multiple_colours: true });
    expect(settingsFollowingMode({ ...DEFAULT_SETTINGS, multiple_fonts: true, multiple_colours: true }, 'single_style')).toMatchObject({ multiple_fonts: false, multiple_colours: false });
  });

  it('leaves a customiser styling each word by font alone as it is', () => {
    const byFont = { ...DEFAULT_SETTINGS, multiple_fonts: true, multiple_colours: true, style_words_by_font_only: true };
    expect(settingsFollowingMode(byFont, 'single_style')).toEqual(byFont);
  });
});
