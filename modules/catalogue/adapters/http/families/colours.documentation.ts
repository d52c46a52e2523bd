import { PRICED_FIELDS, SIZE_RULE_FIELDS, type FamilyDocumentation } from './field-documentation';

export const colourFieldDocumentation: FamilyDocumentation = {
  writable: {
    name: 'The name shoppers see (`Warm white`, `RGB`): 1 to 200 characters.',
    description: 'What shoppers read about this colour or backlight, up to 2,000 characters; null for none.',
    colour_type: 'Whether the light or paint is one colour or several, from a set that may grow (`single` is the default).',
    hexcode: 'The colour the designer shows, as `#rrggbb`; null for none.',
    multi_colour_hexcodes: 'The colours of one made of several, each `#rrggbb`, at most 12; empty for a single colour.',
    texture: 'The surface the designer shows, from a set that may grow (`flat` is the default).',
    ...SIZE_RULE_FIELDS,
    ...PRICED_FIELDS,
    image_url: 'A picture of it for the designer: an absolute URL of up to 2,048 characters, or null.',
    example_image_url: 'A picture of a finished sign with it: an absolute URL of up to 2,048 characters, or null.',
    texture_image_url: 'The texture the designer paints the letters with: an absolute URL of up to 2,048 characters, or null.',
  },
};
