import { OPTION_FAMILIES, FAMILY_SEGMENTS, type FamilySegment } from './option-families';

/** The ids of one store's rows, each to the id of its copy in another store. */
export type CopiedIds = ReadonlyMap<number, number>;

/** What a store's catalogue copy made, by what the copy holds. */
export interface CatalogueCopy {
  customisers: CopiedIds;
  optionRows: CopiedIds;
  counts: { customisers: number; option_rows: number; customiser_settings: number; letter_part_selections: number };
}

const copyOf = (id: unknown, copies: CopiedIds): unknown => (typeof id === 'number' ? (copies.get(id) ?? id) : id);

/** Translation keys name a row as `<family>:<row id>`. */
const TRANSLATION_KEY = /^([a-z-]+):(\d+)$/;

/**
 * An option row's attributes as its copy holds them: every row the original names (its family's declared
 * references, and the rows a language's translations are keyed by) is the copy of that row.
 */
export function copiedAttributes(family: string, attributes: Record<string, unknown>, rows: CopiedIds): Record<string, unknown> {
  const copied = { ...attributes };
  const declared = (FAMILY_SEGMENTS as readonly string[]).includes(family) ? OPTION_FAMILIES[family as FamilySegment].references : [];
  for (const { field, many } of declared) {
    const value = copied[field];
    if (many && Array.isArray(value)) copied[field] = value.map((id) => copyOf(id, rows));
    else if (!many) copied[field] = copyOf(value, rows);
  }
  if (family === 'languages' && isRecord(copied.translations)) {
    copied.translations = Object.fromEntries(
      Object.entries(copied.translations).map(([key, value]) => {
        const [, named, id] = TRANSLATION_KEY.exec(key) ?? [];
        return [named && id ? `${named}:${String(copyOf(Number(id), rows))}` : key, value];
      }),
    );
  }
  return copied;
}

/** The settings that name rows (a fallback form, an icon length pricing) name their copies. */
export function copiedSettings(settings: Record<string, unknown>, rows: CopiedIds): Record<string, unknown> {
  const copied = { ...settings };
  for (const field of ['ai_designer_fallback_form_id', 'icon_length_pricing_id']) if (field in copied) copied[field] = copyOf(copied[field], rows);
  return copied;
}

/** Ids of rows, each the id of its copy. */
export function copiedRowIds(ids: readonly number[], rows: CopiedIds): number[] {
  return ids.map((id) => rows.get(id) ?? id);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
