import type { Quote } from './quote';

/** The topic every new form submission emits (spec, Events; deprecated since 2026-08-24, still firing). */
export const FORM_SUBMITTED = 'form:submitted';

/**
 * The form:submitted body. It carries no stable resource id of its own (spec): receivers deduplicate
 * against the quotes listing.
 */
export function formSubmittedPayload(quote: Quote) {
  return {
    form_submission: {
      form_id: quote.formId,
      customiser_id: quote.customiserId,
      answers: quote.answers,
      files: quote.files,
      contact: quote.contact,
      submitted_at: quote.createdAt.toISOString(),
    },
  };
}
