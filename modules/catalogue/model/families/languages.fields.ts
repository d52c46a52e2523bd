import { z } from '../../../../shared-kernel/validation/zod';
import { text, type FamilyFields } from '../field-kit';

/** A language the designer is offered in, with translated copy keyed by `<family>:<row id>`. */
export const languageFields: FamilyFields = {
  writable: {
    name: text().openapi({ description: 'The language’s name as shoppers pick it (`Deutsch`): 1 to 200 characters.' }),
    code: z
      .string()
      .regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, 'a BCP 47 language tag')
      .openapi({ description: 'The language as a BCP 47 tag in lowercase primary form (`de`, `fr-CA`).' }),
    is_default: z.boolean().openapi({ description: 'Whether the designer opens in this language.' }),
    translations: z
      .record(z.string().regex(/^[a-z-]+:\d+$/), z.record(z.string(), z.string().max(2000)))
      .openapi({ description: 'Translated copy of the customiser’s options, keyed by `<family>:<row id>` (`colours:12`), each a map of field name to its text in this language (up to 2,000 characters).' }),
  },
  defaults: { is_default: false, translations: {} },
  readOnly: {
    missing_translations: z.number().int().openapi({ description: 'How many named options still have no translation in this language, as of `synced_at`. Read-only.' }),
    synced_at: z.string().datetime().nullable().openapi({ description: 'When `missing_translations` was last counted (after each option write): an ISO 8601 timestamp in UTC; null before the first count. Read-only.' }),
  },
};
