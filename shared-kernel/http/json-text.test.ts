import { JsonText } from './json-text';

describe('JSON text answered as it is', () => {
  it('builds an object of values and text already serialised, in the order given, leaving undefined members out', () => {
    const text = JsonText.object([
      ['data', new JsonText('{"b":1,"a":[2,3]}')],
      ['skipped', undefined],
      ['meta', { request_id: 'r"1' }],
    ]);
    expect(text.text).toBe('{"data":{"b":1,"a":[2,3]},"meta":{"request_id":"r\\"1"}}');
    expect(JSON.parse(text.text)).toEqual({ data: { b: 1, a: [2, 3] }, meta: { request_id: 'r"1' } });
  });

  it('serialises as the value it holds inside any other value (an idempotency record stringifies the answer whole)', () => {
    expect(JSON.stringify({ body: new JsonText('{"b":1,"a":null}') })).toBe('{"body":{"b":1,"a":null}}');
  });
});
