import type { FamilyDocumentation } from './field-documentation';

const SHIPPING = {
  calculation: 'How shipping is worked out, from a set that may grow: `physical` gives a design a volumetric weight from its dimensions.',
  volumetric_divisor: 'The divisor of the volumetric weight: width × height × depth in cubic centimetres ÷ this = kilograms (5000 is usual). Null: no weight.',
  add_weight_to_product: 'Whether the volumetric weight is added to the product the design becomes, for the store’s carrier to charge.',
};

const ROW = {
  length_limit_cm: 'The longest outline (total length of the letters’ contours) this row prices, in centimetres; null for no limit. Rows are tried shortest first.',
  price_per_cm: 'The rate per centimetre of outline, in decimal major units of the store’s currency (0.45 is 45 cents a centimetre in USD).',
  base_price: 'What the row charges before the length, in minor units of the store’s currency (cents for USD): an integer, 0 or more.',
};

export const lengthPricingFieldDocumentation: FamilyDocumentation = {
  writable: {
    name: 'The length pricing’s name, for the merchant: 1 to 200 characters.',
    letter_pricing_mode: 'How letters are priced, from a set that may grow (`price_by_position` is the default).',
    letter_pricing_method: '`material_length` prices the length of the letters’ outline; `fixed_letter` prices each letter.',
    shipping: { description: 'How the weight of a design priced by it is worked out.', shape: SHIPPING },
    rows: { description: 'The length rows, at most 200; a write replaces the whole list.', element: { shape: ROW } },
  },
};
