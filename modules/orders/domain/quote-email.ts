import { isEmailAddress } from '../../../shared-kernel/validation/email-address';
import type { Email } from './email';
import type { Quote, QuoteAnswerValue } from './quote';

/**
 * An email of the quote template: one quote request's messages to its form's recipients, recorded in
 * the transaction that records the quote. `skipped`: the form's emails are disabled, or it has nobody
 * left to mail; `failed`: the quote or its form is gone, or the last try could not hand a message over.
 */
export interface QuoteEmail extends Email {
  quoteId: number;
  /** Why it was skipped or failed. */
  reason: string | null;
  finishedAt: Date | null;
}

/** What recording a quote queues. */
export type NewQuoteEmail = Pick<QuoteEmail, 'storeId' | 'quoteId'>;

/** A form's mail settings as the catalogue holds them (spec, Form resource). */
export interface FormMailing {
  name: string;
  subject: string | null;
  recipientEmails: string[];
  suppressedEmails: string[];
  emailsEnabled: boolean;
  /** Fields whose answer, when an email address, is where the recipient's reply goes. */
  replyToFieldIds: string[];
}

/** Addresses compare without case: a suppression recorded as Sales@ also holds for sales@. */
const normalised = (address: string) => address.trim().toLowerCase();

/** Each recipient once, and the ones to leave alone because mail transport suppressed them. */
export function quoteEmailRecipients(form: Pick<FormMailing, 'recipientEmails' | 'suppressedEmails'>): { mail: string[]; suppressed: string[] } {
  const suppressed = new Set(form.suppressedEmails.map(normalised));
  const recipients = [...new Set(form.recipientEmails.map(normalised))].filter((address) => address !== '');
  return { mail: recipients.filter((address) => !suppressed.has(address)), suppressed: recipients.filter((address) => suppressed.has(address)) };
}

/** Header text on one line: a form's name or subject is the merchant's to write, not to break a header with. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

function answerText(value: QuoteAnswerValue): string {
  if (value === null) return '-';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.join(', ');
  return String(value).replace(/\r?\n/g, '\n        ');
}

/** Where a recipient's reply goes: the answer of a field marked reply_to, when it is an email address. */
function replyToOf(quote: Quote, form: FormMailing): string | undefined {
  const answers = new Map(quote.answers.map((answer) => [answer.field_id, answer.value]));
  return form.replyToFieldIds.map((fieldId) => answers.get(fieldId)).find(isEmailAddress);
}

/** What a recipient reads: the form's answers by field name, who sent them, and their files. */
export function composeQuoteEmail(quote: Quote, form: FormMailing): { subject: string; text: string; replyTo: string | undefined } {
  const name = oneLine(form.name);
  const subject = form.subject && oneLine(form.subject) !== '' ? oneLine(form.subject) : `New ${name} submission`;
  const contact = [
    ['Name', quote.contact.name],
    ['Email', quote.contact.email],
    ['Phone', quote.contact.phone],
  ].filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '');
  const sections = [
    [`New ${name} submission`, `Received ${quote.createdAt.toISOString()} (quote ${quote.id})`],
    ['Answers:', ...(quote.answers.length > 0 ? quote.answers.map((answer) => `    ${answer.name}: ${answerText(answer.value)}`) : ['    (none)'])],
    ...(contact.length > 0 ? [['Contact:', ...contact.map(([label, value]) => `    ${label}: ${value}`)]] : []),
    ...(quote.files.length > 0 ? [['Files:', ...quote.files.map((file) => `    ${file.filename}: ${file.url}`)]] : []),
  ];
  return { subject, text: `${sections.map((section) => section.join('\n')).join('\n\n')}\n`, replyTo: replyToOf(quote, form) };
}
