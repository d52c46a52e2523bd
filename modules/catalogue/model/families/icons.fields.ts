import { httpsUrl, pricedFields, sortOrder, text, type FamilyFields } from '../field-kit';

/** Pictograms a shopper can add beside the text; priced by the length pricing the settings name. */
export const iconFields: FamilyFields = {
  writable: {
    name: text().openapi({ description: 'The icon’s name, shown to shoppers: 1 to 200 characters.' }),
    svg_url: httpsUrl().openapi({ description: 'The icon’s drawing, an SVG file: an absolute URL of up to 2,048 characters, or null.' }),
    ...pricedFields.writable,
    sort_order: sortOrder(),
  },
  defaults: { svg_url: null, ...pricedFields.defaults, sort_order: 0 },
  readOnly: {},
};
