import type { Exchange } from './contract-validator';
import { fieldErrorViolations } from './field-error-check';

const answer = (body: unknown, contentType = 'application/problem+json; charset=utf-8'): Exchange => ({
  method: 'POST',
  path: '/api/v3/orders',
  status: 422,
  contentType,
  body: Buffer.from(JSON.stringify(body)),
});
const problem = (code: string, errors: unknown[]) => ({ type: `http://docs.test/help/problems/${code}`, title: 'x', status: 422, code, detail: 'x', request_id: 'req_1', errors });

describe('the e2e check of field error codes (every errors[].code an e2e test sees has its page)', () => {
  it('accepts catalogued codes under the problems their entries name, allowed_values where they carry them', () => {
    expect(fieldErrorViolations(answer(problem('validation_failed', [
      { pointer: '/name', code: 'required', detail: 'x' },
      { pointer: '/plan', code: 'unsupported_value', detail: 'x', allowed_values: ['basic'] },
      { code: 'more_errors', detail: 'and 3 more' },
    ])))).toEqual([]);
  });

  it('names a code the field error catalogue lacks', () => {
    expect(fieldErrorViolations(answer(problem('validation_failed', [{ pointer: '/name', code: 'too_short', detail: 'x' }])))).toEqual([
      'POST /api/v3/orders → 422 (problem validation_failed): errors/0/code too_short is not in the field error catalogue',
    ]);
  });

  it('names a catalogued code under a problem its entry does not name', () => {
    expect(fieldErrorViolations(answer(problem('unknown_field', [{ pointer: '/name', code: 'required', detail: 'x' }])))).toEqual([
      'POST /api/v3/orders → 422 (problem unknown_field): errors/0/code required is not catalogued as carried by unknown_field',
    ]);
  });

  it('names allowed_values on a code whose entry does not carry them', () => {
    expect(fieldErrorViolations(answer(problem('validation_failed', [{ pointer: '/name', code: 'invalid', detail: 'x', allowed_values: [] }])))).toEqual([
      'POST /api/v3/orders → 422 (problem validation_failed): errors/0/code invalid carries allowed_values, which its catalogue entry does not name',
    ]);
  });

  it('accepts minimum and maximum on invalid, and names them on a code whose entry does not carry them', () => {
    expect(fieldErrorViolations(answer(problem('invalid_parameter', [{ parameter: 'limit', code: 'invalid', detail: 'Must be at most 100.', minimum: 1, maximum: 100 }])))).toEqual([]);
    expect(fieldErrorViolations(answer(problem('validation_failed', [{ pointer: '/name', code: 'required', detail: 'x', maximum: 3 }])))).toEqual([
      'POST /api/v3/orders → 422 (problem validation_failed): errors/0/code required carries maximum, which its catalogue entry does not name',
    ]);
  });

  it.each([
    'Invalid input: expected number, received NaN',
    'Too small: expected number to be >=1',
    'Too big: expected string to have <=3 characters',
    'Invalid option: expected one of "a"|"b"',
  ])('names a detail in the validator’s raw wording: %s', (detail) => {
    expect(fieldErrorViolations(answer(problem('validation_failed', [{ pointer: '/limit', code: 'invalid', detail }])))).toEqual([
      `POST /api/v3/orders → 422 (problem validation_failed): errors/0/detail is the validator's raw wording: ${detail}`,
    ]);
  });

  it('leaves alone what is not a problem with errors', () => {
    expect(fieldErrorViolations(answer({ data: { errors: [{ code: 'anything' }] } }, 'application/json'))).toEqual([]);
    expect(fieldErrorViolations(answer({ ...problem('route_not_found', []), errors: undefined }))).toEqual([]);
  });
});
