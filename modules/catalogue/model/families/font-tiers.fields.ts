import { z } from '../../../../shared-kernel/validation/zod';
import { optionalText, sortOrder, text, type FamilyFields } from '../field-kit';

/** Groups of fonts priced alike (standard, premium). */
export const fontTierFields: FamilyFields = {
  writable: {
    name: text().openapi({ description: 'The tier’s name (`Premium`), shown to shoppers beside its fonts: 1 to 200 characters.' }),
    description: optionalText().openapi({ description: 'What shoppers read about the tier, up to 2,000 characters; null for none.' }),
    price_multiplier: z.number().min(0).openapi({ description: 'A factor on the sign’s own price (base, letters, sheet or area) when a font of this tier is chosen: 1 changes nothing, 1.25 adds a quarter. 0 or more.' }),
    sort_order: sortOrder(),
  },
  defaults: { description: null, price_multiplier: 1, sort_order: 0 },
  readOnly: {},
};
