import { z } from '../../../../shared-kernel/validation/zod';
import { httpsUrl, optionalText, pricedFields, sortOrder, text, type FamilyFields } from '../field-kit';

export const materialFields: FamilyFields = {
  writable: {
    name: text().openapi({ description: 'The material’s name, shown to shoppers (`Clear acrylic`): 1 to 200 characters.' }),
    description: optionalText().openapi({ description: 'What shoppers read about the material, up to 2,000 characters; null for none.' }),
    thickness_mm: z.number().positive().nullable().openapi({ description: 'How thick the material is, in millimetres (above 0); null when not given.' }),
    ...pricedFields.writable,
    sort_order: sortOrder(),
    image_url: httpsUrl().openapi({ description: 'A picture of the material for the designer: an absolute URL of up to 2,048 characters, or null.' }),
  },
  defaults: { description: null, thickness_mm: null, ...pricedFields.defaults, sort_order: 0, image_url: null },
  readOnly: {},
};
