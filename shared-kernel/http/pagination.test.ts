import { CursorCodec, type CursorBinding } from './pagination';

describe('opaque cursors', () => {
  const codec = new CursorCodec('a-server-secret-of-at-least-32-characters');
  const binding: CursorBinding = { collection: 'customisers', storeId: 7, filters: { 'filter[active]': 'true' }, sort: 'created_at' };
  const invalid = { status: 422, code: 'invalid_cursor' };

  it('gives back the position it was issued with', () => {
    expect(codec.decode(codec.encode({ after: 42 }, binding), binding)).toEqual({ after: 42 });
  });

  it('refuses an altered cursor', () => {
    const cursor = codec.encode({ after: 42 }, binding);
    const [payload, signature] = cursor.split('.');
    const forged = Buffer.from(JSON.stringify({ p: { after: 1 }, b: 'x' })).toString('base64url');
    expect(() => codec.decode(`${forged}.${signature}`, binding)).toThrow(expect.objectContaining(invalid));
    expect(() => codec.decode(`${payload}.${signature}x`, binding)).toThrow(expect.objectContaining(invalid));
    expect(() => codec.decode('garbage', binding)).toThrow(expect.objectContaining(invalid));
  });

  it.each([
    ['another collection', { ...binding, collection: 'orders' }],
    ['another store', { ...binding, storeId: 8 }],
    ['other filters', { ...binding, filters: { 'filter[active]': 'false' } }],
    ['no filters', { ...binding, filters: {} }],
    ['another sort', { ...binding, sort: 'name' }],
  ])('refuses a cursor used with %s', (_name, other) => {
    const cursor = codec.encode({ after: 42 }, binding);
    expect(() => codec.decode(cursor, other)).toThrow(expect.objectContaining(invalid));
  });

  it('refuses a cursor issued with another server secret', () => {
    const foreign = new CursorCodec('another-server-secret-of-32-characters!').encode({ after: 42 }, binding);
    expect(() => codec.decode(foreign, binding)).toThrow(expect.objectContaining(invalid));
  });

  it('ignores filter order and absent filters when binding', () => {
    const cursor = codec.encode(1, { ...binding, filters: { b: 'x', a: 'y', c: undefined } });
    expect(codec.decode(cursor, { ...binding, filters: { a: 'y', b: 'x' } })).toBe(1);
  });
});
