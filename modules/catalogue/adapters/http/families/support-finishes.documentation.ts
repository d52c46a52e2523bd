import { PRICED_FIELDS, SIZE_RULE_FIELDS, type FamilyDocumentation } from './field-documentation';

export const supportFinishFieldDocumentation: FamilyDocumentation = {
  writable: {
    name: 'The support finish’s name, shown to shoppers: 1 to 200 characters.',
    description: 'What shoppers read about the support finish, up to 2,000 characters; null for none.',
    finish_kind: 'What the finish is, from a set that may grow (`colour` is the default).',
    hexcode: 'The colour the designer shows, as `#rrggbb`; null for none.',
    opacity: 'How opaque the designer draws it, from 0 (clear) to 1 (solid).',
    applied_to_visualisation: 'Whether the designer’s preview shows it on the sign.',
    backboard_ids: 'The ids of the customiser’s backboards this finish is offered for (at most 500).',
    ...SIZE_RULE_FIELDS,
    ...PRICED_FIELDS,
    preview_image_url: 'A picture of the support finish for the designer: an absolute URL of up to 2,048 characters, or null.',
    example_image_url: 'A picture of a finished sign with this support finish: an absolute URL of up to 2,048 characters, or null.',
    texture_image_url: 'The texture the designer paints the finish with: an absolute URL of up to 2,048 characters, or null.',
  },
};
