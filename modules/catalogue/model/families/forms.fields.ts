import { fieldCode } from '../../../../shared-kernel/validation/strict-parsing';
import { z } from '../../../../shared-kernel/validation/zod';
import { openEnum, optionalText, sortOrder, text, type FamilyFields } from '../field-kit';
import { formRedirectUrlRefusal } from '../form-redirect-url';

export const formFieldSchema = z.strictObject({
  field_id: z.string().uuid().optional().openapi({ description: 'The question’s id, a UUID: the service gives one to a question sent without it; send it back to keep the question (answers name it).' }),
  name: text().openapi({ description: 'The question as the person filling in the form reads it: 1 to 200 characters.' }),
  input_type: openEnum().openapi({ description: 'What kind of answer it takes (`text`, `number`, `email`, `date`, `checkbox`, `file` …), from a set that may grow.' }),
  required: z.boolean().default(false).openapi({ description: 'Whether a submission must answer it. Default false.' }),
  customer_field: z.string().max(64).nullable().default(null).openapi({ description: 'Which detail of the person the answer gives (`name`, `email`, `phone`), so that the quote shows it as contact; null for none.' }),
  info: z.string().max(2000).nullable().default(null).openapi({ description: 'Help text shown with the question, up to 2,000 characters; null for none.' }),
  placeholder: z.string().max(200).nullable().default(null).openapi({ description: 'The hint shown in an empty answer box, up to 200 characters; null for none.' }),
  checkbox_value: z.string().max(200).nullable().default(null).openapi({ description: 'For a checkbox: what a ticked box means, up to 200 characters; null otherwise.' }),
  min: z.number().nullable().default(null).openapi({ description: 'For a number, the smallest answer accepted; for text, the fewest characters. Null for no minimum.' }),
  max: z.number().nullable().default(null).openapi({ description: 'For a number, the largest answer accepted; for text, the most characters. Null for no maximum.' }),
  min_date: z.string().nullable().default(null).openapi({ description: 'For a date question: the earliest date accepted, an ISO 8601 date (`2026-07-22`); a value that is not one is kept but not enforced. Null for none.' }),
  max_date: z.string().nullable().default(null).openapi({ description: 'For a date question: the latest date accepted, an ISO 8601 date (`2026-12-31`); a value that is not one is kept but not enforced. Null for none.' }),
  allow_multiple: z.boolean().default(false).openapi({ description: 'Whether the question takes several of its options (or several files). Default false.' }),
  reply_to: z.boolean().default(false).openapi({ description: 'For an email question: whether the merchant’s quote email replies to the address given. Default false.' }),
  options: z.array(z.string().max(200)).max(200).default([]).openapi({ description: 'The choices of a question with choices, each up to 200 characters, at most 200; an answer must be one of them. Empty otherwise.' }),
});

export const formFields: FamilyFields = {
  writable: {
    name: text().openapi({ description: 'The form’s name, shown to shoppers: 1 to 200 characters.' }),
    description: optionalText().openapi({ description: 'What shoppers read above the form, up to 2,000 characters; null for none.' }),
    form_type: openEnum().openapi({ description: 'What the form is for (`quote` is the default), from the published catalogue of form types; a stored type outside it cannot be written (`form_type_not_supported`).' }),
    button_label: z.string().max(100).nullable().openapi({ description: 'The wording of the button that opens the form, up to 100 characters; null for the designer’s default.' }),
    subject: z.string().max(200).nullable().openapi({ description: 'The subject of the email a submission sends the merchant, up to 200 characters; null for the default.' }),
    recipient_emails: z.array(z.string().email()).max(20).openapi({ description: 'The email addresses submissions are sent to, at most 20; a write replaces the list and clears the delivery suppression recorded against the old addresses.' }),
    save_customer_details: z.boolean().openapi({ description: 'Whether the details a person types in are saved for the next form they fill in, a setting the designer reads; stored and returned as sent. Default true.' }),
    post_submission_action: openEnum().openapi({ description: 'What the designer does after a submission, from a set that may grow (`default` is the value seen; `redirect_url` says where to go).' }),
    // The scheme and host here; whether loopback http is allowed depends on the environment (RowWriteChecks).
    redirect_url: z
      .string()
      .max(2048)
      .superRefine((url, context) => {
        const refused = formRedirectUrlRefusal(url, { loopbackHttp: true });
        if (refused) context.addIssue({ code: 'custom', message: refused, params: fieldCode('invalid') });
      })
      .openapi({ format: 'uri', description: 'Where the person goes after submitting: https (http only to a loopback host, in development).' })
      .nullable(),
    fields: z.array(formFieldSchema).max(100).openapi({ description: 'The form’s questions in order, at most 100; a write replaces the whole list (empty clears it).' }),
    sort_order: sortOrder(),
  },
  defaults: {
    description: null, form_type: 'quote', button_label: null, subject: null, recipient_emails: [], save_customer_details: true,
    post_submission_action: 'default', redirect_url: null, fields: [], sort_order: 0,
  },
  readOnly: {
    emails_enabled: z.boolean().openapi({ description: 'Whether submissions are emailed to the recipients; writing `recipient_emails` turns it back on. Read-only (`invalid` when sent).' }),
    suppressed_emails: z.array(z.string()).openapi({ description: 'Recipients the mail transport stopped delivering to (bounces, complaints); writing `recipient_emails` clears them. Read-only.' }),
  },
  readOnlyRefusal: { emails_enabled: 'invalid' },
};
