import { id, optionalText, sortOrder, text, type FamilyFields } from '../field-kit';

/** A saved combination of options a shopper can start from. */
export const presetFields: FamilyFields = {
  writable: {
    name: text().openapi({ description: 'The preset’s name, shown to shoppers: 1 to 200 characters.' }),
    description: optionalText().openapi({ description: 'What shoppers read about the preset, up to 2,000 characters; null for none.' }),
    font_id: id().nullable().openapi({ description: 'The id of the font the preset starts with; null for none.' }),
    size_id: id().nullable().openapi({ description: 'The id of the size the preset starts with; null for none.' }),
    jacket_id: id().nullable().openapi({ description: 'The id of the jacket the preset starts with; null for none.' }),
    backlight_id: id().nullable().openapi({ description: 'The id of the backlight the preset starts with; null for none.' }),
    colour_id: id().nullable().openapi({ description: 'The id of the colour the preset starts with; null for none.' }),
    mounting_colour_id: id().nullable().openapi({ description: 'The id of the mounting colour the preset starts with; null for none.' }),
    support_finish_id: id().nullable().openapi({ description: 'The id of the support finish the preset starts with; null for none.' }),
    backboard_id: id().nullable().openapi({ description: 'The id of the backboard the preset starts with; null for none.' }),
    letter_type_id: id().nullable().openapi({ description: 'The id of the letter type the preset starts with; null for none.' }),
    sort_order: sortOrder(),
  },
  defaults: {
    description: null, font_id: null, size_id: null, jacket_id: null, backlight_id: null, colour_id: null,
    mounting_colour_id: null, support_finish_id: null, backboard_id: null, letter_type_id: null, sort_order: 0,
  },
  readOnly: {},
};
