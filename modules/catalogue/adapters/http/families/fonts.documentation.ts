import type { FamilyDocumentation } from './field-documentation';

export const fontFieldDocumentation: FamilyDocumentation = {
  writable: {
    name: 'The font’s name, shown to shoppers: 1 to 200 characters.',
    line_height: 'The distance between lines as a multiple of the letter height (1.2 puts lines 1.2 letters apart); it sets the height of a sign of several lines. Null counts as 1.',
    uses_default_line_height: 'Whether the designer spaces lines by its default rather than by `line_height`.',
    stencil_safe: 'Whether the font suits stencil signs (letters that hold together when cut out).',
    min_height_smallest_letter_cm: 'The least height of the font’s smallest letters (lowercase) that can be made, in centimetres; null for no minimum.',
    min_height_uppercase_letter_cm: 'The least height of the font’s uppercase letters that can be made, in centimetres: a size with lower letters is refused (`below_minimum_size`). Null for no minimum.',
    font_tier_id: 'The id of the font tier whose `price_multiplier` applies when this font is chosen; null for none.',
    length_pricing_id: 'The id of the length pricing that prices letters in this font by the length of material; null for none.',
    minimum_size_id: 'The id of the smallest size this font may be made in: a size of lower letters is refused (`below_minimum_size`). Null for none.',
    minimum_legacy_fixed_height_size_id: 'The id of the smallest legacy fixed-height size (retired pricing model) this font may be made in; null for none.',
  },
  readOnly: {
    font_file: {
      description: 'The font’s TrueType file, which the designer draws and advanced letters are measured with. Read-only: attached through PUT …/font-file.',
      shape: {
        has_font_file: 'True once a TrueType file is attached (PUT …/font-file).',
        family_name: 'The family name read from the attached file; an empty string while there is none (`has_font_file` false).',
        ttf_url: 'Where the attached file is served: a public, immutable absolute URL the designer renders with; an empty string while there is none (`has_font_file` false).',
      },
    },
  },
};
