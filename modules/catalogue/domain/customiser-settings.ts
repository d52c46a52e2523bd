/**
 * Per-customiser settings the option families and the storefront refer to. `style_words_by_font_only`
 * marks a customiser that styles each word by its font alone: switching to single style leaves it be.
 */
export interface CustomiserSettings {
  multiple_fonts: boolean;
  multiple_colours: boolean;
  style_words_by_font_only: boolean;
  /** A sign cut as one piece cannot be styled per word, whatever its category. */
  cut_as_one_piece: boolean;
  border_margin_cm: number | null;
  ai_designer_fallback_form_id: number | null;
  icon_length_pricing_id: number | null;
}

export const DEFAULT_SETTINGS: CustomiserSettings = {
  multiple_fonts: false,
  multiple_colours: false,
  style_words_by_font_only: false,
  cut_as_one_piece: false,
  border_margin_cm: null,
  ai_designer_fallback_form_id: null,
  icon_length_pricing_id: null,
};
