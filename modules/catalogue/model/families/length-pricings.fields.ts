import { z } from '../../../../shared-kernel/validation/zod';
import { openEnum, text, type FamilyFields } from '../field-kit';

export const shippingSchema = z.strictObject({
  calculation: openEnum().openapi({ description: 'How shipping is worked out, from a set that may grow: `physical` gives a design a volumetric weight from its dimensions.' }),
  volumetric_divisor: z.number().positive().nullable().openapi({ description: 'The divisor of the volumetric weight: width × height × depth in cubic centimetres ÷ this = kilograms (5000 is usual). Null: no weight.' }),
  add_weight_to_product: z.boolean().openapi({ description: 'Whether the volumetric weight is added to the product the design becomes, for the store’s carrier to charge.' }),
});

export const lengthPricingRowSchema = z.strictObject({
  length_limit_cm: z.number().min(0).nullable().default(null).openapi({ description: 'The longest outline (total length of the letters’ contours) this row prices, in centimetres; null for no limit. Rows are tried shortest first.' }),
  price_per_cm: z.number().min(0).default(0).openapi({ description: 'The rate per centimetre of outline, in decimal major units of the store’s currency (0.45 is 45 cents a centimetre in USD).' }),
  base_price: z.number().int().min(0).default(0).openapi({ description: 'What the row charges before the length, in minor units of the store’s currency (cents for USD): an integer, 0 or more.' }),
});

/** Prices by the length of material a design needs (fonts and icons are priced by one). */
export const lengthPricingFields: FamilyFields = {
  writable: {
    name: text().openapi({ description: 'The length pricing’s name, for the merchant: 1 to 200 characters.' }),
    letter_pricing_mode: openEnum().openapi({ description: 'How letters are priced, from a set that may grow (`price_by_position` is the default).' }),
    letter_pricing_method: z.enum(['material_length', 'fixed_letter']).openapi({ description: '`material_length` prices the length of the letters’ outline; `fixed_letter` prices each letter.' }),
    shipping: shippingSchema.openapi({ description: 'How the weight of a design priced by it is worked out.' }),
    rows: z.array(lengthPricingRowSchema).max(200).openapi({ description: 'The length rows, at most 200; a write replaces the whole list.' }),
  },
  defaults: {
    letter_pricing_mode: 'price_by_position',
    letter_pricing_method: 'material_length',
    shipping: { calculation: 'physical', volumetric_divisor: null, add_weight_to_product: false },
    rows: [],
  },
  readOnly: {},
};
