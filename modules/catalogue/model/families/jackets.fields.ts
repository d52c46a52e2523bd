import { ids, openEnum, optionalText, pricedFields, sortOrder, text, type FamilyFields } from '../field-kit';

export const jacketFields: FamilyFields = {
  writable: {
    name: text(),
    description: optionalText(),
    jacket_type: openEnum(),
    excluded_colour_ids: ids(),
    ...pricedFields.writable,
    sort_order: sortOrder(),
  },
  defaults: { description: null, jacket_type: 'white', excluded_colour_ids: [], ...pricedFields.defaults, sort_order: 0 },
  readOnly: {},
};
