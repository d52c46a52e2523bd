import { z } from '../../../../shared-kernel/validation/zod';
import { centimetres, sortOrder, text, type FamilyFields } from '../field-kit';

/** Fixed-height sizes of the retired pricing model, still named by fonts as their minimum. */
export const legacySizeFields: FamilyFields = {
  writable: {
    name: text().openapi({ description: 'The size’s name, shown to shoppers: 1 to 200 characters.' }),
    height_cm: centimetres().openapi({ description: 'The fixed letter height of this size, in centimetres (0 or more).' }),
    char_limit: z.number().int().positive().nullable().openapi({ description: 'The most letters a sign of this size may have; null for no limit.' }),
    sort_order: sortOrder(),
  },
  defaults: { char_limit: null, sort_order: 0 },
  readOnly: {},
};
