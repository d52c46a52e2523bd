import { ids, openEnum, optionalText, pricedFields, sortOrder, text, type FamilyFields } from '../field-kit';

export const jacketFields: FamilyFields = {
  writable: {
    name: text().openapi({ description: 'The jacket’s name, shown to shoppers (`White`): 1 to 200 characters.' }),
    description: optionalText().openapi({ description: 'What shoppers read about the jacket, up to 2,000 characters; null for none.' }),
    jacket_type: openEnum().openapi({ description: 'The kind of jacket (the coloured sleeve over a neon tube), from a set that may grow (`white` is the default).' }),
    excluded_colour_ids: ids().openapi({ description: 'The ids of the customiser’s colours this jacket cannot be combined with (at most 500): a design choosing both is refused.' }),
    ...pricedFields.writable,
    sort_order: sortOrder(),
  },
  defaults: { description: null, jacket_type: 'white', excluded_colour_ids: [], ...pricedFields.defaults, sort_order: 0 },
  readOnly: {},
};
