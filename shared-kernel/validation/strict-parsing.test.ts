import { z } from 'zod';
import { parseBody, parseQuery, prohibited } from './strict-parsing';
import { problemThrownBy } from '../../tests/support/problem-assertions';

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
