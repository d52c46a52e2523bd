import { isEmailAddress } from '../../../shared-kernel/validation/email-address';
import type { StorefrontFormField } from './storefront-configuration';

/** An answer as a quote keeps it: typed by its field's input_type. */
export type FormAnswerValue = string | number | boolean | string[];

/** A value read for one field: its typed value, nothing (left blank), or why it cannot be taken. */
export type FieldReading =
  | { kind: 'value'; value: FormAnswerValue }
  | { kind: 'blank' }
  | { kind: 'refused'; code: 'invalid' | 'unsupported_value'; detail: string; allowed_values?: readonly string[] };

/** Longer text is no answer to a sign maker's question, and it would swell every quote and email. */
export const MAX_TEXT_LENGTH = 5000;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const PHONE = /^[0-9 +\-()]{5,30}$/;

const invalid = (detail: string): FieldReading => ({ kind: 'refused', code: 'invalid', detail });
const value = (typed: FormAnswerValue): FieldReading => ({ kind: 'value', value: typed });

/** Bounds may be stored as numbers or, in forms carried over from the previous generation, as numeric strings. */
function bound(raw: number | string | null): number | null {
  if (raw === null || (typeof raw === 'string' && raw.trim() === '')) return null;
  const number = Number(raw);
  return Number.isFinite(number) ? number : null;
}

function isCalendarDate(text: string): boolean {
  const match = DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A date bound that is not a calendar date (a datetime keeps its date) cannot be enforced, so it is not. */
function dateBound(raw: string | null): string | null {
  const date = raw?.slice(0, 10) ?? null;
  return date !== null && isCalendarDate(date) ? date : null;
}

function isBlank(raw: unknown): boolean {
  return raw === null || raw === undefined || (typeof raw === 'string' && raw.trim() === '') || (Array.isArray(raw) && raw.length === 0);
}

function readText(field: StorefrontFormField, text: string): FieldReading {
  const min = bound(field.min);
  const max = Math.min(bound(field.max) ?? MAX_TEXT_LENGTH, MAX_TEXT_LENGTH);
  if (min !== null && text.length < min) return invalid(`At least ${min} characters.`);
  if (text.length > max) return invalid(`At most ${max} characters.`);
  return value(text);
}

function readNumber(field: StorefrontFormField, raw: unknown): FieldReading {
  if (typeof raw !== 'number' || !Number.isFinite(raw)) return invalid('Must be a number.');
  const [min, max] = [bound(field.min), bound(field.max)];
  if (min !== null && raw < min) return invalid(`At least ${min}.`);
  if (max !== null && raw > max) return invalid(`At most ${max}.`);
  return value(raw);
}

function readDate(field: StorefrontFormField, text: string): FieldReading {
  if (!isCalendarDate(text)) return invalid('Must be a date as YYYY-MM-DD.');
  const [min, max] = [dateBound(field.min_date), dateBound(field.max_date)];
  if (min !== null && text < min) return invalid(`On or after ${min}.`);
  if (max !== null && text > max) return invalid(`On or before ${max}.`);
  return value(text);
}

function readChoice(field: StorefrontFormField, raw: unknown): FieldReading {
  const notOffered = (choice: string): FieldReading => ({ kind: 'refused', code: 'unsupported_value', detail: `${JSON.stringify(choice)} is not one of the options.`, allowed_values: field.options });
  if (!field.allow_multiple) {
    if (typeof raw !== 'string') return invalid('Must be one of the options, as a string.');
    return field.options.includes(raw) ? value(raw) : notOffered(raw);
  }
  if (!Array.isArray(raw) || raw.some((choice) => typeof choice !== 'string')) return invalid('Must be an array of the options.');
  const choices = [...new Set(raw as string[])];
  const unknown = choices.find((choice) => !field.options.includes(choice));
  return unknown === undefined ? value(choices) : notOffered(unknown);
}

/** Reads one answer by its field's input_type; an input_type this service does not know takes text. */
export function readFieldValue(field: StorefrontFormField, raw: unknown): FieldReading {
  if (field.input_type === 'file') return isBlank(raw) ? { kind: 'blank' } : invalid('A file field takes no value: send the files as upload_ids.');
  if (isBlank(raw)) return { kind: 'blank' };
  switch (field.input_type) {
    case 'number':
      return readNumber(field, raw);
    case 'checkbox':
      return typeof raw === 'boolean' ? value(raw) : invalid('Must be true or false.');
    case 'select':
    case 'radio':
      return readChoice(field, raw);
  }
  if (typeof raw !== 'string') return invalid('Must be a string.');
  const text = raw.trim();
  switch (field.input_type) {
    case 'email':
      return isEmailAddress(text) ? value(text) : invalid('Must be an email address.');
    case 'date':
      return readDate(field, text);
    case 'phone':
      return PHONE.test(text) && /\d/.test(text) ? value(text) : invalid('Must be a phone number: 5 to 30 digits, spaces and + - ( ).');
    case 'text':
    case 'textarea':
      return readText(field, text);
    default:
      return text.length <= MAX_TEXT_LENGTH ? value(text) : invalid(`At most ${MAX_TEXT_LENGTH} characters.`);
  }
}
