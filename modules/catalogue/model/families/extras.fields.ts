import { httpsUrl, ids, optionalText, pricedFields, sortOrder, text, type FamilyFields } from '../field-kit';

/** Add-ons a shopper may pick (a dimmer, a remote); some are offered in chosen colours. */
export const extraFields: FamilyFields = {
  writable: {
    name: text().openapi({ description: 'The extra’s name, shown to shoppers (`Dimmer`): 1 to 200 characters.' }),
    description: optionalText().openapi({ description: 'What shoppers read about the extra, up to 2,000 characters; null for none.' }),
    colour_ids: ids().openapi({ description: 'The ids of the customiser’s colours the extra is offered in (at most 500); empty when it has no colour choice.' }),
    ...pricedFields.writable,
    sort_order: sortOrder(),
    image_url: httpsUrl().openapi({ description: 'A picture of the extra for the designer: an absolute URL of up to 2,048 characters, or null.' }),
  },
  defaults: { description: null, colour_ids: [], ...pricedFields.defaults, sort_order: 0, image_url: null },
  readOnly: {},
};
