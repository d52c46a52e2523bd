import { httpsUrl, pricedFields, sortOrder, text, type FamilyFields } from '../field-kit';

/** Pictograms a shopper can add beside the text; priced by the length pricing the settings name. */
export const iconFields: FamilyFields = {
  writable: {
    name: text(),
    svg_url: httpsUrl(),
    ...pricedFields.writable,
    sort_order: sortOrder(),
  },
  defaults: { svg_url: null, ...pricedFields.defaults, sort_order: 0 },
  readOnly: {},
};
