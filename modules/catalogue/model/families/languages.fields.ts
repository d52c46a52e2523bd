import { z } from '../../../../shared-kernel/validation/zod';
import { text, type FamilyFields } from '../field-kit';

/** A language the designer is offered in, with translated copy keyed by `<family>:<row id>`. */
export const languageFields: FamilyFields = {
  writable: {
    name: text(),
    code: z
      .string()
      .regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, 'a BCP 47 language tag'),
    is_default: z.boolean(),
    translations: z
      .record(z.string().regex(/^[a-z-]+:\d+$/), z.record(z.string(), z.string().max(2000))),
  },
  defaults: { is_default: false, translations: {} },
  readOnly: {
    missing_translations: z.number().int(),
    synced_at: z.string().datetime().nullable(),
  },
};
