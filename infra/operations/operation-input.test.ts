import { defineOperation, ok, type AnyOperation } from './operation';
import { parseBodyOf } from './operation-input';

const bodyless = (refusesAnyBody?: boolean): AnyOperation =>
  defineOperation({
    operationId: 'doThing',
    auth: 'api_key',
    scopes: [],
    idempotency: 'required',
    problems: [],
    ...(refusesAnyBody ? { refusesAnyBody } : {}),
    handler: async () => ok({}),
  });

const refusal = (work: () => unknown) => {
  try {
    work();
  } catch (error) {
    return { status: (error as { status: number }).status, code: (error as { code: string }).code, errors: (error as { errors: { parameter?: string }[] }).errors.map((item) => item.parameter) };
  }
  return undefined;
};

describe('the body of an operation that declares none', () => {
  it('accepts no body, and {} (it names no field), where the operation only takes no fields', () => {
    expect(parseBodyOf(bodyless(), undefined)).toBeUndefined();
    expect(parseBodyOf(bodyless(), {})).toBeUndefined();
    expect(refusal(() => parseBodyOf(bodyless(), { force: true }))).toEqual({ status: 422, code: 'unknown_field', errors: ['force'] });
  });

  it('refuses any body, {} included, with 422 unknown_field where the operation takes none at all (a DELETE)', () => {
    expect(parseBodyOf(bodyless(true), undefined)).toBeUndefined();
    expect(refusal(() => parseBodyOf(bodyless(true), {}))).toEqual({ status: 422, code: 'unknown_field', errors: [''] });
    expect(refusal(() => parseBodyOf(bodyless(true), []))).toEqual({ status: 422, code: 'unknown_field', errors: [''] });
    expect(refusal(() => parseBodyOf(bodyless(true), { force: true }))).toEqual({ status: 422, code: 'unknown_field', errors: ['force'] });
  });
});
