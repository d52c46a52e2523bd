import { isDeepStrictEqual } from 'node:util';
import fc from 'fast-check';
import { applyMergePatch, assertMergePatchDocument, isJsonObject, sameJsonValue, type JsonObject } from './merge-patch';
import { Problem } from './problems/problem';

/**
 * JSON objects over a few shared member names, nested, so that a target and a patch often name the
 * same members at every depth; JSON has no -0, so none is generated.
 */
const { jsonObject } = fc.letrec<{ jsonObject: JsonObject; value: unknown }>((tie) => ({
  jsonObject: fc.dictionary(fc.constantFrom('name', 'rows', 'mode', 'sheet_pricing', 'sizes'), tie('value'), { maxKeys: 5 }),
  value: fc.oneof(
    { depthSize: 'small' },
    fc.constant(null),
    fc.integer(),
    fc.string({ maxLength: 5 }),
    fc.boolean(),
    fc.array(fc.oneof(fc.integer(), fc.constant(null), fc.dictionary(fc.string({ maxLength: 3 }), fc.integer(), { maxKeys: 2 })), { maxLength: 3 }),
    tie('jsonObject'),
  ),
}));
const nullMeans = fc.constantFrom('remove' as const, 'clear' as const);

describe('RFC 7396 merge patch', () => {
  it('replaces members, removes null members, leaves omitted members unchanged', () => {
    expect(applyMergePatch({ a: 1, b: 2, c: 3 }, { a: 9, b: null })).toEqual({ a: 9, c: 3 });
  });

  it('merges nested objects recursively', () => {
    expect(applyMergePatch({ base_pricing: { mode: 'x', rows: [1] } }, { base_pricing: { mode: 'y' } })).toEqual({
      base_pricing: { mode: 'y', rows: [1] },
    });
  });

  it('replaces arrays wholesale', () => {
    expect(applyMergePatch({ sizes: [{ id: 1 }, { id: 2 }] }, { sizes: [{ id: 2 }] })).toEqual({ sizes: [{ id: 2 }] });
  });

  it('treats {} as a no-op', () => {
    const target = { a: { b: [1, 2] } };
    expect(applyMergePatch(target, {})).toEqual(target);
  });

  it('never changes its arguments', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), (target, patch) => {
        const before = JSON.stringify([target, patch]);
        applyMergePatch(target, patch);
        expect(JSON.stringify([target, patch])).toBe(before);
      }),
    );
  });

  it('is idempotent: applying the same patch twice equals applying it once', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), (target, patch) => {
        const once = applyMergePatch(target, patch);
        expect(applyMergePatch(once, patch)).toEqual(once);
      }),
    );
  });

  it('leaves every member the patch does not name as it was', () => {
    fc.assert(
      fc.property(jsonObject, jsonObject, nullMeans, (target, patch, mode) => {
        const result = applyMergePatch(target, patch, { nullMeans: mode }) as JsonObject;
        for (const name of Object.keys(target).filter((member) => !(member in patch))) expect(result[name]).toEqual(target[name]);
      }),
    );
  });

  it('replaces a member with any value of the patch that is not an object, arrays wholesale', () => {
    fc.assert(
      fc.property(jsonObject, jsonObject, nullMeans, (target, patch, mode) => {
        const result = applyMergePatch(target, patch, { nullMeans: mode }) as JsonObject;
        for (const [name, value] of Object.entries(patch).filter(([, member]) => member !== null && !isJsonObject(member))) expect(result[name]).toEqual(value);
      }),
    );
  });

  it('removes a member the patch sets to null (RFC 7396), or clears it to null on documents that declare every property', () => {
    fc.assert(
      fc.property(jsonObject, jsonObject, (target, patch) => {
        const removed = applyMergePatch(target, patch) as JsonObject;
        const cleared = applyMergePatch(target, patch, { nullMeans: 'clear' }) as JsonObject;
        for (const name of Object.keys(patch).filter((member) => patch[member] === null)) {
          expect(name in removed).toBe(false);
          expect(cleared[name]).toBeNull();
        }
      }),
    );
  });

  it('merges a member the patch gives as an object into the target member, recursively', () => {
    fc.assert(
      fc.property(jsonObject, jsonObject, nullMeans, (target, patch, mode) => {
        const result = applyMergePatch(target, patch, { nullMeans: mode }) as JsonObject;
        for (const [name, value] of Object.entries(patch).filter(([, member]) => isJsonObject(member))) {
          expect(result[name]).toEqual(applyMergePatch(target[name], value, { nullMeans: mode }));
        }
        expect(Object.keys(result).sort()).toEqual([...new Set([...Object.keys(target), ...Object.keys(patch)])].filter((name) => mode === 'clear' || patch[name] !== null).sort());
      }),
    );
  });

  it('treats {} as a no-op on any document', () => {
    fc.assert(fc.property(jsonObject, nullMeans, (target, mode) => expect(applyMergePatch(target, {}, { nullMeans: mode })).toEqual(target)));
  });

  it.each([[[]], ['text'], [42], [null], [true]])('refuses %p as a patch document with 422 invalid_document', (body) => {
    expect(() => assertMergePatchDocument(body)).toThrow(Problem);
    try {
      assertMergePatchDocument(body);
    } catch (error) {
      expect(error).toMatchObject({ status: 422, code: 'invalid_document' });
    }
  });
});

describe('merge patch on documents that declare every property', () => {
  it('clears a property to null instead of removing it', () => {
    expect(applyMergePatch({ a: 1, b: { c: 2 } }, { a: null, b: { c: null } }, { nullMeans: 'clear' })).toEqual({ a: null, b: { c: null } });
  });
});

describe('recognising a patch that changes nothing', () => {
  it('compares documents member by member, whatever their order', () => {
    expect(sameJsonValue({ a: 1, b: [1, { c: null }] }, { b: [1, { c: null }], a: 1 })).toBe(true);
    expect(sameJsonValue({ a: 1 }, { a: 1, b: null })).toBe(false);
    expect(sameJsonValue([1, 2], [2, 1])).toBe(false);
  });

  it('holds exactly when two JSON values are deeply equal, members in any order', () => {
    const json = fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.parse(JSON.stringify(value)) as unknown);
    const reordered = (value: unknown): unknown =>
      Array.isArray(value) ? value.map(reordered) : isJsonObject(value) ? Object.fromEntries(Object.entries(value).reverse().map(([name, member]) => [name, reordered(member)])) : value;
    fc.assert(
      fc.property(json, json, (a, b) => {
        expect(sameJsonValue(a, reordered(a))).toBe(true);
        expect(sameJsonValue(a, b)).toBe(isDeepStrictEqual(a, b));
      }),
    );
  });
});
