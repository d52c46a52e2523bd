import { z } from 'zod';
import { Problems } from '../problems/problems';
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
  const issues: Issue[] = [];
  const values = parts.map(({ schema, value, at }) => {
    const result = schema.safeParse(value, { reportInput: true });
    if (result.success) return result.data;
    for (const issue of result.error.issues as Issue[]) issues.push(at.length === 0 ? issue : { ...issue, path: [...at, ...issue.path] });
    return undefined;
  });
  if (issues.length === 0) return values;
  throw problemOf(issues);
}

function problemOf(issues: Issue[]): Problem {
  const unknown = issues.filter((issue) => issue.code === 'unrecognized_keys');
  if (unknown.length > 0) {
    return Problems.unknownField(
      sortByPointer(unknown.flatMap((issue) =>
        (issue as z.core.$ZodIssueUnrecognizedKeys).keys.map((key) => ({
          pointer: jsonPointer([...issue.path, key]),
          code: 'unknown_field',
          detail: `${key} is not a field of this operation.`,
        })),
      )),
    );
  }
  return Problems.validationFailed(sortByPointer(issues.map((issue) => fieldError(issue, { pointer: jsonPointer(issue.path) }))));
}

/** Errors in document order, so clients and tests see the same list every time. */
function sortByPointer(errors: ProblemFieldError[]): ProblemFieldError[] {
  return [...errors].sort((a, b) => (a.pointer ?? '').localeCompare(b.pointer ?? ''));
}

const FILTER = /^filter\[[^\]]*\]$/;

/** Parses a query string whose keys arrive flat (`filter[active]` is one key). */
export function parseQuery<S extends z.ZodObject>(schema: S, query: Record<string, unknown>): z.output<S> {
  const known = new Set(Object.keys(schema.shape));
  const unknownKeys = Object.keys(query).filter((key) => !known.has(key));
  const unknownParameters = unknownKeys.filter((key) => !FILTER.test(key));
  if (unknownParameters.length > 0) {
    throw Problems.unknownParameter(
      unknownParameters.map((parameter) => ({ parameter, code: 'unknown_parameter', detail: `${parameter} is not accepted here.` })),
    );
  }
  if (unknownKeys.length > 0) {
    throw Problems.unknownFilter(
      unknownKeys.map((parameter) => ({ parameter, code: 'unknown_filter', detail: `${parameter} is not a supported filter.` })),
    );
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
  const result = schema.safeParse(query, { reportInput: true });
  if (result.success) return result.data;
  throw Problems.invalidParameter(
    (result.error.issues as Issue[]).map((issue) => fieldError(issue, { parameter: String(issue.path[0] ?? '') })),
  );
}

function fieldError(issue: Issue, where: { pointer?: string; parameter?: string }): ProblemFieldError {
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
  return { ...where, code: 'invalid', detail: issue.message };
}
