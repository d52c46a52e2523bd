import type { ProblemFieldError } from '../../../shared-kernel/problems/problem';
import { Problems } from '../../../shared-kernel/problems/problems';
import { isEmailAddress } from '../../../shared-kernel/validation/email-address';
import { readFieldValue, type FormAnswerValue } from './form-field-value';
import type { StorefrontForm, StorefrontFormField } from './storefront-configuration';

export type { FormAnswerValue } from './form-field-value';

/** A shopper's submission of a form (CONTRACT 6), `upload_ids` defaulted to none. */
export interface FormSubmission {
  answers: { field_id: string; value: unknown }[];
  upload_ids: string[];
}

/** An upload of the current store named in a submission, as the uploads context reports it. */
export interface SubmittedUpload {
  id: string;
  status: string;
  purpose: string;
}

/** An answer ready for the quote: its field, and its value typed by the field's input_type. */
export interface NormalisedAnswer {
  fieldId: string;
  value: FormAnswerValue;
}

export interface FormContact {
  name: string | null;
  email: string | null;
  phone: string | null;
}

/** The uploads context's purpose for a shopper's files (named here: a domain imports no other module). */
export const FORM_ATTACHMENT_PURPOSE = 'form_attachment';
export const MAX_FORM_FILES = 10;

function readAnswers(form: StorefrontForm, submission: FormSubmission): { answers: NormalisedAnswer[]; errors: ProblemFieldError[] } {
  const fields = new Map(form.fields.map((field) => [field.field_id, field]));
  const values = new Map<string, FormAnswerValue>();
  const answered = new Set<string>();
  const errors: ProblemFieldError[] = [];
  for (const [index, answer] of submission.answers.entries()) {
    const field = fields.get(answer.field_id);
    if (!field || answered.has(field.field_id)) {
      errors.push({ pointer: `/answers/${index}/field_id`, code: 'invalid', detail: field ? `"${field.name}" is answered twice.` : 'Not a field of this form.' });
      continue;
    }
    answered.add(field.field_id);
    const reading = readFieldValue(field, answer.value);
    if (reading.kind === 'refused') {
      const { kind: _kind, ...refusal } = reading;
      errors.push({ pointer: `/answers/${index}/value`, ...refusal });
    } else if (reading.kind === 'value') {
      values.set(field.field_id, reading.value);
    }
  }
  const refused = new Set(errors.map((error) => error.pointer));
  for (const field of form.fields) {
    if (!field.required || satisfied(field, values.get(field.field_id), submission.upload_ids)) continue;
    // A refused answer already says what is wrong with it; "required" as well would only repeat it.
    const index = submission.answers.findIndex((answer) => answer.field_id === field.field_id);
    if (index !== -1 && refused.has(`/answers/${index}/value`)) continue;
    errors.push({ pointer: '/answers', code: 'required', detail: `"${field.name}" (field ${field.field_id}) is required.` });
  }
  const answers = form.fields.flatMap((field) => (values.has(field.field_id) ? [{ fieldId: field.field_id, value: values.get(field.field_id)! }] : []));
  return { answers, errors };
}

/** A required checkbox is a consent: only ticked answers it. A required file field takes any file of the submission. */
function satisfied(field: StorefrontFormField, value: FormAnswerValue | undefined, uploadIds: readonly string[]): boolean {
  if (field.input_type === 'file') return uploadIds.length > 0;
  if (field.input_type === 'checkbox') return value === true;
  return value !== undefined;
}

function uploadProblem(upload: SubmittedUpload | undefined): string | undefined {
  if (!upload) return 'No upload with this id in this store.';
  if (upload.purpose !== FORM_ATTACHMENT_PURPOSE) return `A form takes ${FORM_ATTACHMENT_PURPOSE} uploads, not ${upload.purpose}.`;
  if (upload.status === 'pending') return 'Its bytes have not landed yet: send them to the upload target first.';
  if (upload.status === 'attached') return 'Already sent with another submission: each file goes with one.';
  if (upload.status !== 'uploaded') return `The upload is ${upload.status}.`;
  return undefined;
}

function uploadErrors(form: StorefrontForm, uploadIds: readonly string[], uploads: readonly SubmittedUpload[]): ProblemFieldError[] {
  const errors: ProblemFieldError[] = [];
  if (uploadIds.length > 0 && !form.fields.some((field) => field.input_type === 'file')) {
    errors.push({ pointer: '/upload_ids', code: 'invalid', detail: 'This form asks for no files.' });
  }
  if (uploadIds.length > MAX_FORM_FILES) errors.push({ pointer: '/upload_ids', code: 'invalid', detail: `At most ${MAX_FORM_FILES} files.` });
  const known = new Map(uploads.map((upload) => [upload.id, upload]));
  uploadIds.forEach((id, index) => {
    const problem = uploadIds.indexOf(id) !== index ? 'Listed twice.' : uploadProblem(known.get(id));
    if (problem) errors.push({ pointer: `/upload_ids/${index}`, code: 'invalid', detail: problem });
  });
  return errors;
}

/**
 * Everything wrong with a shopper's answers and files, each pointing into the submission: unknown or
 * repeated fields, values of the wrong type or outside the field's limits, required fields left blank
 * (at `/answers`, naming the field), and files that are not this store's landed form attachments.
 */
export function answerErrors(form: StorefrontForm, submission: FormSubmission, uploads: readonly SubmittedUpload[]): ProblemFieldError[] {
  return [...readAnswers(form, submission).errors, ...uploadErrors(form, submission.upload_ids, uploads)];
}

/**
 * The answers a quote keeps, in the form's field order, typed per field; blank answers are left out.
 * Throws 422 validation_failed where the answers have errors (uploads are `answerErrors`' to check).
 */
export function normalisedAnswers(form: StorefrontForm, submission: FormSubmission): NormalisedAnswer[] {
  const { answers, errors } = readAnswers(form, submission);
  if (errors.length > 0) throw Problems.validationFailed(errors);
  return answers;
}

/** The quote's contact: the answers of the fields marked as the customer's name, email and phone. */
export function contactOf(form: StorefrontForm, answers: readonly NormalisedAnswer[]): FormContact {
  const values = new Map(answers.map((answer) => [answer.fieldId, answer.value]));
  const text = (field: StorefrontFormField) => {
    const value = values.get(field.field_id);
    return typeof value === 'string' && value !== '' ? value : undefined;
  };
  const marked = (name: string) => form.fields.filter((field) => field.customer_field?.toLowerCase() === name);
  const first = (fields: StorefrontFormField[], accept: (value: string) => boolean = () => true) =>
    fields.map(text).find((value): value is string => value !== undefined && accept(value)) ?? null;
  return {
    name: first(marked('name')),
    // Without a field marked as the customer's email, the form's first email answer still reaches the shopper.
    email: first(marked('email'), isEmailAddress) ?? first(form.fields.filter((field) => field.input_type === 'email')),
    phone: first(marked('phone')),
  };
}
