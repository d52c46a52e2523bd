import { z } from '../../../../shared-kernel/validation/zod';
import { centimetres, optionalText, sortOrder, text, type FamilyFields } from '../field-kit';

export const sizeFields: FamilyFields = {
  writable: {
    name: text().openapi({ description: 'The size’s name, shown to shoppers (`Medium`): 1 to 200 characters.' }),
    client_key: z.string().min(1).max(64).nullable().openapi({ description: 'A key of the client’s choosing (1 to 64 characters) by which a pricing document names this size before it has an id; null for none.' }),
    description: optionalText().openapi({ description: 'What shoppers read about the size, up to 2,000 characters; null for none.' }),
    char_limit: z.number().int().positive().nullable().openapi({ description: 'The most letters (characters other than white space) a sign of this size may have; null for no limit.' }),
    line_limit: z.number().int().positive().nullable().openapi({ description: 'The most lines of text a sign of this size may have; null for no limit.' }),
    min_char: z.number().int().min(0).openapi({ description: 'The fewest letters (characters other than white space) a sign of this size must have; 0 for no minimum.' }),
    width_cm: centimetres().nullable().openapi({ description: 'The sign’s width at this size, in centimetres; null when the size does not fix it.' }),
    height_cm: centimetres().nullable().openapi({ description: 'The sign’s height, or for letter models the letter height, at this size, in centimetres; null when the size does not fix it.' }),
    line_height_cm: centimetres().nullable().openapi({ description: 'The height of one line of letters at this size, in centimetres; advanced letters measure text at it (else at `height_cm`). Null when not given.' }),
    length_cm: centimetres().nullable().openapi({ description: 'The sign’s depth at this size, in centimetres, from which shipping weight is worked out; null when not given.' }),
    width_multiplier: z.number().min(0).nullable().openapi({ description: 'A factor the designer applies to the width of signs of this size (0 or more); null for none. The service’s own pricing does not read it.' }),
    sizing_strategy: z.enum(['fixed_width', 'fixed_height']).nullable().openapi({ description: 'Which dimension this size fixes for `simple_letter` customisers, `fixed_width` or `fixed_height`; null for other models.' }),
    height_measurement_mode: z.enum(['line_height', 'letter_height']).nullable().openapi({ description: 'What the size’s height measures for `simple_letter` customisers: a whole line (`line_height`) or a letter (`letter_height`); null for other models.' }),
    border_margin_cm: centimetres().nullable().openapi({ description: 'The margin the designer keeps around the letters at this size, in centimetres; null for none. Backboard prices use the customiser settings’ `border_margin_cm`.' }),
    sort_order: sortOrder(),
  },
  defaults: {
    client_key: null, description: null, char_limit: null, line_limit: null, min_char: 0, width_cm: null, height_cm: null, line_height_cm: null,
    length_cm: null, width_multiplier: null, sizing_strategy: null, height_measurement_mode: null, border_margin_cm: null, sort_order: 0,
  },
  readOnly: {},
};
