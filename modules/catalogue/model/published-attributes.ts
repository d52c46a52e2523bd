import { HIDDEN_ATTRIBUTES, PUBLISHED_ATTRIBUTES } from '../domain/family-attributes';
import type { OptionRow } from '../domain/option-row';
import { FAMILY_FIELDS } from './families/family-fields';

/**
 * The attributes of an option row as the catalogue publishes them, wherever a row is shown (its own
 * operations, a deletion receipt, the attach operations of uploads): in the order the family declares
 * them (jsonb keeps its own order), then any others, hidden ones left out, those published otherwise
 * than kept in their published form (`PUBLISHED_ATTRIBUTES`). A read model: each presenter puts it in
 * its own wire record, with the row's identity and the store's currency.
 */
export function publishedAttributes(row: OptionRow): Record<string, unknown> {
  const hidden = new Set(HIDDEN_ATTRIBUTES[row.family] ?? []);
  const fields = FAMILY_FIELDS[row.family];
  const declared = [...Object.keys(fields.writable), ...Object.keys(fields.readOnly)];
  const rest = Object.keys(row.attributes).filter((name) => !declared.includes(name) && !hidden.has(name));
  const published = PUBLISHED_ATTRIBUTES[row.family] ?? {};
  return Object.fromEntries(
    [...declared, ...rest].filter((name) => name in row.attributes).map((name) => [name, published[name] ? published[name](row.attributes[name]) : row.attributes[name]]),
  );
}
