import type { Customiser, SelectionMode } from './customiser';
import type { CustomiserSettings } from './customiser-settings';

/** Sign categories whose signs are cut or styled as one piece: lightboxes, metal cut-outs, stencils. */
export const ONE_PIECE_SIGN_CATEGORIES = ['lightbox', 'metal_cut_out', 'stencil'] as const;

export type PerWordRefusal = 'sign_category_styles_one_piece' | 'plan_excludes_per_word_styling';

/** Why a customiser may not move to per-word styling, or undefined when it may. */
export function perWordRefusal(
  customiser: Pick<Customiser, 'signCategory'>,
  settings: Pick<CustomiserSettings, 'cut_as_one_piece'>,
  plan: { perWordStyling: boolean },
): PerWordRefusal | undefined {
  if ((ONE_PIECE_SIGN_CATEGORIES as readonly string[]).includes(customiser.signCategory) || settings.cut_as_one_piece) {
    return 'sign_category_styles_one_piece';
  }
  if (!plan.perWordStyling) return 'plan_excludes_per_word_styling';
  return undefined;
}

/**
 * The multiple-fonts and multiple-colours settings follow the selection mode: per word turns both on,
 * single style turns both off, except on a customiser that styles each word by font alone.
 */
export function settingsFollowingMode(settings: CustomiserSettings, mode: SelectionMode): CustomiserSettings {
  if (mode === 'per_word') return { ...settings, multiple_fonts: true, multiple_colours: true };
  if (settings.style_words_by_font_only) return settings;
  return { ...settings, multiple_fonts: false, multiple_colours: false };
}
