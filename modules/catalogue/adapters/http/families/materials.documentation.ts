import { PRICED_FIELDS, type FamilyDocumentation } from './field-documentation';

export const materialFieldDocumentation: FamilyDocumentation = {
  writable: {
    name: 'The material’s name, shown to shoppers (`Clear acrylic`): 1 to 200 characters.',
    description: 'What shoppers read about the material, up to 2,000 characters; null for none.',
    thickness_mm: 'How thick the material is, in millimetres (above 0); null when not given.',
    ...PRICED_FIELDS,
    image_url: 'A picture of the material for the designer: an absolute URL of up to 2,048 characters, or null.',
  },
};
