import { z } from '../../../../shared-kernel/validation/zod';
import { openEnum, text, type FamilyFields } from '../field-kit';

export const shippingSchema = z.strictObject({
  calculation: openEnum(),
  volumetric_divisor: z.number().positive().nullable(),
  add_weight_to_product: z.boolean(),
});

export const lengthPricingRowSchema = z.strictObject({
  length_limit_cm: z.number().min(0).nullable().default(null),
  price_per_cm: z.number().min(0).default(0),
  base_price: z.number().int().min(0).default(0),
});

/** Prices by the length of material a design needs (fonts and icons are priced by one). */
export const lengthPricingFields: FamilyFields = {
  writable: {
    name: text(),
    letter_pricing_mode: openEnum(),
    letter_pricing_method: z.enum(['material_length', 'fixed_letter']),
    shipping: shippingSchema,
    rows: z.array(lengthPricingRowSchema).max(200),
  },
  defaults: {
    letter_pricing_mode: 'price_by_position',
    letter_pricing_method: 'material_length',
    shipping: { calculation: 'physical', volumetric_divisor: null, add_weight_to_product: false },
    rows: [],
  },
  readOnly: {},
};
