import { applyMergePatch, type JsonObject } from '../../../shared-kernel/merge-patch';
import { parseBody, prohibited } from '../../../shared-kernel/validation/strict-parsing';
import { z } from '../../../shared-kernel/validation/zod';
import type { CustomiserSettings } from '../domain/customiser-settings';
import { assertFallbackKeepsFileField, type FormField } from '../domain/form-rules';
import type { OptionRow } from '../domain/option-row';
import type { RowReference } from './row-reference';

/**
 * The settings a client writes; the flags that follow the selection mode are read here and written only
 * through it. What each means is the HTTP adapter's (adapters/http/customisers.schemas.ts).
 */
export const settingsWritable = {
  style_words_by_font_only: z.boolean(),
  cut_as_one_piece: z.boolean(),
  border_margin_cm: z.number().min(0).max(100).nullable(),
  ai_designer_fallback_form_id: z.number().int().positive().nullable(),
  icon_length_pricing_id: z.number().int().positive().nullable(),
};

export const followsSelectionMode = {
  multiple_fonts: prohibited('multiple_fonts follows selection_mode.'),
  multiple_colours: prohibited('multiple_colours follows selection_mode.'),
};

/** A merge patch of the settings: any writable member, none of those that follow the mode. */
export const settingsPatch = z.strictObject({
  ...Object.fromEntries(Object.entries(settingsWritable).map(([name, type]) => [name, type.optional()])),
  ...followsSelectionMode,
});

/** The whole settings document, as a merged patch must leave it. */
export const settingsDocument = z.strictObject({ ...settingsWritable, multiple_fonts: z.boolean(), multiple_colours: z.boolean() });

/**
 * The settings of a customiser as an aggregate: a patch is checked, merged and the result checked as a
 * whole. The rows it names are returned for one existence check; the fallback form, once found, must
 * keep a file field.
 */
export class CustomiserSettingsDocument {
  private constructor(readonly settings: CustomiserSettings) {}

  static stored(settings: CustomiserSettings): CustomiserSettingsDocument {
    return new CustomiserSettingsDocument(settings);
  }

  applyPatch(patch: JsonObject): CustomiserSettingsDocument {
    parseBody(settingsPatch, patch);
    return new CustomiserSettingsDocument(parseBody(settingsDocument, applyMergePatch(this.settings, patch, { nullMeans: 'clear' })));
  }

  /** The form and length pricing the settings name. */
  references(): RowReference[] {
    const references: RowReference[] = [];
    const { ai_designer_fallback_form_id: form, icon_length_pricing_id: pricing } = this.settings;
    if (form !== null) references.push({ family: 'forms', id: form, pointer: '/ai_designer_fallback_form_id' });
    if (pricing !== null) references.push({ family: 'length-pricings', id: pricing, pointer: '/icon_length_pricing_id' });
    return references;
  }

  /** The rows found for `references()`, checked for what they must be beyond existing. */
  assertReferencedRows(rows: readonly OptionRow[]): void {
    const form = rows.find((row) => row.family === 'forms' && row.id === this.settings.ai_designer_fallback_form_id);
    if (form) assertFallbackKeepsFileField((form.attributes.fields as FormField[] | undefined) ?? []);
  }
}
