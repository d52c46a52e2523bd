import type { FamilyDocumentation } from './field-documentation';

export const legacySizeFieldDocumentation: FamilyDocumentation = {
  writable: {
    name: 'The size’s name, shown to shoppers: 1 to 200 characters.',
    height_cm: 'The fixed letter height of this size, in centimetres (0 or more).',
    char_limit: 'The most letters a sign of this size may have; null for no limit.',
  },
};
