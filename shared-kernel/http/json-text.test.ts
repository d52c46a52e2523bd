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

  it('answers members kept as UTF-8 bytes, large text and small values alike, as one JSON document', () => {
    const large = `[${Array.from({ length: 2000 }, (_, index) => `{"name":"Néon ${index}"}`).join(',')}]`;
    const inner = JsonText.object([['lists', new JsonText(Buffer.from(large, 'utf8'))], ['sheet', new JsonText('null')], ['long', new JsonText(large)]]);
    const answer = JsonText.object([['data', inner], ['meta', { request_id: 'r1' }]]);
    const expected = { data: { lists: JSON.parse(large), sheet: null, long: JSON.parse(large) }, meta: { request_id: 'r1' } };
    expect(JSON.parse(answer.bytes().toString('utf8'))).toEqual(expected);
    expect(JSON.parse(answer.text)).toEqual(expected);
  });

  it('adds a member at the end of an object, empty or not, without parsing it (test mode: livemode on every resource)', () => {
    const large = Buffer.from(JSON.stringify('x'.repeat(10_000)));
    const object = JsonText.object([['id', 7], ['blob', new JsonText(large)]]);
    expect(JSON.parse(object.withMember('livemode', false).text)).toEqual({ id: 7, blob: 'x'.repeat(10_000), livemode: false });
    expect(JSON.parse(new JsonText('{}').withMember('livemode', true).text)).toEqual({ livemode: true });
    expect(JSON.parse(new JsonText(Buffer.from('{"a":1}')).withMember('livemode', true).text)).toEqual({ a: 1, livemode: true });
    expect(() => new JsonText('[1]').withMember('livemode', true)).toThrow(/not an object/);
  });
});
