import type { CustomiserSettings } from '../domain/customiser-settings';
import { assertBackboardTypeAllowed } from '../domain/backboard-rules';
import { assertFallbackKeepsFileField, assertWritableFormType, suppressionAfterReceiversChange, withFieldIds } from '../domain/form-rules';
import type { FamilySegment } from '../domain/option-families';

/** The families whose rules read the customiser's settings: the fallback form, and backboards against the border margin. */
export const SETTINGS_BOUND_FAMILIES: readonly FamilySegment[] = ['forms', 'backboards'];

type Attributes = Record<string, unknown>;

/**
 * What a write does to a row beyond its fields' checks: a form is written only in a published type,
 * its fields get UUIDs, and new receivers clear the suppression of those dropped.
 */
export function completeWrite(family: FamilySegment, next: Attributes, previous?: Attributes): Attributes {
  if (family !== 'forms') return next;
  assertWritableFormType(previous ? previous.form_type : next.form_type);
  if (previous && next.form_type !== previous.form_type) assertWritableFormType(next.form_type);
  const completed: Attributes = { ...next, fields: withFieldIds((next.fields as Attributes[] | undefined) ?? []) };
  const oldReceivers = (previous?.recipient_emails as string[] | undefined) ?? [];
  const newReceivers = (completed.recipient_emails as string[] | undefined) ?? [];
  if (previous && JSON.stringify(oldReceivers) !== JSON.stringify(newReceivers)) {
    Object.assign(completed, suppressionAfterReceiversChange(oldReceivers, newReceivers, (previous.suppressed_emails as string[]) ?? []));
  }
  return completed;
}

/** The rules that read the settings: the fallback form keeps a file field; a backboard's shaped types need a shape (and no border margin). */
export function assertAllowedBySettings(
  family: FamilySegment,
  write: { next: Attributes; previous?: Attributes; rowId?: number },
  settings: Pick<CustomiserSettings, 'border_margin_cm' | 'ai_designer_fallback_form_id'>,
): void {
  if (family === 'forms' && write.rowId !== undefined && settings.ai_designer_fallback_form_id === write.rowId) {
    assertFallbackKeepsFileField((write.next.fields as { field_id: string; input_type: string }[] | undefined) ?? []);
  }
  if (family === 'backboards') {
    const geometry = (write.next.geometry ?? write.previous?.geometry) as { has_custom_shape?: boolean } | undefined;
    assertBackboardTypeAllowed(write.next.backboard_type, write.previous?.backboard_type ?? null, {
      hasShape: geometry?.has_custom_shape === true,
      borderMarginCm: settings.border_margin_cm,
    });
  }
}
