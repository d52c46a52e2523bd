import { httpsUrl, ids, optionalText, pricedFields, sortOrder, text, type FamilyFields } from '../field-kit';

/** Add-ons a shopper may pick (a dimmer, a remote); some are offered in chosen colours. */
export const extraFields: FamilyFields = {
  writable: {
    name: text(),
    description: optionalText(),
    colour_ids: ids(),
    ...pricedFields.writable,
    sort_order: sortOrder(),
    image_url: httpsUrl(),
  },
  defaults: { description: null, colour_ids: [], ...pricedFields.defaults, sort_order: 0, image_url: null },
  readOnly: {},
};
