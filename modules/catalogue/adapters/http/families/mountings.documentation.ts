import { PRICED_FIELDS, type FamilyDocumentation } from './field-documentation';

export const mountingFieldDocumentation: FamilyDocumentation = {
  writable: {
    name: 'The mounting’s name, shown to shoppers (`Wall screws`): 1 to 200 characters.',
    description: 'What shoppers read about the mounting, up to 2,000 characters; null for none.',
    ...PRICED_FIELDS,
    image_url: 'A picture of the mounting for the designer: an absolute URL of up to 2,048 characters, or null.',
  },
};
