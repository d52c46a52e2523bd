import type { FamilyDocumentation } from './field-documentation';

export const languageFieldDocumentation: FamilyDocumentation = {
  writable: {
    name: 'The language’s name as shoppers pick it (`Deutsch`): 1 to 200 characters.',
    code: 'The language as a BCP 47 tag in lowercase primary form (`de`, `fr-CA`).',
    is_default: 'Whether the designer opens in this language.',
    translations: 'Translated copy of the customiser’s options, keyed by `<family>:<row id>` (`colours:12`), each a map of field name to its text in this language (up to 2,000 characters).',
  },
  readOnly: {
    missing_translations: 'How many named options still have no translation in this language, as of `synced_at`. Read-only.',
    synced_at: 'When `missing_translations` was last counted (after each option write): an ISO 8601 timestamp in UTC; null before the first count. Read-only.',
  },
};
