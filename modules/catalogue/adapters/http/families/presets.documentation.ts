import type { FamilyDocumentation } from './field-documentation';

export const presetFieldDocumentation: FamilyDocumentation = {
  writable: {
    name: 'The preset’s name, shown to shoppers: 1 to 200 characters.',
    description: 'What shoppers read about the preset, up to 2,000 characters; null for none.',
    font_id: 'The id of the font the preset starts with; null for none.',
    size_id: 'The id of the size the preset starts with; null for none.',
    jacket_id: 'The id of the jacket the preset starts with; null for none.',
    backlight_id: 'The id of the backlight the preset starts with; null for none.',
    colour_id: 'The id of the colour the preset starts with; null for none.',
    mounting_colour_id: 'The id of the mounting colour the preset starts with; null for none.',
    support_finish_id: 'The id of the support finish the preset starts with; null for none.',
    backboard_id: 'The id of the backboard the preset starts with; null for none.',
    letter_type_id: 'The id of the letter type the preset starts with; null for none.',
  },
};
