import { assertStorableStrings, mayHoldUnstorable } from './storable-strings';
import { problemThrownBy } from '../../tests/support/problem-assertions';

describe('strings that cannot be stored', () => {
  it.each([['a NUL character', 'a\u0000b'], ['a lone high surrogate', 'x\ud800'], ['a lone low surrogate', '\udc00y']])('refuses %s with validation_failed at its pointer', (_what, value) => {
    expect(problemThrownBy(() => assertStorableStrings({ name: 'ok', tags: ['fine', value] }))).toEqual({
      status: 422,
      code: 'validation_failed',
      errors: [{ pointer: '/tags/1', code: 'invalid', detail: expect.any(String) }],
    });
  });

  it('refuses one in a member name too', () => {
    expect(problemThrownBy(() => assertStorableStrings({ rows: [{ 'a\u0000': 1 }] }))).toMatchObject({ errors: [{ pointer: '/rows/0/a\u0000' }] });
  });

  it('accepts paired surrogates (emoji) and other Unicode', () => {
    expect(() => assertStorableStrings({ name: 'Neon 🌈 Café' })).not.toThrow();
  });
});

describe('telling from a JSON body’s bytes whether its strings need checking', () => {
  const bytes = (text: string) => Buffer.from(text, 'utf8');

  it('needs no check of a UTF-8 body without a \\u escape, whatever Unicode it holds raw', () => {
    expect(mayHoldUnstorable(bytes('{"name":"Neon 🌈 Café"}'), undefined)).toBe(false);
    expect(mayHoldUnstorable(bytes('{"name":"x"}'), 'UTF-8')).toBe(false);
  });

  it('checks a body with any \\u escape, and every body in another charset', () => {
    expect(mayHoldUnstorable(bytes('{"name":"a\\u0000"}'), undefined)).toBe(true);
    expect(mayHoldUnstorable(bytes('{"name":"\\ud800"}'), 'utf-8')).toBe(true);
    expect(mayHoldUnstorable(Buffer.from('{"name":"x"}', 'utf16le'), 'utf-16le')).toBe(true);
  });

  it('is right that UTF-8 bytes of a surrogate decode to no lone surrogate', () => {
    const encodedSurrogate = Buffer.concat([bytes('{"name":"'), Buffer.from([0xed, 0xa0, 0x80]), bytes('"}')]);
    expect(mayHoldUnstorable(encodedSurrogate, undefined)).toBe(false);
    expect(() => assertStorableStrings(JSON.parse(encodedSurrogate.toString('utf8')))).not.toThrow();
  });
});
