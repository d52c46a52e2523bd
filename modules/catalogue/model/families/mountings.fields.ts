import { httpsUrl, optionalText, pricedFields, sortOrder, text, type FamilyFields } from '../field-kit';

/** How a sign is fixed (wall screws, hanging kit, stand). */
export const mountingFields: FamilyFields = {
  writable: {
    name: text(),
    description: optionalText(),
    ...pricedFields.writable,
    sort_order: sortOrder(),
    image_url: httpsUrl(),
  },
  defaults: { description: null, ...pricedFields.defaults, sort_order: 0, image_url: null },
  readOnly: {},
};
