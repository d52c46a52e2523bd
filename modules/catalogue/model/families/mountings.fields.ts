import { httpsUrl, optionalText, pricedFields, sortOrder, text, type FamilyFields } from '../field-kit';

/** How a sign is fixed (wall screws, hanging kit, stand). */
export const mountingFields: FamilyFields = {
  writable: {
    name: text().openapi({ description: 'The mounting’s name, shown to shoppers (`Wall screws`): 1 to 200 characters.' }),
    description: optionalText().openapi({ description: 'What shoppers read about the mounting, up to 2,000 characters; null for none.' }),
    ...pricedFields.writable,
    sort_order: sortOrder(),
    image_url: httpsUrl().openapi({ description: 'A picture of the mounting for the designer: an absolute URL of up to 2,048 characters, or null.' }),
  },
  defaults: { description: null, ...pricedFields.defaults, sort_order: 0, image_url: null },
  readOnly: {},
};
