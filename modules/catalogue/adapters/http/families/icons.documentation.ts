import { PRICED_FIELDS, type FamilyDocumentation } from './field-documentation';

export const iconFieldDocumentation: FamilyDocumentation = {
  writable: {
    name: 'The icon’s name, shown to shoppers: 1 to 200 characters.',
    svg_url: 'The icon’s drawing, an SVG file: an absolute URL of up to 2,048 characters, or null.',
    ...PRICED_FIELDS,
  },
};
