import { PRICED_FIELDS, SIZE_RULE_FIELDS, type FamilyDocumentation } from './field-documentation';

export const mountingColourFieldDocumentation: FamilyDocumentation = {
  writable: {
    name: 'The mounting colour’s name, shown to shoppers: 1 to 200 characters.',
    description: 'What shoppers read about the mounting colour, up to 2,000 characters; null for none.',
    hexcode: 'The colour the designer shows, as `#rrggbb`; null for none.',
    opacity: 'How opaque the designer draws it, from 0 (clear) to 1 (solid).',
    applied_to_visualisation: 'Whether the designer’s preview shows it on the sign.',
    mounting_ids: 'The ids of the customiser’s mountings this colour is offered for (at most 500).',
    ...SIZE_RULE_FIELDS,
    ...PRICED_FIELDS,
    preview_image_url: 'A picture of the mounting colour for the designer: an absolute URL of up to 2,048 characters, or null.',
    example_image_url: 'A picture of a finished sign with this mounting colour: an absolute URL of up to 2,048 characters, or null.',
  },
};
