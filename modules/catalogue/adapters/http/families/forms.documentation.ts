import type { FamilyDocumentation } from './field-documentation';

/** A question of a form (the model's `formFieldSchema`). */
const FORM_FIELD = {
  field_id: 'The question’s id, a UUID: the service gives one to a question sent without it; send it back to keep the question (answers name it).',
  name: 'The question as the person filling in the form reads it: 1 to 200 characters.',
  input_type: 'What kind of answer it takes (`text`, `number`, `email`, `date`, `checkbox`, `file` …), from a set that may grow.',
  required: 'Whether a submission must answer it. Default false.',
  customer_field: 'Which detail of the person the answer gives (`name`, `email`, `phone`), so that the quote shows it as contact; null for none.',
  info: 'Help text shown with the question, up to 2,000 characters; null for none.',
  placeholder: 'The hint shown in an empty answer box, up to 200 characters; null for none.',
  checkbox_value: 'For a checkbox: what a ticked box means, up to 200 characters; null otherwise.',
  min: 'For a number, the smallest answer accepted; for text, the fewest characters. Null for no minimum.',
  max: 'For a number, the largest answer accepted; for text, the most characters. Null for no maximum.',
  min_date: 'For a date question: the earliest date accepted, an ISO 8601 date (`2026-07-22`); a value that is not one is kept but not enforced. Null for none.',
  max_date: 'For a date question: the latest date accepted, an ISO 8601 date (`2026-12-31`); a value that is not one is kept but not enforced. Null for none.',
  allow_multiple: 'Whether the question takes several of its options (or several files). Default false.',
  reply_to: 'For an email question: whether the merchant’s quote email replies to the address given. Default false.',
  options: 'The choices of a question with choices, each up to 200 characters, at most 200; an answer must be one of them. Empty otherwise.',
};

export const formFieldDocumentation: FamilyDocumentation = {
  writable: {
    name: 'The form’s name, shown to shoppers: 1 to 200 characters.',
    description: 'What shoppers read above the form, up to 2,000 characters; null for none.',
    form_type: 'What the form is for (`quote` is the default), from the published catalogue of form types; a stored type outside it cannot be written (`form_type_not_supported`).',
    button_label: 'The wording of the button that opens the form, up to 100 characters; null for the designer’s default.',
    subject: 'The subject of the email a submission sends the merchant, up to 200 characters; null for the default.',
    recipient_emails: 'The email addresses submissions are sent to, at most 20; a write replaces the list and clears the delivery suppression recorded against the old addresses.',
    save_customer_details: 'Whether the details a person types in are saved for the next form they fill in, a setting the designer reads; stored and returned as sent. Default true.',
    post_submission_action: 'What the designer does after a submission, from a set that may grow (`default` is the value seen; `redirect_url` says where to go).',
    redirect_url: { format: 'uri', description: 'Where the person goes after submitting: https (http only to a loopback host, in development).' },
    fields: { description: 'The form’s questions in order, at most 100; a write replaces the whole list (empty clears it).', element: { shape: FORM_FIELD } },
  },
  readOnly: {
    emails_enabled: 'Whether submissions are emailed to the recipients; writing `recipient_emails` turns it back on. Read-only (`invalid` when sent).',
    suppressed_emails: 'Recipients the mail transport stopped delivering to (bounces, complaints); writing `recipient_emails` clears them. Read-only.',
  },
};
