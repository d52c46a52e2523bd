import { z } from '../../../../shared-kernel/validation/zod';
import { optionalText, sortOrder, text, type FamilyFields } from '../field-kit';

/** Groups of fonts priced alike (standard, premium). */
export const fontTierFields: FamilyFields = {
  writable: {
    name: text(),
    description: optionalText(),
    price_multiplier: z.number().min(0),
    sort_order: sortOrder(),
  },
  defaults: { description: null, price_multiplier: 1, sort_order: 0 },
  readOnly: {},
};
