import { z } from 'zod';
import { parseBody, parseParts, parseQuery, prohibited } from './strict-parsing';
import { jsonPointer } from './json-pointer';
import type { ProblemFieldError } from '../problems/problem';
import { problemThrownBy } from '../../tests/support/problem-assertions';

// Counted, to prove that refusing a huge body builds only the errors its answer lists.
jest.mock('./json-pointer', () => {
  const actual: { jsonPointer: (path: readonly PropertyKey[]) => string } = jest.requireActual('./json-pointer');
  return { jsonPointer: jest.fn(actual.jsonPointer) };
});
const pointersBuilt = jest.mocked(jsonPointer);

/** The problem `work` throws, with its errors typed. */
const thrown = (work: () => unknown) => problemThrownBy(work) as { status: number; code: string; errors?: ProblemFieldError[] };

/** zod's own wording, which no client may see. */
const RAW_WORDING = /Invalid input|Invalid option|\bexpected\b|\breceived\b|Too small|Too big/i;

describe('strict body parsing', () => {
  const body = z.strictObject({
    name: z.string(),
    selection_mode: z.enum(['single_style', 'per_word']).optional(),
    sizes: z.array(z.strictObject({ width_cm: z.number() })).optional(),
    active: prohibited(),
  });

  it('returns the parsed body when it is valid', () => {
    expect(parseBody(body, { name: 'Neon' })).toEqual({ name: 'Neon' });
  });

  it('answers an unknown field with 422 unknown_field and its pointer, nested ones too', () => {
    expect(problemThrownBy(() => parseBody(body, { name: 'x', colour: 'red', sizes: [{ width_cm: 1, depth: 2 }] }))).toEqual({
      status: 422,
      code: 'unknown_field',
      errors: [
        { pointer: '/colour', code: 'unknown_field', detail: expect.any(String) },
        { pointer: '/sizes/0/depth', code: 'unknown_field', detail: expect.any(String) },
      ],
    });
  });

  it('names a missing field `required`, a bad enum value `unsupported_value` with allowed values, a wrong type `invalid`', () => {
    const problem = problemThrownBy(() => parseBody(body, { selection_mode: 'rainbow', sizes: [{ width_cm: 'wide' }] }));
    expect(problem).toMatchObject({ status: 422, code: 'validation_failed' });
    expect(problem.errors).toEqual(
      expect.arrayContaining([
        { pointer: '/name', code: 'required', detail: expect.any(String) },
        { pointer: '/selection_mode', code: 'unsupported_value', detail: expect.any(String), allowed_values: ['single_style', 'per_word'] },
        { pointer: '/sizes/0/width_cm', code: 'invalid', detail: expect.any(String) },
      ]),
    );
  });

  it('names a missing required enum `required`, not `unsupported_value`: nothing was sent to be unsupported', () => {
    const withMode = z.strictObject({ mode: z.enum(['single_style', 'per_word']), kind: z.literal('neon') });
    expect(problemThrownBy(() => parseBody(withMode, {})).errors).toEqual([
      { pointer: '/kind', code: 'required', detail: expect.any(String) },
      { pointer: '/mode', code: 'required', detail: expect.any(String) },
    ]);
    expect(problemThrownBy(() => parseBody(withMode, { mode: null, kind: 'neon' })).errors).toEqual([
      { pointer: '/mode', code: 'unsupported_value', detail: expect.any(String), allowed_values: ['single_style', 'per_word'] },
    ]);
  });

  it('answers a read-only property with `prohibited`, even when it is null', () => {
    expect(problemThrownBy(() => parseBody(body, { name: 'x', active: null }))).toEqual({
      status: 422,
      code: 'validation_failed',
      errors: [{ pointer: '/active', code: 'prohibited', detail: expect.any(String) }],
    });
  });

  it('escapes pointer segments as RFC 6901 says', () => {
    const map = z.record(z.string(), z.number());
    expect(problemThrownBy(() => parseBody(map, { 'a/b~c': 'x' })).errors).toEqual([
      { pointer: '/a~1b~0c', code: 'invalid', detail: expect.any(String) },
    ]);
  });
});

describe('strict query parsing', () => {
  const query = z.object({
    limit: z.coerce.number().int().min(1).max(100).default(20),
    'filter[active]': z.enum(['true', 'false']).optional(),
  });

  it('applies defaults', () => {
    expect(parseQuery(query, {})).toEqual({ limit: 20 });
  });

  it('answers an unknown parameter with 422 unknown_parameter naming it', () => {
    expect(problemThrownBy(() => parseQuery(query, { page: '2' }))).toEqual({
      status: 422,
      code: 'unknown_parameter',
      errors: [{ parameter: 'page', code: 'unknown_parameter', detail: expect.any(String) }],
    });
  });

  it('answers an unknown filter with 422 unknown_filter naming it', () => {
    expect(problemThrownBy(() => parseQuery(query, { 'filter[status]': 'x' }))).toEqual({
      status: 422,
      code: 'unknown_filter',
      errors: [{ parameter: 'filter[status]', code: 'unknown_filter', detail: expect.any(String) }],
    });
  });

  it('answers a bad filter value with 422 invalid_parameter and the allowed values', () => {
    expect(problemThrownBy(() => parseQuery(query, { 'filter[active]': 'yes' }))).toEqual({
      status: 422,
      code: 'invalid_parameter',
      errors: [{ parameter: 'filter[active]', code: 'unsupported_value', detail: expect.any(String), allowed_values: ['true', 'false'] }],
    });
  });

  it('answers an out-of-range value or a repeated parameter with 422 invalid_parameter', () => {
    expect(problemThrownBy(() => parseQuery(query, { limit: '101' }))).toMatchObject({ code: 'invalid_parameter', errors: [{ parameter: 'limit' }] });
    expect(problemThrownBy(() => parseQuery(query, { limit: ['1', '2'] }))).toMatchObject({ code: 'invalid_parameter', errors: [{ parameter: 'limit' }] });
  });
});

describe('field errors in plain words, with the accepted values and the range', () => {
  const query = z.object({
    limit: z.coerce.number().int().min(1).max(100).default(20),
    cursor: z.string().min(1).max(20).optional(),
    'filter[status]': z.enum(['pending', 'delivered', 'failed']).optional(),
  });
  const body = z.strictObject({
    name: z.string().trim().min(1).max(5),
    url: z.string().url().optional(),
    count: z.number().int().positive().max(10).optional(),
    width_cm: z.number().positive().max(10_000).optional(),
    topics: z.array(z.enum(['order:created', 'product:updated'])).min(1).optional(),
    kind: z.literal('neon').optional(),
    when: z.iso.datetime().optional(),
    either: z.union([z.string(), z.number()]).optional(),
    tags: z.record(z.string(), z.boolean()).optional(),
    refined: z.string().refine((value) => value !== 'no').optional(),
  });

  const queryCases: [string, Record<string, unknown>][] = [
    ['a limit that is not a number', { limit: 'abc' }],
    ['a limit of 0', { limit: '0' }],
    ['a limit above 100', { limit: '101' }],
    ['a fractional limit', { limit: '1.5' }],
    ['an empty cursor', { cursor: '' }],
    ['a cursor too long', { cursor: 'x'.repeat(21) }],
    ['a filter value outside the enumeration', { 'filter[status]': 'lost' }],
  ];
  const bodyCases: [string, unknown][] = [
    ['a number where a string goes', { name: 5 }],
    ['an empty string', { name: ' ' }],
    ['a string too long', { name: 'abcdefgh' }],
    ['a string that is not a URL', { name: 'a', url: 'not a url' }],
    ['a count of 0', { name: 'a', count: 0 }],
    ['a count above its maximum', { name: 'a', count: 11 }],
    ['a fractional count', { name: 'a', count: 1.5 }],
    ['a width of 0', { name: 'a', width_cm: 0 }],
    ['an empty list', { name: 'a', topics: [] }],
    ['a value outside an enumeration', { name: 'a', topics: ['order:lost'] }],
    ['another literal', { name: 'a', kind: 'led' }],
    ['a date that is not ISO 8601', { name: 'a', when: 'yesterday' }],
    ['a value of neither accepted type', { name: 'a', either: true }],
    ['a record of the wrong values', { name: 'a', tags: { x: 'yes' } }],
    ['a refinement without its own message', { name: 'a', refined: 'no' }],
    ['a body that is not an object', 'text'],
  ];

  it.each(queryCases)('words %s for people, never in the validator’s raw wording', (_case, value) => {
    for (const error of thrown(() => parseQuery(query, value)).errors ?? []) expect(error.detail).not.toMatch(RAW_WORDING);
  });

  it.each(bodyCases)('words %s for people, never in the validator’s raw wording', (_case, value) => {
    for (const error of thrown(() => parseBody(body, value)).errors ?? []) expect(error.detail).not.toMatch(RAW_WORDING);
  });

  it('tells a limit that is not a number, or out of range, the range it must be in', () => {
    expect(thrown(() => parseQuery(query, { limit: 'abc' })).errors).toEqual([
      { parameter: 'limit', code: 'invalid', detail: 'Must be a number.', minimum: 1, maximum: 100 },
    ]);
    expect(thrown(() => parseQuery(query, { limit: '0' })).errors).toEqual([
      { parameter: 'limit', code: 'invalid', detail: 'Must be at least 1.', minimum: 1, maximum: 100 },
    ]);
  });

  it('gives the range of a body’s number, an exclusive bound on a whole number as the inclusive one', () => {
    expect(thrown(() => parseBody(body, { name: 'a', count: 0 })).errors).toEqual([
      { pointer: '/count', code: 'invalid', detail: 'Must be greater than 0.', minimum: 1, maximum: 10 },
    ]);
    // Above 0 is no inclusive minimum on a fraction: only the maximum can be given.
    expect(thrown(() => parseBody(body, { name: 'a', width_cm: 0 })).errors).toEqual([
      { pointer: '/width_cm', code: 'invalid', detail: 'Must be greater than 0.', maximum: 10_000 },
    ]);
  });

  it('lists the accepted values of an enumeration in allowed_values', () => {
    expect(thrown(() => parseQuery(query, { 'filter[status]': 'lost' })).errors).toEqual([
      { parameter: 'filter[status]', code: 'unsupported_value', detail: 'Must be one of pending, delivered, failed.', allowed_values: ['pending', 'delivered', 'failed'] },
    ]);
  });

  it('reports every invalid field in one answer, not the first', () => {
    const errors = thrown(() => parseBody(body, { name: '', url: 'nope', count: 99, topics: ['x'], when: 'later' })).errors;
    expect(errors?.map((error) => error.pointer)).toEqual(['/count', '/name', '/topics/0', '/url', '/when']);
  });

  it('keeps a message the schema writes itself', () => {
    const own = z.strictObject({ height: z.number().max(3, 'Three metres is the tallest sign we make.') });
    expect(thrown(() => parseBody(own, { height: 4 })).errors).toEqual([
      { pointer: '/height', code: 'invalid', detail: 'Three metres is the tallest sign we make.', maximum: 3 },
    ]);
  });
});

describe('refusing a huge body costs what its answer lists', () => {
  const many = (count: number, value: (index: number) => unknown) => Object.fromEntries(Array.from({ length: count }, (_, index) => [`member_${index}`, value(index)]));

  beforeEach(() => pointersBuilt.mockClear());

  it('builds only the first 100 errors of 150,000 unknown members, and counts the rest', () => {
    const problem = thrown(() => parseBody(z.strictObject({ name: z.string().optional() }), many(150_000, () => 1)));
    expect(problem.code).toBe('unknown_field');
    expect(problem.errors).toHaveLength(101);
    expect(problem.errors?.[0]).toEqual({ pointer: '/member_0', code: 'unknown_field', detail: 'member_0 is not a field of this operation.' });
    expect(problem.errors?.[100]).toEqual({ code: 'more_errors', detail: 'and 149,900 more' });
    expect(pointersBuilt.mock.calls.length).toBeLessThanOrEqual(100);
  });

  it('lists the same 100 unknown members every time, nested objects included, and counts the rest', () => {
    const nested = { ...many(60, () => 1), inner: many(60, () => 1) };
    const schema = z.strictObject({ inner: z.strictObject({}) });
    const first = thrown(() => parseBody(schema, nested)).errors;
    expect(first).toEqual(thrown(() => parseBody(schema, nested)).errors);
    expect(first?.slice(0, 100).every((error) => error.code === 'unknown_field')).toBe(true);
    expect(first?.[100]).toEqual({ code: 'more_errors', detail: 'and 20 more' });
  });

  it('builds only the first 100 errors of 150,000 invalid values, in body parts too', () => {
    const problem = thrown(() => parseParts([{ schema: z.array(z.number()), value: Array.from({ length: 150_000 }, () => 'x'), at: ['sizes'] }]));
    expect(problem.code).toBe('validation_failed');
    expect(problem.errors).toHaveLength(101);
    expect(problem.errors?.[100]).toEqual({ code: 'more_errors', detail: 'and 149,900 more' });
    expect(pointersBuilt.mock.calls.length).toBeLessThanOrEqual(100);
  });
});
