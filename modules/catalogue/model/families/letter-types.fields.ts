import { z } from '../../../../shared-kernel/validation/zod';
import { openEnum, sortOrder, text, type FamilyFields } from '../field-kit';

/** A way letters are built (neon tube, channel letter, lightbox) and the parts it declares. */
export const letterTypeFields: FamilyFields = {
  writable: {
    name: text().openapi({ description: 'The letter type’s name, shown to shoppers: 1 to 200 characters.' }),
    category: openEnum().openapi({ description: 'How the letters are built, from a set that may grow (`neon`, `lightbox_rectangle`, `lightbox_cylinder`, `lightbox_shaped` …): it decides which parts take text and the defaults of a new letter-part colour selection.' }),
    letter_parts: z
      .array(z.string().regex(/^[a-z][a-z_]{0,31}$/))
      .max(12)
      .refine((parts) => new Set(parts).size === parts.length, 'letter parts are unique')
      .openapi({ description: 'The parts its letters are made of (`face`, `halo`, `tube`, `border`), each lowercase letters and underscores, unique, at most 12: a letter-part colour selection can be made for each.' }),
    sort_order: sortOrder(),
  },
  defaults: { letter_parts: [], sort_order: 0 },
  readOnly: {},
};
