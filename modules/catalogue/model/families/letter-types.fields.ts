import { z } from '../../../../shared-kernel/validation/zod';
import { openEnum, sortOrder, text, type FamilyFields } from '../field-kit';

/** A way letters are built (neon tube, channel letter, lightbox) and the parts it declares. */
export const letterTypeFields: FamilyFields = {
  writable: {
    name: text(),
    category: openEnum(),
    letter_parts: z
      .array(z.string().regex(/^[a-z][a-z_]{0,31}$/))
      .max(12)
      .refine((parts) => new Set(parts).size === parts.length, 'letter parts are unique'),
    sort_order: sortOrder(),
  },
  defaults: { letter_parts: [], sort_order: 0 },
  readOnly: {},
};
