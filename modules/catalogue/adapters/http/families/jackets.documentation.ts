import { PRICED_FIELDS, type FamilyDocumentation } from './field-documentation';

export const jacketFieldDocumentation: FamilyDocumentation = {
  writable: {
    name: 'The jacket’s name, shown to shoppers (`White`): 1 to 200 characters.',
    description: 'What shoppers read about the jacket, up to 2,000 characters; null for none.',
    jacket_type: 'The kind of jacket (the coloured sleeve over a neon tube), from a set that may grow (`white` is the default).',
    excluded_colour_ids: 'The ids of the customiser’s colours this jacket cannot be combined with (at most 500): a design choosing both is refused.',
    ...PRICED_FIELDS,
  },
};
