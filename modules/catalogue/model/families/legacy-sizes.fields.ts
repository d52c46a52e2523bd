import { z } from '../../../../shared-kernel/validation/zod';
import { centimetres, sortOrder, text, type FamilyFields } from '../field-kit';

/** Fixed-height sizes of the retired pricing model, still named by fonts as their minimum. */
export const legacySizeFields: FamilyFields = {
  writable: {
    name: text(),
    height_cm: centimetres(),
    char_limit: z.number().int().positive().nullable(),
    sort_order: sortOrder(),
  },
  defaults: { char_limit: null, sort_order: 0 },
  readOnly: {},
};
