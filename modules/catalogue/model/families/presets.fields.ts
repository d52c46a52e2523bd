import { id, optionalText, sortOrder, text, type FamilyFields } from '../field-kit';

/** A saved combination of options a shopper can start from. */
export const presetFields: FamilyFields = {
  writable: {
    name: text(),
    description: optionalText(),
    font_id: id().nullable(),
    size_id: id().nullable(),
    jacket_id: id().nullable(),
    backlight_id: id().nullable(),
    colour_id: id().nullable(),
    mounting_colour_id: id().nullable(),
    support_finish_id: id().nullable(),
    backboard_id: id().nullable(),
    letter_type_id: id().nullable(),
    sort_order: sortOrder(),
  },
  defaults: {
    description: null, font_id: null, size_id: null, jacket_id: null, backlight_id: null, colour_id: null,
    mounting_colour_id: null, support_finish_id: null, backboard_id: null, letter_type_id: null, sort_order: 0,
  },
  readOnly: {},
};
