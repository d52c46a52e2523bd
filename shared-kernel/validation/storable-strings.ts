import { Problems } from '../problems/problems';
import type { ProblemFieldError } from '../problems/problem';
import { jsonPointer } from './json-pointer';

/** NUL and unpaired surrogates are valid JSON but no PostgreSQL text can hold them. */
// eslint-disable-next-line no-control-regex -- NUL is exactly what is looked for
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether any string of `value` (member names included) is unstorable: one pass that allocates nothing, for large bodies. */
export function holdsUnstorable(value: unknown): boolean {
  if (typeof value === 'string') return UNSTORABLE.test(value);
  if (Array.isArray(value)) return value.some(holdsUnstorable);
  if (value !== null && typeof value === 'object') {
    for (const key of Object.keys(value)) if (UNSTORABLE.test(key) || holdsUnstorable((value as Record<string, unknown>)[key])) return true;
  }
  return false;
}

function unstorableStrings(value: unknown, path: PropertyKey[] = []): ProblemFieldError[] {
  if (typeof value === 'string') {
    return UNSTORABLE.test(value) ? [{ pointer: jsonPointer(path), code: 'invalid', detail: 'Contains a NUL character or an unpaired surrogate, which cannot be stored.' }] : [];
  }
  if (Array.isArray(value)) return value.flatMap((item, index) => unstorableStrings(item, [...path, index]));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => [...unstorableStrings(key, [...path, key]), ...unstorableStrings(item, [...path, key])]);
  }
  return [];
}

/** Refuses a body holding any string no database can store, naming each (422 validation_failed). */
export function assertStorableStrings(body: unknown): void {
  // Nearly every body holds none; only then are their pointers worth building.
  if (holdsUnstorable(body)) throw Problems.validationFailed(unstorableStrings(body));
}

const ESCAPE = Buffer.from('\\u');

/**
 * Whether a JSON body's strings could be unstorable, told from its bytes: in UTF-8 JSON, NUL and a
 * lone surrogate can only be written as a `\u` escape (a raw control character is not JSON, and the
 * UTF-8 decoder replaces encoded surrogates), so a body without one needs no walk through its values.
 */
export function mayHoldUnstorable(bytes: Buffer, charset: string | undefined): boolean {
  return (charset !== undefined && charset.toLowerCase() !== 'utf-8') || bytes.includes(ESCAPE);
}
