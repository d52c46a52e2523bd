import { HIDDEN_ATTRIBUTES, PUBLISHED_ATTRIBUTES } from '../domain/family-attributes';
import { OPTION_FAMILIES } from '../domain/option-families';
import type { OptionRow } from '../domain/option-row';
import { FAMILY_FIELDS } from './families/family-fields';

/**
 * An option row as the catalogue publishes it, wherever it is shown (its own operations, a deletion
 * receipt, the attach operations of uploads): identity, the attributes in the order the family declares
 * them (jsonb keeps its own order), hidden ones left out, those published otherwise than kept in their
 * published form (`PUBLISHED_ATTRIBUTES`), and the store's currency on a priced family.
 */
export function optionRowRecord(row: OptionRow, currency: string | null): Record<string, unknown> {
  const family = OPTION_FAMILIES[row.family];
  const hidden = new Set(HIDDEN_ATTRIBUTES[row.family] ?? []);
  const fields = FAMILY_FIELDS[row.family];
  const declared = [...Object.keys(fields.writable), ...Object.keys(fields.readOnly)];
  const rest = Object.keys(row.attributes).filter((name) => !declared.includes(name) && !hidden.has(name));
  const published = PUBLISHED_ATTRIBUTES[row.family] ?? {};
  const attributes = Object.fromEntries(
    [...declared, ...rest].filter((name) => name in row.attributes).map((name) => [name, published[name] ? published[name](row.attributes[name]) : row.attributes[name]]),
  );
  return {
    object: family.object,
    id: row.id,
    customiser_id: row.customiserId,
    ...attributes,
    ...(family.priced ? { currency } : {}),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
