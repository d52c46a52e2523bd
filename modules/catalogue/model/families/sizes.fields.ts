import { z } from '../../../../shared-kernel/validation/zod';
import { centimetres, optionalText, sortOrder, text, type FamilyFields } from '../field-kit';

export const sizeFields: FamilyFields = {
  writable: {
    name: text(),
    client_key: z.string().min(1).max(64).nullable(),
    description: optionalText(),
    char_limit: z.number().int().positive().nullable(),
    line_limit: z.number().int().positive().nullable(),
    min_char: z.number().int().min(0),
    width_cm: centimetres().nullable(),
    height_cm: centimetres().nullable(),
    line_height_cm: centimetres().nullable(),
    length_cm: centimetres().nullable(),
    width_multiplier: z.number().min(0).nullable(),
    sizing_strategy: z.enum(['fixed_width', 'fixed_height']).nullable(),
    height_measurement_mode: z.enum(['line_height', 'letter_height']).nullable(),
    border_margin_cm: centimetres().nullable(),
    sort_order: sortOrder(),
  },
  defaults: {
    client_key: null, description: null, char_limit: null, line_limit: null, min_char: 0, width_cm: null, height_cm: null, line_height_cm: null,
    length_cm: null, width_multiplier: null, sizing_strategy: null, height_measurement_mode: null, border_margin_cm: null, sort_order: 0,
  },
  readOnly: {},
};
