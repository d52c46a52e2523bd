import type { FamilyDocumentation } from './field-documentation';

export const fontTierFieldDocumentation: FamilyDocumentation = {
  writable: {
    name: 'The tier’s name (`Premium`), shown to shoppers beside its fonts: 1 to 200 characters.',
    description: 'What shoppers read about the tier, up to 2,000 characters; null for none.',
    price_multiplier: 'A factor on the sign’s own price (base, letters, sheet or area) when a font of this tier is chosen: 1 changes nothing, 1.25 adds a quarter. 0 or more.',
  },
};
