import type { FamilyDocumentation } from './field-documentation';

export const letterTypeFieldDocumentation: FamilyDocumentation = {
  writable: {
    name: 'The letter type’s name, shown to shoppers: 1 to 200 characters.',
    category: 'How the letters are built, from a set that may grow (`neon`, `lightbox_rectangle`, `lightbox_cylinder`, `lightbox_shaped` …): it decides which parts take text and the defaults of a new letter-part colour selection.',
    letter_parts: 'The parts its letters are made of (`face`, `halo`, `tube`, `border`), each lowercase letters and underscores, unique, at most 12: a letter-part colour selection can be made for each.',
  },
};
