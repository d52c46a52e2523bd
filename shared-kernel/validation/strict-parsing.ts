import { z } from 'zod';
import { Problems, listedErrors } from '../problems/problems';
import type { Problem, ProblemFieldError } from '../problems/problem';
import type { FieldErrorCode } from '../problems/field-error-catalogue';
import { jsonPointer } from './json-pointer';
import { holdsUnstorable } from './storable-strings';

/**
 * Request parsing shared by every route: bodies and query strings are strict, so an unknown field or
 * parameter is a 422 and never ignored, and every failure names where it is and why.
 */

type Issue = z.core.$ZodIssue & { input?: unknown };

/** What a custom issue is answered with: the field code of its `errors` item, and the values it accepts. */
interface CustomIssueParams {
  code: FieldErrorCode;
  allowed_values?: unknown[];
}

/**
 * The `params` of a custom issue. zod types them as any record, so every custom issue names its field
 * code through here, where the compiler holds it to the field error catalogue.
 */
export const fieldCode = (code: FieldErrorCode): CustomIssueParams => ({ code });

const READ_ONLY = 'This property is read-only.';

/** Marks a property that may be read but never written (422 `prohibited` when present). */
export function prohibited(detail = READ_ONLY) {
  return z
    .unknown()
    .superRefine((value, context) => {
      if (value !== undefined) context.addIssue({ code: 'custom', message: detail, params: fieldCode('prohibited') });
    })
    .optional()
    .describe(`Read-only: a body that sends it is refused (422, code \`prohibited\`).${detail === READ_ONLY ? '' : ` ${detail}`}`);
}

/**
 * A body, or a document built from a checked body and stored values, against its schema. Whether its
 * strings can be stored at all is checked once, where a body arrives (`assertStorableStrings`).
 */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  return parseParts([{ schema, value: body, at: [] }])[0] as z.output<S>;
}

/** One part of a body, checked on its own: `at` is where it sits in the body. */
export interface BodyPart {
  schema: z.ZodType;
  value: unknown;
  at: readonly PropertyKey[];
}

/**
 * A body checked in parts (a document whose large members need not all be checked again): the parts'
 * values in order, or one problem naming every failure of every part, as if the body had been checked whole.
 */
export function parseParts(parts: readonly BodyPart[]): unknown[] {
  const failures: Failure[] = [];
  const values = parts.map((part) => {
    const result = part.schema.safeParse(part.value, { reportInput: true, error: plainWords });
    if (result.success) return result.data;
    for (const issue of result.error.issues as Issue[]) failures.push({ issue, part });
    return undefined;
  });
  if (failures.length === 0) return values;
  throw problemOf(failures);
}

/** An issue of one part of a body: its path is relative to that part's schema. */
interface Failure {
  issue: Issue;
  part: BodyPart;
}

/**
 * The problem of a body's failures: unknown members first (a client that sends fields the operation
 * does not know may have other fields wrong for the same reason), else every invalid value. Only the
 * errors an answer lists are built; the rest are counted, so a body of 150,000 mistakes costs as little
 * to refuse as one of 150.
 */
function problemOf(failures: Failure[]): Problem {
  const unknown = failures.filter(({ issue }) => issue.code === 'unrecognized_keys');
  if (unknown.length > 0) {
    const total = unknown.reduce((sum, { issue }) => sum + (issue as z.core.$ZodIssueUnrecognizedKeys).keys.length, 0);
    const { errors, unlisted } = listedErrors(unknownMembers(unknown), total, ({ path, key }) => ({
      pointer: jsonPointer([...path, key]),
      code: 'unknown_field',
      detail: `${key} is not a field of this operation.`,
    }));
    return Problems.unknownField(errors, unlisted);
  }
  const { errors, unlisted } = listedErrors(failures, failures.length, ({ issue, part }) => {
    const path = [...part.at, ...issue.path];
    return fieldError(issue, { pointer: jsonPointer(path) }, schemaAt(part.schema, issue.path));
  });
  return Problems.validationFailed(errors, unlisted);
}

/** Each unknown member of every failure, in body order, produced only as far as they are read. */
function* unknownMembers(failures: Failure[]): Generator<{ path: PropertyKey[]; key: string }> {
  for (const { issue, part } of failures) {
    const path = [...part.at, ...issue.path];
    for (const key of (issue as z.core.$ZodIssueUnrecognizedKeys).keys) yield { path, key };
  }
}

const FILTER = /^filter\[[^\]]*\]$/;

/** Parses a query string whose keys arrive flat (`filter[active]` is one key). */
export function parseQuery<S extends z.ZodObject>(schema: S, query: Record<string, unknown>): z.output<S> {
  const known = new Set(Object.keys(schema.shape));
  const unknownKeys = Object.keys(query).filter((key) => !known.has(key));
  const unknownParameters = unknownKeys.filter((key) => !FILTER.test(key));
  if (unknownParameters.length > 0) {
    const { errors, unlisted } = listedErrors(unknownParameters, unknownParameters.length, (parameter) => ({ parameter, code: 'unknown_parameter', detail: `${parameter} is not accepted here.` }));
    throw Problems.unknownParameter(errors, unlisted);
  }
  if (unknownKeys.length > 0) {
    const { errors, unlisted } = listedErrors(unknownKeys, unknownKeys.length, (parameter) => ({ parameter, code: 'unknown_filter', detail: `${parameter} is not a supported filter.` }));
    throw Problems.unknownFilter(errors, unlisted);
  }
  const repeated = Object.keys(query).filter((key) => Array.isArray(query[key]));
  if (repeated.length > 0) {
    throw Problems.invalidParameter(
      repeated.map((parameter) => ({ parameter, code: 'invalid', detail: `${parameter} may be given once.` })),
    );
  }
  const unstorable = Object.entries(query).filter(([, value]) => holdsUnstorable(value));
  if (unstorable.length > 0) {
    throw Problems.invalidParameter(unstorable.map(([parameter]) => ({ parameter, code: 'invalid', detail: 'Contains characters that cannot be stored.' })));
  }
  const result = schema.safeParse(query, { reportInput: true, error: plainWords });
  if (result.success) return result.data;
  const issues = result.error.issues as Issue[];
  const { errors, unlisted } = listedErrors(issues, issues.length, (issue) => {
    const parameter = String(issue.path[0] ?? '');
    return fieldError(issue, { parameter }, schemaAt(schema, issue.path));
  });
  throw Problems.invalidParameter(errors, unlisted);
}

/**
 * The one place a zod issue becomes an item of a problem's `errors`: its field code, its detail in plain
 * words (`plainWords`, unless the schema wrote its own), the accepted values of an enumeration and the
 * bounds of a number.
 */
function fieldError(issue: Issue, where: { pointer?: string; parameter?: string }, schema: z.ZodType | undefined): ProblemFieldError {
  const custom = issue.code === 'custom' ? (issue.params as Partial<CustomIssueParams> | undefined) : undefined;
  if (custom?.code) {
    return { ...where, code: custom.code, detail: issue.message, ...(custom.allowed_values ? { allowed_values: custom.allowed_values } : {}) };
  }
  // A missing enum or literal is reported by zod as a wrong value; to the caller it is a missing field.
  if ((issue.code === 'invalid_type' || issue.code === 'invalid_value') && issue.input === undefined) {
    return { ...where, code: 'required', detail: 'This field is required.' };
  }
  if (issue.code === 'invalid_value') {
    return { ...where, code: 'unsupported_value', detail: issue.message, allowed_values: issue.values };
  }
  return { ...where, code: 'invalid', detail: issue.message, ...boundsOf(issue, schema) };
}

/** What a client is told of a number's range: its bounds as the schema declares them, else the one the value broke. */
function boundsOf(issue: Issue, schema: z.ZodType | undefined): { minimum?: number; maximum?: number } {
  const declared = schema ? numberBounds(schema) : {};
  const broken =
    issue.code === 'too_small' && issue.origin === 'number' && issue.inclusive !== false
      ? { minimum: Number(issue.minimum) }
      : issue.code === 'too_big' && issue.origin === 'number' && issue.inclusive !== false
        ? { maximum: Number(issue.maximum) }
        : {};
  return { ...broken, ...declared };
}

const INTEGER_FORMATS = new Set(['int', 'safeint', 'int32', 'uint32']);

/** The inclusive bounds a number schema declares; an exclusive bound counts only on whole numbers (`> 0` is `>= 1`). */
function numberBounds(schema: z.ZodType): { minimum?: number; maximum?: number } {
  const def = schema._zod.def as { type: string; checks?: { _zod: { def: { check: string; value?: unknown; inclusive?: boolean; format?: string } } }[] };
  if (def.type !== 'number') return {};
  const checks = (def.checks ?? []).map((check) => check._zod.def);
  const whole = checks.some((check) => check.check === 'number_format' && INTEGER_FORMATS.has(String(check.format)));
  const bounds: { minimum?: number; maximum?: number } = {};
  for (const check of checks) {
    const value = typeof check.value === 'number' ? check.value : undefined;
    if (value === undefined || (!check.inclusive && !whole)) continue;
    if (check.check === 'greater_than') bounds.minimum = Math.max(bounds.minimum ?? -Infinity, check.inclusive ? value : Math.floor(value) + 1);
    if (check.check === 'less_than') bounds.maximum = Math.min(bounds.maximum ?? Infinity, check.inclusive ? value : Math.ceil(value) - 1);
  }
  return bounds;
}

/** The schema that checks the value at `path` under `schema`, where one schema does (never through a union). */
function schemaAt(schema: z.ZodType, path: readonly PropertyKey[]): z.ZodType | undefined {
  let current: z.ZodType | undefined = unwrapped(schema);
  for (const segment of path) {
    if (!current) return undefined;
    const def = current._zod.def as unknown as Record<string, unknown> & { type: string };
    if (def.type === 'object') current = (def.shape as Record<string, z.ZodType>)[String(segment)];
    else if (def.type === 'array') current = def.element as z.ZodType;
    else if (def.type === 'record') current = def.valueType as z.ZodType;
    else if (def.type === 'tuple') current = (def.items as z.ZodType[])[Number(segment)];
    else return undefined;
    current = current && unwrapped(current);
  }
  return current;
}

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional']);

/** A schema without the wrappers that do not change what a value is checked against. */
function unwrapped(schema: z.ZodType): z.ZodType | undefined {
  let current = schema;
  for (let depth = 0; depth < 16; depth += 1) {
    const def = current._zod.def as unknown as Record<string, unknown> & { type: string };
    if (WRAPPERS.has(def.type)) current = def.innerType as z.ZodType;
    else if (def.type === 'pipe') current = def.in as z.ZodType;
    else if (def.type === 'lazy') current = (def.getter as () => z.ZodType)();
    else return current;
  }
  return undefined;
}

const TYPE_WORDS: Record<string, string> = {
  string: 'Must be a string.',
  number: 'Must be a number.',
  int: 'Must be a whole number.',
  bigint: 'Must be a whole number.',
  boolean: 'Must be true or false.',
  object: 'Must be an object.',
  record: 'Must be an object.',
  array: 'Must be an array.',
  tuple: 'Must be an array.',
  null: 'Must be null.',
  date: 'Must be a date.',
};

const FORMAT_WORDS: Record<string, string> = {
  url: 'Must be an absolute URL.',
  email: 'Must be an email address.',
  datetime: 'Must be a date and time in ISO 8601 format, such as 2026-01-31T12:00:00Z.',
  date: 'Must be a date in ISO 8601 format, such as 2026-01-31.',
  time: 'Must be a time in ISO 8601 format, such as 12:00:00.',
  uuid: 'Must be a UUID.',
  guid: 'Must be a UUID.',
  regex: 'Does not have the required format.',
};

const shown = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));
const counted = (count: number, one: string, many: string) => `${count.toLocaleString('en-GB')} ${count === 1 ? one : many}`;

/**
 * zod's issues in plain words, for people (zod's own wording, "Invalid input: expected number, received
 * NaN", is not). Given as the error map of every parse, so a message the schema writes itself wins.
 */
export function plainWords(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return TYPE_WORDS[issue.expected] ?? `Must be of type ${issue.expected}.`;
    case 'too_small': {
      const minimum = Number(issue.minimum);
      if (issue.origin === 'string') return minimum <= 1 ? 'Must not be empty.' : `Must be at least ${counted(minimum, 'character', 'characters')} long.`;
      if (issue.origin === 'array' || issue.origin === 'set') return `Must hold at least ${counted(minimum, 'item', 'items')}.`;
      return issue.inclusive === false ? `Must be greater than ${shown(issue.minimum)}.` : `Must be at least ${shown(issue.minimum)}.`;
    }
    case 'too_big': {
      const maximum = Number(issue.maximum);
      if (issue.origin === 'string') return `Must be at most ${counted(maximum, 'character', 'characters')} long.`;
      if (issue.origin === 'array' || issue.origin === 'set') return `Must hold at most ${counted(maximum, 'item', 'items')}.`;
      return issue.inclusive === false ? `Must be less than ${shown(issue.maximum)}.` : `Must be at most ${shown(issue.maximum)}.`;
    }
    case 'invalid_format': {
      const format = issue as z.core.$ZodRawIssue<z.core.$ZodIssueInvalidStringFormat>;
      if (format.format === 'starts_with') return `Must start with ${shown((format as { prefix?: string }).prefix)}.`;
      if (format.format === 'ends_with') return `Must end with ${shown((format as { suffix?: string }).suffix)}.`;
      if (format.format === 'includes') return `Must contain ${shown((format as { includes?: string }).includes)}.`;
      return FORMAT_WORDS[format.format] ?? `Must be a valid ${format.format}.`;
    }
    case 'not_multiple_of':
      return `Must be a multiple of ${shown(issue.divisor)}.`;
    case 'invalid_value':
      return issue.values.length === 1
        ? `Must be ${shown(issue.values[0])}.`
        : issue.values.length <= 12
          ? `Must be one of ${issue.values.map(shown).join(', ')}.`
          : 'Must be one of allowed_values.';
    case 'invalid_union':
      return 'Matches none of the accepted forms of this field.';
    case 'invalid_key':
      return 'Holds a key that is not accepted.';
    case 'invalid_element':
      return 'Holds a value that is not accepted.';
    case 'unrecognized_keys':
      return 'Holds fields that are not accepted.';
    default:
      return 'This value is not accepted.';
  }
}
