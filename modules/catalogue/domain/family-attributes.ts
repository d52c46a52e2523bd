import type { FamilySegment } from './option-families';

/**
 * Attributes a family keeps that no client writes: they are set by the service (a measured shape, an
 * attached font file, delivery state, sync results) and shown read-only.
 */
export const READ_ONLY_ATTRIBUTES: Partial<Record<FamilySegment, Record<string, unknown>>> = {
  backboards: {
    geometry: { has_custom_shape: false, status: null, failure_reason: null, measured_at: null },
    shape_svg: null,
  },
  fonts: { font_file: { has_font_file: false, family_name: null, ttf_url: null } },
  forms: { emails_enabled: true, suppressed_emails: [] },
  languages: { missing_translations: 0, synced_at: null },
};

/** Attributes kept in storage but never shown through the API (the sanitised shape stays inside). */
export const HIDDEN_ATTRIBUTES: Partial<Record<FamilySegment, string[]>> = {
  backboards: ['shape_svg'],
};

/**
 * How a stored attribute is published where the spec types it otherwise than it is kept: a font without
 * a file keeps null for the family name and URL it has not got, and shows them as empty strings (the spec
 * types both `string`; `has_font_file: false` is what says there is no file).
 */
export const PUBLISHED_ATTRIBUTES: Partial<Record<FamilySegment, Record<string, (stored: unknown) => unknown>>> = {
  fonts: {
    font_file: (stored) => {
      const file = (stored ?? {}) as { has_font_file?: unknown; family_name?: unknown; ttf_url?: unknown };
      return { has_font_file: file.has_font_file === true, family_name: file.family_name ?? '', ttf_url: file.ttf_url ?? '' };
    },
  },
};

export function splitReadOnly(family: FamilySegment, attributes: Record<string, unknown>) {
  const readOnlyNames = Object.keys(READ_ONLY_ATTRIBUTES[family] ?? {});
  const writable: Record<string, unknown> = {};
  const readOnly: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(attributes)) (readOnlyNames.includes(name) ? readOnly : writable)[name] = value;
  return { writable, readOnly };
}
