import fc from 'fast-check';
import { actingForStore } from '../request-context';
import { CursorCodec, pageOfStore, paginate, type CursorBinding, type Page, type PageRequest } from './pagination';

const filterValue = fc.oneof(fc.string({ maxLength: 8 }), fc.integer(), fc.boolean());
const bindingArbitrary: fc.Arbitrary<CursorBinding> = fc.record({
  collection: fc.constantFrom('customisers', 'orders', 'quotes', 'webhook_subscriptions'),
  storeId: fc.integer({ min: 1, max: 2_147_483_647 }),
  filters: fc.dictionary(fc.constantFrom('filter[active]', 'filter[pricing_model]', 'filter[created_after]', 'filter[status]'), filterValue, { maxKeys: 3 }),
  sort: fc.constantFrom('created_at', '-created_at', 'name', 'id'),
});
/** Positions as listings keep them: JSON (without -0, which JSON cannot tell from 0). */
const position = fc.jsonValue({ maxDepth: 2 }).map((value) => JSON.parse(JSON.stringify(value)) as unknown);

/** Another binding that differs from the given one in exactly one way a cursor must notice. */
function otherBinding(binding: CursorBinding, change: number, value: string): CursorBinding {
  switch (change % 5) {
    case 0:
      return { ...binding, collection: `${binding.collection}_${value}` };
    case 1:
      return { ...binding, storeId: binding.storeId + 1 };
    case 2:
      return { ...binding, sort: `${binding.sort},${value}` };
    case 3:
      return { ...binding, filters: { ...binding.filters, 'filter[other]': value } };
    default: {
      const [name] = Object.keys(binding.filters);
      if (name === undefined) return { ...binding, filters: { 'filter[active]': value } };
      return { ...binding, filters: { ...binding.filters, [name]: `${String(binding.filters[name])}${value}` } };
    }
  }
}

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

  it('gives back any position, for any binding it was issued with', () => {
    fc.assert(fc.property(position, bindingArbitrary, (at, bound) => expect(codec.decode(codec.encode(at, bound), bound)).toEqual(at)));
  });

  it('refuses any cursor used with a binding that differs in collection, store, sort, or any filter', () => {
    fc.assert(
      fc.property(position, bindingArbitrary, fc.nat(), fc.string({ minLength: 1, maxLength: 4 }), (at, bound, change, value) => {
        const cursor = codec.encode(at, bound);
        expect(() => codec.decode(cursor, otherBinding(bound, change, value))).toThrow(expect.objectContaining(invalid));
      }),
    );
  });

  it('refuses a cursor with any one character changed, added or removed', () => {
    const alphabet = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.=');
    fc.assert(
      fc.property(position, bindingArbitrary, fc.nat(), alphabet, fc.constantFrom('change', 'insert', 'remove'), (at, bound, where, character, edit) => {
        const cursor = codec.encode(at, bound);
        const index = where % cursor.length;
        const altered = edit === 'remove' ? cursor.slice(0, index) + cursor.slice(index + 1) : cursor.slice(0, index) + character + cursor.slice(edit === 'change' ? index + 1 : index);
        fc.pre(altered !== cursor);
        expect(() => codec.decode(altered, bound)).toThrow(expect.objectContaining(invalid));
      }),
    );
  });
});

describe('paging through a listing', () => {
  const codec = new CursorCodec('a-server-secret-of-at-least-32-characters');
  const binding: CursorBinding = { collection: 'orders', storeId: 7, filters: {}, sort: 'id' };

  /** A keyset listing over ids in order, as the repositories page: after the last id seen, one more to know if a page follows. */
  const listing = (ids: readonly number[]) => async ({ limit, after }: PageRequest<number>): Promise<Page<number, number>> => {
    const rest = ids.filter((id) => after === undefined || id > after);
    const items = rest.slice(0, limit);
    return { items, nextPosition: rest.length > limit ? items[items.length - 1] : undefined };
  };

  it('lists every item exactly once and in order, following next cursors until there is none', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uniqueArray(fc.nat({ max: 10_000 }), { maxLength: 40 }), fc.integer({ min: 1, max: 7 }), async (unordered, limit) => {
        const ids = [...unordered].sort((a, b) => a - b);
        const seen: number[] = [];
        let cursor: string | undefined;
        do {
          const page = await paginate(codec, binding, { limit, cursor }, listing(ids));
          expect(page.items.length).toBeLessThanOrEqual(limit);
          seen.push(...page.items);
          cursor = page.nextCursor ?? undefined;
        } while (cursor !== undefined);
        expect(seen).toEqual(ids);
      }),
    );
  });
});

describe('a page of a listing of the calling store', () => {
  const codec = new CursorCodec('a-server-secret-of-at-least-32-characters');
  const listing = { collection: 'orders', filters: { 'filter[created_after]': '2026-11-01' }, sort: 'id' };
  const ids = [3, 5, 8, 13];
  const pageOf = (storeId: number, cursor?: string) =>
    actingForStore(storeId, () =>
      pageOfStore<number, number>(codec, listing, { limit: 2, cursor }, async (store, { limit, after }) => {
        expect(store).toBe(storeId);
        const rest = ids.filter((id) => after === undefined || id > after);
        return { items: rest.slice(0, limit), nextPosition: rest.length > limit ? rest[limit - 1] : undefined };
      }),
    );

  it('reads the request’s store and binds its cursors to it: the next page follows in that store', async () => {
    const first = await pageOf(7);
    expect(first.items).toEqual([3, 5]);
    await expect(pageOf(7, first.nextCursor!)).resolves.toEqual({ items: [8, 13], nextCursor: null });
  });

  it('refuses a cursor another store was given (invalid_cursor)', async () => {
    const first = await pageOf(7);
    await expect(pageOf(8, first.nextCursor!)).rejects.toMatchObject({ status: 422, code: 'invalid_cursor' });
  });

  it('binds its cursors to the listing’s filters as paginate does', async () => {
    const first = await pageOf(7);
    expect(() => codec.decode(first.nextCursor!, { collection: 'orders', storeId: 7, filters: {}, sort: 'id' })).toThrow(expect.objectContaining({ code: 'invalid_cursor' }));
  });
});
