import { PRICED_FIELDS, type FamilyDocumentation } from './field-documentation';

export const extraFieldDocumentation: FamilyDocumentation = {
  writable: {
    name: 'The extra’s name, shown to shoppers (`Dimmer`): 1 to 200 characters.',
    description: 'What shoppers read about the extra, up to 2,000 characters; null for none.',
    colour_ids: 'The ids of the customiser’s colours the extra is offered in (at most 500); empty when it has no colour choice.',
    ...PRICED_FIELDS,
    image_url: 'A picture of the extra for the designer: an absolute URL of up to 2,048 characters, or null.',
  },
};
