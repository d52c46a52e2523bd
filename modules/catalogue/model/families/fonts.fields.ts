import { z } from '../../../../shared-kernel/validation/zod';
import { centimetres, id, sortOrder, text, type FamilyFields } from '../field-kit';

export const fontFields: FamilyFields = {
  writable: {
    name: text(),
    line_height: z.number().positive().nullable(),
    uses_default_line_height: z.boolean(),
    stencil_safe: z.boolean(),
    min_height_smallest_letter_cm: centimetres().nullable(),
    min_height_uppercase_letter_cm: centimetres().nullable(),
    font_tier_id: id().nullable(),
    length_pricing_id: id().nullable(),
    minimum_size_id: id().nullable(),
    minimum_legacy_fixed_height_size_id: id().nullable(),
    sort_order: sortOrder(),
  },
  defaults: {
    line_height: null, uses_default_line_height: true, stencil_safe: false, min_height_smallest_letter_cm: null,
    min_height_uppercase_letter_cm: null, font_tier_id: null, length_pricing_id: null, minimum_size_id: null,
    minimum_legacy_fixed_height_size_id: null, sort_order: 0,
  },
  readOnly: {
    font_file: z
      .object({
        has_font_file: z.boolean(),
        family_name: z.string(),
        ttf_url: z.string(),
      }),
  },
};
