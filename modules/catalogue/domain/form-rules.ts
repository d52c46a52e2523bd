import { randomUUID } from 'node:crypto';
import { problem } from '../../../shared-kernel/problems/problems';

/** The form types the v3 API publishes; a stored form of another type cannot be written through it. */
export const FORM_TYPES = ['quote', 'contact', 'custom_design', 'callback'] as const;

export interface FormField {
  field_id: string;
  input_type: string;
  [name: string]: unknown;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

export function assertWritableFormType(storedType: unknown): void {
  if (!(FORM_TYPES as readonly unknown[]).includes(storedType)) {
    throw problem('form_type_not_supported', {
      detail: `Forms of type ${String(storedType)} are outside the published catalogue and cannot be written.`,
      errors: [{ pointer: '/form_type', code: 'form_type_not_supported', detail: 'Not a published form type.', allowed_values: FORM_TYPES }],
    });
  }
}

/** The AI sign designer's fallback form collects the shopper's artwork: it must keep a file field. */
export function assertFallbackKeepsFileField(fields: readonly FormField[]): void {
  if (!fields.some((field) => field.input_type === 'file')) {
    throw problem('fallback_form_requires_file_field', {
      detail: 'This form is the AI sign designer fallback and must keep at least one file field.',
      errors: [{ pointer: '/fields', code: 'fallback_form_requires_file_field', detail: 'Keep at least one field with input_type file.' }],
    });
  }
}

/** Gives every field without one a UUID `field_id`; a given id must be a UUID. */
export function withFieldIds(fields: readonly Record<string, unknown>[]): FormField[] {
  return fields.map((field, index) => {
    const id = field.field_id ?? randomUUID();
    if (typeof id !== 'string' || !UUID.test(id)) {
      throw problem('validation_failed', { errors: [{ pointer: `/fields/${index}/field_id`, code: 'invalid', detail: 'field_id must be a UUID.' }] });
    }
    return { ...field, field_id: id.toLowerCase() } as FormField;
  });
}

/**
 * Replacing the receivers clears the mail-transport suppression recorded against the old ones and
 * resumes delivery; suppression of a receiver that stays is kept.
 */
export function suppressionAfterReceiversChange(
  oldReceivers: readonly string[],
  newReceivers: readonly string[],
  suppressed: readonly string[],
): { suppressed_emails: string[]; emails_enabled: boolean } {
  const kept = newReceivers.map((email) => email.toLowerCase());
  const cleared = new Set(oldReceivers.map((email) => email.toLowerCase()).filter((email) => !kept.includes(email)));
  const remaining = suppressed.filter((email) => !cleared.has(email.toLowerCase()) && kept.includes(email.toLowerCase()));
  return { suppressed_emails: remaining, emails_enabled: true };
}
